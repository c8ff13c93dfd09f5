import { useRouteLoaderData } from 'react-router';
import { AppLink } from '../app-link';
import { useBrowserApi } from '../browser-api';
import type { loader as rootLoader } from '../root';
import { useAuthStore } from '../stores/auth';
import { useWishlistStore } from '../stores/wishlist';
import { useMoveDetails } from './use-move-details';
import { useWishlistSync } from './use-wishlist';
import { WishlistList } from './wishlist-list';

/**
 * /wishlist. The list lives in the browser (guests: localStorage) or comes from the
 * backend for the logged-in customer, so it is drawn after hydration.
 */
export function WishlistPage() {
  useWishlistSync();
  const api = useBrowserApi();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const assetBaseUrl = root?.config.assetBaseUrl ?? '';
  const customerId = useAuthStore((state) => state.customer?.id ?? null);
  const owner = useWishlistStore((state) => state.owner);
  const items = useWishlistStore((state) => state.items);
  const ready = useWishlistStore((state) => state.ready);
  const error = useWishlistStore((state) => state.error);
  const dismissError = useWishlistStore((state) => state.dismissError);
  const loggedIn = typeof owner === 'number';
  const moveDetails = useMoveDetails(api, loggedIn ? customerId : null, items);

  return (
    <section className="wishlist-page" data-wishlist-ready={ready}>
      <h1>Wishlist</h1>
      {error ? (
        <p role="alert" className="wishlist-page__error">
          {error}{' '}
          <button type="button" className="wishlist-page__dismiss" onClick={dismissError}>
            Dismiss
          </button>
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
          <WishlistList
            items={items}
            assetBaseUrl={assetBaseUrl}
            loggedIn={loggedIn}
            moveDetails={moveDetails}
          />
          {loggedIn ? null : (
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
