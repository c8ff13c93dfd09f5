import { isInWishlist } from '@shop/domain';
import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useBuyer } from '../shell/buyer';
import { useGuestWishlist } from './guest-wishlist';
import type { WishlistProduct } from './wishlist-product';

export const WISHLIST_PATH = '/wishlist';

/**
 * One product's place on the wishlist of whoever is logged in. A customer's list is the
 * server's (the buyer layout's `wishlist`), changed through the /wishlist action with the
 * pending change shown at once; a guest's lives in this browser.
 */
export function useWishlistEntry(product: WishlistProduct) {
  const buyer = useBuyer();
  const fetcher = useFetcher({ key: `wishlist:${String(product.productId)}` });
  const { pathname } = useLocation();
  const guest = useGuestWishlist();
  const saved = buyer.wishlist;
  useEffect(() => {
    if (saved === null) void useGuestWishlist.getState().load();
  }, [saved]);

  if (saved !== null) {
    const pending = fetcher.formData?.get('intent');
    const listed =
      pending === 'add' ? true : pending === 'remove' ? false : saved.includes(product.productId);
    return {
      listed,
      ready: true,
      pending: fetcher.state !== 'idle',
      /** A customer's heart is a form: it works without JavaScript too. */
      form: {
        Form: fetcher.Form,
        fields: {
          intent: listed ? 'remove' : 'add',
          product_id: String(product.productId),
          return_to: pathname,
        },
      },
      toggle: () => {
        void fetcher.submit(
          { intent: listed ? 'remove' : 'add', product_id: product.productId },
          { method: 'post', action: WISHLIST_PATH },
        );
      },
    };
  }
  return {
    listed: isInWishlist(guest.items, product.productId),
    ready: guest.ready,
    pending: false,
    form: null,
    toggle: () => {
      void guest.toggle(product);
    },
  };
}
