import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useBuyer } from '../shell/buyer';
import { clearGuestWishlist, readGuestWishlist } from './guest-storage';
import { WISHLIST_PATH } from './use-wishlist';

/**
 * Once a customer is logged in, this browser's guest list is merged into their saved one
 * (behaviour.md#wishlist: kept per customer across devices) and let go — only after the server has the
 * merged list, so nothing is lost. Renders nothing.
 */
export function WishlistGuestMerge() {
  const { customer } = useBuyer();
  const fetcher = useFetcher<{ result?: { ok: boolean } }>({ key: 'wishlist:merge' });
  const started = useRef<number | null>(null);
  const customerId = customer?.id ?? null;
  const { submit } = fetcher;
  useEffect(() => {
    if (customerId === null || started.current === customerId) return;
    started.current = customerId;
    void readGuestWishlist().then((items) => {
      if (items.length === 0) return;
      void submit(
        { intent: 'merge', product_ids: items.map((item) => item.productId).join(',') },
        { method: 'post', action: WISHLIST_PATH },
      );
    });
  }, [customerId, submit]);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.result?.ok === true) clearGuestWishlist();
  }, [fetcher.state, fetcher.data]);
  return null;
}
