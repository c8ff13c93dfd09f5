import { assetUrl } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { AppLink } from '../shell/app-link';
import { MoveToCart } from './move-to-cart';
import { useWishlistEntry, WISHLIST_PATH } from './use-wishlist';
import type { WishlistProduct } from './wishlist-product';

/** A saved line: the product, and for a customer the price it can be moved to the cart at. */
export type WishlistLine = WishlistProduct & { price?: number | null };

export interface WishlistListProps {
  items: readonly WishlistLine[];
  assetBaseUrl: string;
  /** Customers can move a line to the cart. */
  loggedIn: boolean;
}

function WishlistRow({
  item,
  assetBaseUrl,
  loggedIn,
}: {
  item: WishlistLine;
  assetBaseUrl: string;
  loggedIn: boolean;
}) {
  const entry = useWishlistEntry(item);
  const { href } = item;
  // Gone at once while its removal is on its way.
  if (!entry.listed) return null;
  const remove = (
    <Button
      variant="ghost"
      size="sm"
      type={entry.form ? 'submit' : 'button'}
      disabled={entry.pending}
      onClick={(event) => {
        event.preventDefault();
        entry.toggle();
      }}
      aria-label={`Remove ${item.name} from wishlist`}
    >
      Remove
    </Button>
  );
  return (
    <li className="wishlist-item" data-product-id={item.productId}>
      <AppLink to={href} className="wishlist-item__media" tabIndex={-1} aria-hidden="true">
        <img
          src={assetUrl(item.imageUrl, assetBaseUrl) ?? '/no-image.png'}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          onError={(event) => {
            // behaviour.md#errors: a broken picture falls back once to the placeholder.
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
        {loggedIn && item.variantId !== null ? (
          <MoveToCart
            productId={item.productId}
            variantId={item.variantId}
            name={item.name}
            price={item.price ?? null}
            onMoved={entry.toggle}
          />
        ) : null}
        {entry.form ? (
          <entry.form.Form method="post" action={WISHLIST_PATH} className="wishlist-button-form">
            {Object.entries(entry.form.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {remove}
          </entry.form.Form>
        ) : (
          remove
        )}
      </div>
    </li>
  );
}

/** The wishlist lines: picture, name linking to the product, remove, and move to cart. */
export function WishlistList({ items, assetBaseUrl, loggedIn }: WishlistListProps) {
  return (
    <ul className="wishlist-list" aria-label="Wishlist items">
      {items.map((item) => (
        <WishlistRow
          key={item.productId}
          item={item}
          assetBaseUrl={assetBaseUrl}
          loggedIn={loggedIn}
        />
      ))}
    </ul>
  );
}
