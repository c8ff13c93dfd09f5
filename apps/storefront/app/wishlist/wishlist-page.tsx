import { useBlocks } from '@shop/cms-blocks';
import { useEffect } from 'react';
import { AppLink } from '../shell/app-link';
import { useGuestWishlist } from './guest-wishlist';
import { WishlistList, type WishlistLine } from './wishlist-list';
import type { WishlistPageData } from './wishlist.server';

/**
 * /wishlist: a customer's saved list as the server read it, or a guest's from this browser
 * (drawn once it is read from storage).
 */
export function WishlistPage({ data }: { data: WishlistPageData }) {
  const { assetBaseUrl } = useBlocks();
  const guest = useGuestWishlist();
  const customer = data.owner === 'customer' ? data : null;
  useEffect(() => {
    if (customer === null) void useGuestWishlist.getState().load();
  }, [customer]);
  const items: readonly WishlistLine[] = customer ? customer.items : guest.items;
  const ready = customer !== null || guest.ready;

  return (
    <section className="wishlist-page" data-wishlist-ready={ready}>
      <h1>Wishlist</h1>
      {customer?.error ? (
        <p role="alert" className="wishlist-page__error">
          {customer.error}
        </p>
      ) : null}
      {!ready ? (
        <p aria-live="polite">Loading your wishlist…</p>
      ) : items.length === 0 ? (
        <div className="wishlist-page__empty">
          <p>Your wishlist is empty.</p>
          <AppLink to="/shop-all">Browse the catalogue</AppLink>
        </div>
      ) : (
        <>
          <p className="wishlist-page__count">
            {items.length === 1 ? '1 product' : `${String(items.length)} products`}
          </p>
          <WishlistList items={items} assetBaseUrl={assetBaseUrl} loggedIn={customer !== null} />
          {customer ? null : (
            <p className="wishlist-page__login">
              <AppLink to="/account/login">Log in</AppLink> to see your trade prices, move items to
              your cart and keep this list on every device.
            </p>
          )}
        </>
      )}
    </section>
  );
}
