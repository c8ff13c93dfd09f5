// What the server tells the browser about the buyer's cart: read by the buyer layout's
// loader on every navigation, changed through the /cart action. Types only: the browser
// never holds a cart of its own.
import type { LoadPlanReason } from '@shop/domain';
import type { CartView } from './cart-view';

/** One factory's container as the gauges draw it (SPEC §5). */
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
  /** SPEC §4: a container product meets non-container lines; ask first. */
  | 'confirm'
  /** SPEC §5/§8: over the factory's container. */
  | 'over-capacity'
  /** SPEC §8: the stock does not cover it. */
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
       * Issue 17: with `over-capacity`, why the factory's container cannot take it — volume,
       * weight or fit — when the commerce API says (one that knows no load plans does not).
       */
      loadPlan?: LoadPlanReason;
    };
