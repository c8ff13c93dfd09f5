// The buyer's cart as the server reads it for every page (the buyer layout's loader), with
// each factory's container: the capacity the cart holds for it and how full it is.
import type { ApiClient, CartMetafield } from '@shop/api';
import { ApiError } from '@shop/api/errors';
import { capacityFor, containerFillByBrand, containerLinesOf } from '@shop/domain';
import { brandContainerFields, brandLabel, brandNames } from '../catalogue/brand-names.server';
import type { ApiCaller } from '../platform/api.server';
import type { BuyerSession } from '../platform/buyer-session.server';
import type { CartState, ContainerView } from './cart-state';
import { toCartView, type CartView } from './cart-view';

/**
 * The stored id leads to no cart: it no longer exists or is not this buyer's (404 for
 * both), or it is not a cart id at all (400). A failure of the service is not that.
 */
export function isGoneCart(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * Whether the session's cart is gone, asked after a 404 or 400 of a write: the write's 404 may
 * be its product's (no such variant), not the cart's.
 */
export async function cartIsGone(session: BuyerSession): Promise<boolean> {
  if (session.cartId === null) return true;
  try {
    await session.api.carts.get(session.cartId, { token: session.token });
    return false;
  } catch (error) {
    return isGoneCart(error);
  }
}

export async function readMetafields(
  { api, token }: ApiCaller,
  cartId: string,
): Promise<CartMetafield[]> {
  try {
    return await api.cartMetafields.list(cartId, { token });
  } catch (error) {
    // behaviour.md#errors: cart metafield errors are only logged; each factory then has 26 CBM. A gone
    // cart says so through its own read.
    if (!isGoneCart(error)) console.error('Cart metafields could not be read', error);
    return [];
  }
}

/**
 * Each factory's container of the cart, with its capacity as the backend judges it
 * (@shop/domain `capacityFor`): the type picked for the cart, else the factory's own, else 26 CBM.
 */
export async function containersOf(
  api: ApiClient,
  cart: CartView,
  metafields: readonly CartMetafield[],
): Promise<ContainerView[]> {
  return containerViewsOf(containerLinesOf(cart.lines), metafields);
}

/**
 * Each factory's container of `lines` (container lines with their brand and unit volume), in
 * the containers `metafields` picked (none: each factory's own, else 26 CBM) — the cart's
 * gauges, and the same for a container list's lines.
 */
export async function containerViewsOf(
  lines: ReturnType<typeof containerLinesOf>,
  metafields: readonly CartMetafield[],
): Promise<ContainerView[]> {
  if (lines.length === 0) return [];
  const [names, brandFields] = await Promise.all([brandNames(), brandContainerFields()]);
  const fills = containerFillByBrand(lines, capacityFor(metafields, brandFields));
  return fills.map((fill) => ({
    brandId: String(fill.brandId),
    brandName: brandLabel(names, fill.brandId),
    used: fill.used,
    capacity: fill.capacity,
    remaining: fill.remaining,
    percent: fill.percent,
    over: fill.over,
  }));
}

/**
 * behaviour.md#guards, #cart-states: the cart of the stored id, read on every navigation. A cart that no longer
 * exists (404) clears the id; any other failure (5xx, network) keeps it and says the cart
 * is unavailable for now — a blip must not lose the buyer's cart.
 */
export function loadCartState(session: BuyerSession): Promise<CartState> {
  return session.once('cart', () => readCartState(session));
}

async function readCartState(session: BuyerSession): Promise<CartState> {
  const { cartId, token } = session;
  if (cartId === null) return { status: 'empty' };
  const { api } = session;
  try {
    const [cart, metafields] = await Promise.all([
      api.carts.get(cartId, { token }),
      readMetafields(session, cartId),
    ]);
    const view = toCartView(cart);
    return { status: 'ready', cart: view, containers: await containersOf(api, view, metafields) };
  } catch (error) {
    if (isGoneCart(error)) {
      session.setCartId(null);
      return { status: 'empty' };
    }
    console.error('Cart could not be read', error);
    return { status: 'unavailable' };
  }
}
