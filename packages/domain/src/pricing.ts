import { RRP_DISCOUNT_LABEL, RRP_GROUP_NAME, RRP_PRICE_FACTOR } from './constants';
import { roundToCents } from './currency';
import { assertFinite } from './rounding';

/** What a customer sees for one list price. */
export interface GroupPrice {
  /** The price to charge and display, in dollars, rounded to cents. */
  price: number;
  /** The catalogue list price, unchanged (struck through when discounted). */
  listPrice: number;
  /** `'40% Off'` for the RRP group, `null` otherwise. */
  discountLabel: string | null;
}

/**
 * True for the RRP customer group (behaviour.md#roles). Compared trimmed and case-insensitively so
 * a group typed as `rrp` or `RRP ` in the commerce admin still gets its pricing.
 */
export function isRrpGroup(groupName: string | null | undefined): boolean {
  return typeof groupName === 'string' && groupName.trim().toUpperCase() === RRP_GROUP_NAME;
}

/**
 * behaviour.md#roles, #constants: the RRP group pays 60 % of list price, labelled `'40% Off'`; every other
 * group, and guests (`null`/`undefined`), pay list price.
 *
 * @throws RangeError when `listPrice` is not a finite number of at least 0.
 */
export function priceForGroup(listPrice: number, groupName?: string | null): GroupPrice {
  assertFinite(listPrice, 'priceForGroup', 'listPrice');
  if (listPrice < 0) {
    throw new RangeError(`priceForGroup: listPrice must not be negative, got ${listPrice}`);
  }
  if (!isRrpGroup(groupName)) {
    return { price: listPrice, listPrice, discountLabel: null };
  }
  return {
    price: roundToCents(listPrice * RRP_PRICE_FACTOR),
    listPrice,
    discountLabel: RRP_DISCOUNT_LABEL,
  };
}

/** The two cart figures behaviour.md#roles scales for the RRP group. */
export interface CartTotals {
  subtotal: number;
  total: number;
}

/**
 * behaviour.md#roles: for the RRP group the cart subtotal and total are scaled by 0.6 and rounded
 * to cents; any other field (taxes, currency, …) is passed through untouched, as are the
 * totals of every other group.
 *
 * @throws RangeError when `subtotal` or `total` is not a finite number.
 */
export function scaleCartTotals<T extends CartTotals>(totals: T, groupName?: string | null): T {
  assertFinite(totals.subtotal, 'scaleCartTotals', 'subtotal');
  assertFinite(totals.total, 'scaleCartTotals', 'total');
  if (!isRrpGroup(groupName)) return { ...totals };
  return {
    ...totals,
    subtotal: roundToCents(totals.subtotal * RRP_PRICE_FACTOR),
    total: roundToCents(totals.total * RRP_PRICE_FACTOR),
  };
}
