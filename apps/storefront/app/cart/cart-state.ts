// What the server tells the browser about the buyer's cart: read by the buyer layout's
// loader on every navigation, changed through the /cart action. Types only: the browser
// never holds a cart of its own.
import type { LoadPlanReason } from '@shop/domain';
import type { CartView } from './cart-view';

/** One factory's container as the gauges draw it (behaviour.md#validation). */
export interface ContainerView {
  brandId: string;
  brandName: string;
  /** CBM used by the factory's container lines. */
  used: number;
  /** The container the cart holds for the factory (26 CBM unless the buyer picked another). */
  capacity: number;
  remaining: number;
  percent: number;
  over: boolean;
}

export type CartState =
  /** No cart id, or the cart no longer exists (its id was forgotten). */
  | { status: 'empty' }
  /** The commerce API failed for now: the id is kept, the buyer can retry. */
  | { status: 'unavailable' }
  | { status: 'ready'; cart: CartView; containers: ContainerView[] };

export type CartIntent =
  'add' | 'replace-with-container' | 'update' | 'remove' | 'set-container-type';

/** Why a cart write did not happen, for the message the buyer sees. */
export type CartRefusal =
  /** behaviour.md#cart-states: a container product meets non-container lines; ask first. */
  | 'confirm'
  /** behaviour.md#validation, #errors: over the factory's container. */
  | 'over-capacity'
  /** behaviour.md#errors: the stock does not cover it. */
  | 'insufficient-stock'
  /** The request itself was wrong (validation), or the product cannot be sold. */
  | 'invalid'
  /** A logged-out buyer, or a session that expired. */
  | 'signed-out'
  /** The commerce API failed: nothing is known to have changed. */
  | 'unavailable';

export type CartActionResult =
  | { ok: true; intent: CartIntent }
  | {
      ok: false;
      intent: CartIntent | null;
      reason: CartRefusal;
      message: string;
      /**
       * With `over-capacity` (behaviour.md#load-plans), why the factory's container cannot take it — volume,
       * weight or fit — when the commerce API says (one that knows no load plans does not).
       */
      loadPlan?: LoadPlanReason;
    };

/** What a refused add needs to be asked again with the buyer's Yes (a plain form's question). */
export interface CartRetry {
  product_id: string;
  variant_id: string;
  quantity: string;
  /** The page the add came from: the question's No goes back there. */
  from: string;
}

/** The /cart action's answer to a fetcher: the result, and what a question needs to ask again. */
export interface CartActionData {
  result: CartActionResult;
  retry: CartRetry | null;
}
