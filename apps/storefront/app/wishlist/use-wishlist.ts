import { useEffect } from 'react';
import { readUserToken, useBrowserApi } from '../browser-api';
import { useAuthStore } from '../stores/auth';
import { useWishlistStore } from '../stores/wishlist';

/**
 * Keeps the wishlist store on the list of whoever is logged in: the guest list without a
 * token, the customer's once the profile is known (the customer session loads it).
 */
export function useWishlistSync(): void {
  const api = useBrowserApi();
  const customerId = useAuthStore((state) => state.customer?.id ?? null);
  const token = useAuthStore((state) => state.token);
  useEffect(() => {
    // With a token but no profile yet, wait for it rather than show the guest list.
    if (customerId === null && (token ?? readUserToken()) !== null) return;
    void useWishlistStore.getState().sync(api, customerId);
  }, [api, customerId, token]);
}
