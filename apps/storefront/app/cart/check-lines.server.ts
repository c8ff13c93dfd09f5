// Order lines given by SKU (quick order, reorder): looked up in the catalogue and on the
// customer's price list here — what only the storefront knows, the SKU the buyer typed — and then
// added line by line by the backend, which judges each with the cart's rules (stock, still sold,
// the factory's container and its load plan) and says what became of it: added, capped or
// refused with its reason. The storefront decides nothing about the cart itself.
import type { Customer, LineResult } from '@shop/api';
import type { CartRefusalReason } from '@shop/domain';
import { NON_CONTAINER_CONFIRM_MESSAGE, OVER_CAPACITY_MESSAGE } from '@shop/domain';
import { productDictionary } from '../catalogue/product-dictionary.server';
import type { BuyerSession } from '../platform/buyer-session.server';
import { storeCapacities } from './capacity-fields.server';
import { classifyCartError } from './cart-errors';
import { cartIsGone, isGoneCart } from './cart.server';

export interface OrderLineRequest {
  /** Where the buyer gave it (`Row 3`, `Line 12`), shown with the result. */
  source: string;
  sku: string;
  quantity: number;
}

/** Why a line is not added (as asked): the catalogue's, or the cart rules' (CartRefusalReason). */
export type LineRefusal = 'unknown' | 'no-price' | CartRefusalReason;

export type CheckedLine =
  | {
      status: 'ok';
      source: string;
      sku: string;
      /** What was added (or, before the add, what will be asked for). */
      quantity: number;
      requested: number;
      productId: number;
      variantId: number;
      name: string;
      price: number;
      /** Why fewer than asked were added, when capped. */
      note: string | null;
    }
  | {
      status: 'refused';
      source: string;
      sku: string;
      requested: number;
      name: string | null;
      reason: LineRefusal;
      message: string;
    };

export class LinesUnavailableError extends Error {}

/**
 * Looks `requested` up for the session's customer: a SKU the catalogue does not know, or one
 * without a price on the customer's price list, is refused; every other line is ready to add.
 */
export async function checkLines(
  session: BuyerSession,
  customer: Customer,
  requested: readonly OrderLineRequest[],
): Promise<CheckedLine[]> {
  const dictionary = await productDictionary();
  if (dictionary === null) throw new LinesUnavailableError('The catalogue cannot be read');
  const known = requested.map(
    (line) => dictionary.bySku.get(line.sku) ?? dictionary.byUpperSku.get(line.sku.toUpperCase()),
  );
  // The pricing call takes one list of variant SKUs per product; @shop/api splits a long request.
  const skusByProduct = new Map<number, Set<string>>();
  for (const entry of known) {
    if (!entry) continue;
    const skus = skusByProduct.get(entry.productId) ?? new Set<string>();
    skus.add(entry.variantSku);
    skusByProduct.set(entry.productId, skus);
  }
  const pricingSkus = [...skusByProduct.values()].map((skus) => [...skus]);
  let prices: { variant_id: number; price: number }[];
  try {
    prices =
      pricingSkus.length > 0
        ? await session.api.pricing.customerPricing(
            { customerId: customer.id, skus: pricingSkus },
            { token: session.token },
          )
        : [];
  } catch (error) {
    console.error('Order lines could not be priced', error);
    throw new LinesUnavailableError('The lines could not be checked');
  }
  const priceOf = new Map(prices.map((entry) => [entry.variant_id, entry.price]));
  return requested.map((line, index): CheckedLine => {
    const entry = known[index];
    const refuse = (reason: LineRefusal, message: string, name: string | null = null) =>
      ({
        status: 'refused',
        source: line.source,
        sku: line.sku,
        requested: line.quantity,
        name,
        reason,
        message,
      }) as const;
    if (!entry) return refuse('unknown', `Unknown SKU ${line.sku}`);
    const price = priceOf.get(entry.variantId);
    if (price === undefined) return refuse('no-price', 'No price on your price list', entry.name);
    return {
      status: 'ok',
      source: line.source,
      sku: entry.variantSku,
      quantity: line.quantity,
      requested: line.quantity,
      productId: entry.productId,
      variantId: entry.variantId,
      name: entry.name,
      price,
      note: null,
    };
  });
}

