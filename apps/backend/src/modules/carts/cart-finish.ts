import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import * as s from '../../db/schema';
import { loadCart } from './cart-view';
import type { CartOwner } from './cart-view';
import { cartVisibleTo } from './visibility';

/** An emptied cart is deleted and answered with no data (behaviour.md#cart-states: that clears the cart). */
export async function finishOrDrop(tx: Tx, cartId: string, viewer: CartOwner | undefined) {
  const [left] = await tx
    .select({ id: s.cartItems.id })
    .from(s.cartItems)
    .where(eq(s.cartItems.cartId, cartId))
    .limit(1);
  if (!left) {
    await tx.delete(s.carts).where(and(eq(s.carts.id, cartId), cartVisibleTo(viewer)));
    return undefined;
  }
  return loadCart(tx, cartId, viewer);
}
