// The buyer layout's data, read on the server for every page and navigation.
import type { BuyerSession } from '../platform/buyer-session.server';
import type { BuyerData } from './buyer';
import { loadCartState } from '../cart/cart.server';

async function wishlistIds(session: BuyerSession, customerId: number): Promise<number[] | null> {
  try {
    return (await session.api.wishlist.list(customerId, { token: session.token })).map(
      (item) => item.product_id,
    );
  } catch (error) {
    // The hearts then show empty; the wishlist page says what failed.
    console.error('Wishlist could not be read', error);
    return [];
  }
}

export async function loadBuyer(session: BuyerSession): Promise<BuyerData> {
  const [customer, cart] = await Promise.all([session.customer(), loadCartState(session)]);
  return {
    loggedIn: session.loggedIn,
    customer: customer
      ? {
          id: customer.id,
          firstName: customer.first_name ?? null,
          group: customer.group?.name ? customer.group.name : null,
        }
      : null,
    cart,
    wishlist: customer ? await wishlistIds(session, customer.id) : null,
  };
}
