import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { defaultRenderLink, type RenderLink } from '../lib/link';
import { ProductImage } from '../lib/ProductImage';
import { Price } from '../price/Price';

/**
 * How wide a card's picture is laid out: the grid's columns are at least 14rem, so one on a
 * phone, two on a small tablet, three and more on a desktop — about 300 px there.
 */
const PRODUCT_CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export interface ProductCardProps {
  name: string;
  /** The product page. */
  href: string;
  imageUrl: string | null | undefined;
  brand?: string | null;
  /** The size as `formatSize` prints it (`W.. x D.. x H..` or `N/A`). */
  size?: string | null;
  /** Guests see `log in for trade pricing` instead of a price. */
  loggedIn: boolean;
  /** The customer's price for the product (its first variant); `null` when none is known. */
  listPrice?: number | null;
  customerGroup?: string | null;
  /** While the customer's pricing loads: `Loading Price...`. */
  priceLoading?: boolean;
  /** Shows a `Quick View` button that calls this. */
  onQuickView?: () => void;
  /** Extra controls (e.g. a wishlist button), below the details. */
  actions?: ReactNode;
  /** Default `/account/login`. */
  loginHref?: string;
  /**
   * The page's most important picture (the first card of a grid, its LCP on a phone): loaded
   * at once, at high priority, instead of lazily. Default false.
   */
  imagePriority?: boolean;
  renderLink?: RenderLink;
  className?: string;
}

/**
 * A product in a grid: image (fixed 1:1 box, so nothing shifts as it loads), brand, name,
 * size, and the customer's price — or, for guests, a prompt to log in for trade pricing.
 */
export function ProductCard({
  name,
  href,
  imageUrl,
  brand,
  size,
  loggedIn,
  listPrice = null,
  customerGroup,
  priceLoading = false,
  onQuickView,
  actions,
  loginHref = '/account/login',
  imagePriority = false,
  renderLink = defaultRenderLink,
  className,
}: ProductCardProps) {
  return (
    <article data-slot="product-card" className={cx('ui-product-card', className)}>
      {/* The name's link stretches over the image too (CSS), so the card is one link. */}
      <div className="ui-product-card__media">
        <ProductImage
          className="ui-product-card__image"
          src={imageUrl}
          alt={name}
          width={400}
          height={400}
          sizes={PRODUCT_CARD_SIZES}
          {...(imagePriority ? { loading: 'eager', fetchPriority: 'high' } : {})}
        />
      </div>
      <div className="ui-product-card__body">
        {brand ? <p className="ui-product-card__brand">{brand}</p> : null}
        <h3 className="ui-product-card__name">
          {renderLink({ href, className: 'ui-product-card__link', children: name })}
        </h3>
        {size ? (
          <p className="ui-product-card__size">
            <span className="ui-visually-hidden">Size: </span>
            {size}
          </p>
        ) : null}
        <div className="ui-product-card__price">
          {loggedIn ? (
            <Price
              listPrice={listPrice}
              customerGroup={customerGroup}
              loading={priceLoading}
              size="sm"
            />
          ) : (
            renderLink({
              href: loginHref,
              className: 'ui-product-card__login',
              children: 'log in for trade pricing',
            })
          )}
        </div>
        {onQuickView || actions ? (
          <div className="ui-product-card__actions">
            {onQuickView ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={onQuickView}
                aria-label={`Quick View: ${name}`}
              >
                Quick View
              </Button>
            ) : null}
            {actions}
          </div>
        ) : null}
      </div>
    </article>
  );
}