const PLAN_REASONS: Partial<Record<CartRefusalReason, string>> = {
  weight: 'the weight',
  fit: "the cartons' fit",
  cartons: 'too many cartons to plan',
  time: 'no plan in time, try again',
};

/** A backend line result in the buyer's words (behaviour.md#errors for the container). */
function resultText(result: LineResult): string {
  switch (result.reason) {
    case 'not-found':
    case 'not-sold':
      return 'No longer sold';
    case 'stock':
      return (result.available ?? 0) <= 0
        ? 'Out of stock'
        : `Only ${String(result.available)} available`;
    case 'non-container':
      return 'Not sold by the container: left out of a container cart';
    case undefined:
      return 'Added';
    default: {
      const limit = PLAN_REASONS[result.reason];
      if (result.status === 'capped')
        return `Only ${String(result.added)} fit in the container${limit ? ` (${limit})` : ''}`;
      return limit ? `${OVER_CAPACITY_MESSAGE} (${limit})` : OVER_CAPACITY_MESSAGE;
    }
  }
}

/** What adding checked lines came to. */
export type AddLinesResult =
  /** `lines`: each line as the backend judged it; `added` how many went in (whole or capped). */
  | { kind: 'added'; lines: CheckedLine[]; added: number }
  /** The question of behaviour.md#cart-states is due: nothing was added. */
  | { kind: 'confirm'; message: string }
  | { kind: 'failed'; message: string };

export interface AddLinesOptions {
  /** `refuse` (quick order: the buyer asked for exactly that) or `cap` (reorder) a shortfall. */
  shortfall: 'refuse' | 'cap';
  /** `replace`: the buyer's Yes — container lines replace the non-container ones. */
  nonContainer: 'ask' | 'replace';
  idempotencyKey?: string | undefined;
}

/**
 * Adds the ready lines in one backend call, line by line: each is added, capped or refused by
 * the backend's cart rules, never all or nothing; starts a cart when there is none. With the
 * same `idempotencyKey`, an add sent again is not applied twice.
 */
export async function addCheckedLines(
  session: BuyerSession,
  lines: readonly CheckedLine[],
  options: AddLinesOptions,
): Promise<AddLinesResult> {
  const ready = lines.flatMap((line) => (line.status === 'ok' ? [line] : []));
  if (ready.length === 0) return { kind: 'failed', message: 'No line can be added.' };
  const items = ready.map((line) => ({
    product_id: line.productId,
    variant_id: line.variantId,
    quantity: line.requested,
  }));
  const { api, token } = session;
  const call = {
    shortfall: options.shortfall,
    ...(options.nonContainer === 'replace'
      ? { replaceNonContainer: true }
      : { nonContainer: 'ask' as const }),
    token,
  };
  try {
    let answer;
    try {
      answer = await api.carts.addLines(session.cartId, items, {
        ...call,
        ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
      });
    } catch (error) {
      if (session.cartId === null || !isGoneCart(error) || !(await cartIsGone(session)))
        throw error;
      session.setCartId(null);
      answer = await api.carts.addLines(null, items, call);
    }
    if (answer.cart !== null) {
      if (answer.cart.id !== session.cartId) session.setCartId(answer.cart.id);
      await storeCapacities(session, answer.cart);
    }
    const results = answer.lineResults;
    let next = 0;
    const judged = lines.map((line): CheckedLine => {
      if (line.status !== 'ok') return line;
      const result = results?.[next++];
      // A replay (the first answer was lost): the lines went in as that add judged them.
      if (!result || result.status === 'added') return line;
      if (result.status === 'capped')
        return { ...line, quantity: result.added, note: resultText(result) };
      return {
        status: 'refused',
        source: line.source,
        sku: line.sku,
        requested: line.requested,
        name: line.name,
        reason: result.reason ?? 'not-found',
        message: resultText(result),
      };
    });
    const added = judged.filter((line) => line.status === 'ok').length;
    return { kind: 'added', lines: judged, added };
  } catch (error) {
    const kind = classifyCartError(error);
    if (kind === 'confirm') return { kind: 'confirm', message: NON_CONTAINER_CONFIRM_MESSAGE };
    console.error('Order lines could not be added', error);
    return { kind: 'failed', message: 'The lines could not be added just now. Nothing was added.' };
  }
}
