import { Button } from '@shop/ui/button';
import { AppLink } from '../app-link';
import { useBrowserApi } from '../browser-api';
import { useWishlistStore } from '../stores/wishlist';
import { MoveToCart } from './move-to-cart';
import type { MoveDetails } from './use-move-details';
import type { WishlistProduct } from './wishlist-product';

/** Backend image paths (`/images/…`) load from the backend as the browser sees it. */
export function imageSrc(src: string | null, base: string): string {
  if (!src) return '/no-image.png';
  return base !== '' && src.startsWith('/') && !src.startsWith('//') ? `${base}${src}` : src;
}

export interface WishlistListProps {
  items: readonly WishlistProduct[];
  assetBaseUrl: string;
  loggedIn: boolean;
  /** Per product id, for logged-in customers; null while loading. */
  moveDetails: Map<number, MoveDetails> | null;
}

/** The wishlist lines: picture, name linking to the product, remove, and move to cart. */
export function WishlistList({ items, assetBaseUrl, loggedIn, moveDetails }: WishlistListProps) {
  const api = useBrowserApi();
  const remove = useWishlistStore((state) => state.remove);
  const pending = useWishlistStore((state) => state.pending);
  return (
    <ul className="wishlist-list" aria-label="Wishlist items">
      {items.map((item) => {
        const { href } = item;
        return (
          <li key={item.productId} className="wishlist-item" data-product-id={item.productId}>
            <AppLink to={href} className="wishlist-item__media" tabIndex={-1} aria-hidden="true">
              <img
                src={imageSrc(item.imageUrl, assetBaseUrl)}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                onError={(event) => {
                  // SPEC §8: a broken picture falls back once to the placeholder.
                  const img = event.currentTarget;
                  if (img.dataset.fallback !== 'true') {
                    img.dataset.fallback = 'true';
                    img.src = '/no-image.png';
                  }
                }}
              />
            </AppLink>
            <div className="wishlist-item__details">
              <AppLink to={href} className="wishlist-item__name">
                {item.name}
              </AppLink>
              <span className="wishlist-item__sku">{item.sku}</span>
            </div>
            <div className="wishlist-item__actions">
              {loggedIn && item.variantId !== null && item.brandId !== null ? (
                <MoveToCart
                  productId={item.productId}
                  variantId={item.variantId}
                  brandId={item.brandId}
                  name={item.name}
                  details={moveDetails?.get(item.productId)}
                />
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                disabled={pending.includes(item.productId)}
                onClick={() => {
                  void remove(api, item.productId);
                }}
                aria-label={`Remove ${item.name} from wishlist`}
              >
                Remove
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
