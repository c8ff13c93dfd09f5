import type { ApiClient } from '@shop/api';
import { useAuthStore } from '../stores/auth';
import { useWishlistStore } from '../stores/wishlist';

/**
 * For the login flow, once the token is set on `api`: merges this browser's guest wishlist
 * into the customer's saved one (@shop/domain `mergeWishlists` on the server) and shows the
 * result. Never throws: a wishlist problem must not fail a login; the guest list then stays
 * in this browser and is merged on the next load of the wishlist.
 */
export async function mergeWishlistAtLogin(api: ApiClient, customerId?: number): Promise<void> {
  try {
    const id =
      customerId ?? useAuthStore.getState().customer?.id ?? (await api.customers.profile()).id;
    await useWishlistStore.getState().sync(api, id);
  } catch (error) {
    console.error('Wishlist merge at login failed', error);
  }
}
