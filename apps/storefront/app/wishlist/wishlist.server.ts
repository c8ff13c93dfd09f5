// The logged-in customer's wishlist on the server: the list with what "move to cart" needs
// (the customer's price of each variant, for the price gate of behaviour.md#validation), and the writes of the
// /wishlist action. Guests keep their list in the browser (guest-wishlist.ts).
import { ApiError } from '@shop/api/errors';
import { WISHLIST_MAX_ITEMS } from '@shop/domain';
import { z } from 'zod';
import { errorLines } from '../account/api-errors';
import { customerPrices } from '../catalogue/customer.server';
import type { BuyerSession } from '../platform/buyer-session.server';
import { fromApiItem, type WishlistProduct } from './wishlist-product';

/** A wishlist line of a customer: the product, and the price it can be moved to the cart at. */
export interface CustomerWishlistItem extends WishlistProduct {
  /** The customer's price of the variant; null when they have none (it cannot be moved). */
  price: number | null;
}

export type WishlistPageData =
  { owner: 'guest' } | { owner: 'customer'; items: CustomerWishlistItem[]; error: string | null };

export const WISHLIST_LOAD_ERROR_MESSAGE = 'Your wishlist could not be loaded. Please try again.';
export const WISHLIST_ERROR_MESSAGE = 'Your wishlist could not be updated. Please try again.';

/** The customer's price of each saved variant (the price list is asked by variant SKU). */
async function variantPrices(
  session: BuyerSession,
  customer: { id: number; group?: { name?: string | null } | null },
  items: readonly WishlistProduct[],
): Promise<Map<number, number>> {
  const movable = items.filter((item) => item.variantId !== null);
  if (movable.length === 0) return new Map();
  const sizes = await session.api.graphql.productsSizes({
    productIDs: movable.map((item) => item.productId),
    variantIDs: movable.flatMap((item) => (item.variantId === null ? [] : [item.variantId])),
  });
  const skus = (sizes.site.products.edges ?? []).flatMap(({ node }) =>
    (node.variants.edges ?? []).map((edge) => edge.node.sku),
  );
  return customerPrices(session, { id: customer.id, group: customer.group?.name ?? null }, [skus]);
}

export async function loadWishlistPage(session: BuyerSession): Promise<WishlistPageData> {
  const customer = await session.customer();
  if (customer === null) return { owner: 'guest' };
  try {
    const items = (await session.api.wishlist.list(customer.id, { token: session.token })).map(
      fromApiItem,
    );
    const prices = await variantPrices(session, customer, items);
    return {
      owner: 'customer',
      items: items.map((item) => ({
        ...item,
        price: item.variantId === null ? null : (prices.get(item.variantId) ?? null),
      })),
      error: null,
    };
  } catch (error) {
    console.error('Wishlist could not be read', error);
    return { owner: 'customer', items: [], error: WISHLIST_LOAD_ERROR_MESSAGE };
  }
}

const productId = z.coerce.number().int().positive();
const commandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), product_id: productId }),
  z.object({ intent: z.literal('remove'), product_id: productId }),
  z.object({
    intent: z.literal('merge'),
    // The guest list of this browser, merged at login (behaviour.md#wishlist: kept per customer).
    product_ids: z
      .string()
      .max(WISHLIST_MAX_ITEMS * 12)
      .transform((text, ctx) => {
        const ids = text.split(',').filter((part) => part.trim() !== '');
        const parsed = z.array(productId).max(WISHLIST_MAX_ITEMS).safeParse(ids);
        if (parsed.success) return parsed.data;
        ctx.addIssue({ code: 'custom', message: 'Not a list of product ids' });
        return z.NEVER;
      }),
  }),
]);

export type WishlistResult =
  { ok: true; productIds: number[] } | { ok: false; message: string; status: number };

/**
 * The backend's own refusal (an unknown product is 404, a full list 422) is the buyer's answer
 * too; only a failure to get one (5xx, network) is the storefront's 502.
 */
function failureStatus(error: unknown): number {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.status
    : 502;
}

/** One change of the customer's saved list; the whole list comes back. */
export async function changeWishlist(
  session: BuyerSession,
  form: FormData,
): Promise<WishlistResult> {
  const fields = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const command = commandSchema.safeParse(fields);
  if (!command.success)
    return { ok: false, message: 'The wishlist request is not valid.', status: 400 };
  const customer = await session.customer();
  if (customer === null)
    return { ok: false, message: 'Please log in to keep your wishlist.', status: 401 };
  const { wishlist } = session.api;
  const as = { token: session.token };
  try {
    const saved =
      command.data.intent === 'add'
        ? await wishlist.add(customer.id, command.data.product_id, as)
        : command.data.intent === 'remove'
          ? await wishlist.remove(customer.id, command.data.product_id, as)
          : await wishlist.merge(customer.id, command.data.product_ids, as);
    return { ok: true, productIds: saved.map((item) => item.product_id) };
  } catch (error) {
    return {
      ok: false,
      message: errorLines(error, 'Wishlist update')[0] ?? WISHLIST_ERROR_MESSAGE,
      status: failureStatus(error),
    };
  }
}
