import type { Db } from '../../db/client';
import { findCart, loadCart } from './repository/cart-reads';
import { setCartCustomer } from './repository/cart-writes';
import type { CartViewer } from './types';

/** Attaches a guest cart to the logged-in customer (on login); someone else's cart stays unreachable. */
export async function attachCustomer(db: Db, cartId: string, viewer: CartViewer) {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, cartId, viewer, true);
    if (cart.customerId !== viewer.id) await setCartCustomer(tx, cartId, viewer);
    return loadCart(tx, cartId, viewer);
  });
}
