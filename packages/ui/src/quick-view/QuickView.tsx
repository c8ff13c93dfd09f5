import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { defaultRenderLink, type RenderLink } from '../lib/link';
import { ProductImage } from '../lib/ProductImage';
import { Modal } from '../modal/Modal';
import { Price } from '../price/Price';
import { QuantitySelector } from '../quantity/QuantitySelector';
import { VariantSelector, type VariantOption } from '../variant-selector/VariantSelector';

export interface QuickViewVariant extends VariantOption {
  sku: string;
  /** The variant's list price; `null` when no price is known for it (Add is disabled). */
  listPrice: number | null;
}

export interface QuickViewProduct {
  name: string;
  /** Main image first, then up to two more. */
  images: readonly string[];
  variants: readonly QuickViewVariant[];
}

export interface QuickViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: QuickViewProduct;
  selectedVariantId: string | null;
  onVariantChange: (variantId: string) => void;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Guests see a login prompt instead of prices and cannot add. */
  loggedIn: boolean;
  customerGroup?: string | null;
  /** While customer pricing loads: `Loading Price...`. */
  priceLoading?: boolean;
  /** While the add runs: `Adding to cart...`. */
  adding?: boolean;
  /** Called by the built-in add button. */
  onAdd?: () => void;
  /**
   * Replaces the built-in add button for logged-in customers (an app's own add-to-cart
   * flow, with its confirmation and capacity checks); the quantity selector stays.
   */
  addAction?: ReactNode;
  /**
   * More for logged-in customers below the add (an app's "Add to container list" form, say):
   * what they can do with the product besides buying it now.
   */
  moreActions?: ReactNode;
  /** The variant selector's label. Default `Colour`; e.g. `Material` for upholstery. */
  variantLegend?: string;
  /** Default `/account/login`. */
  loginHref?: string;
  /** Default `/register`. */
  registerHref?: string;
  renderLink?: RenderLink;
}

/**
 * The main picture: all of a phone's modal; from 768 px the modal (at most 64rem) gives the
 * pictures half its width.
 */
const QUICK_VIEW_SIZES = '(min-width: 768px) min(50vw, 512px), 100vw';

/** The quick view modal (behaviour.md#modals): images, name, SKU, price, variants, quantity, add. */
export function QuickView({
  open,
  onOpenChange,
  product,
  selectedVariantId,
  onVariantChange,
  quantity,
  onQuantityChange,
  loggedIn,
  customerGroup,
  priceLoading = false,
  adding = false,
  onAdd,
  addAction,
  moreActions,
  variantLegend,
  loginHref = '/account/login',
  registerHref = '/register',
  renderLink = defaultRenderLink,
}: QuickViewProps) {
  const variant = product.variants.find((v) => v.id === selectedVariantId) ?? product.variants[0];
  const [main, ...rest] = product.images.slice(0, 3);
  const hasPrice = variant !== undefined && variant.listPrice !== null;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Quick View" variant="wide">
      <div className="ui-quick-view">
        <div className="ui-quick-view__media">
          <ProductImage
            className="ui-quick-view__main"
            src={main}
            alt={product.name}
            width={640}
            height={640}
            sizes={QUICK_VIEW_SIZES}
          />
          {rest.length > 0 ? (
            <div className="ui-quick-view__thumbs">
              {rest.map((src, index) => (
                <ProductImage
                  key={src}
                  src={src}
                  alt={`${product.name}, view ${String(index + 2)}`}
                  width={200}
                  height={200}
                />
              ))}
            </div>
          ) : null}
        </div>
        <div className="ui-quick-view__info">
          <h3 className="ui-quick-view__name">{product.name}</h3>
          {variant ? (
            <p className="ui-quick-view__sku">
              SKU: <span>{variant.sku}</span>
            </p>
          ) : null}
          {loggedIn ? (
            <Price
              listPrice={variant?.listPrice}
              customerGroup={customerGroup}
              loading={priceLoading}
              size="lg"
            />
          ) : (
            <div className="ui-quick-view__guest">
              <p>
                {renderLink({ href: loginHref, children: 'Log in' })} to see trade pricing and add
                to your container.
              </p>
              <p>
                New here?{' '}
                {renderLink({ href: registerHref, children: 'Apply for a trade account' })}
              </p>
            </div>
          )}
          {/* A product sold in one variant has nothing to choose: no `Colour: {SKU}` legend
              and no grey block for a colour it does not have (behaviour.md#modals). Its SKU shows above. */}
          {product.variants.length > 1 ? (
            <VariantSelector
              variants={product.variants}
              value={variant?.id ?? null}
              onChange={onVariantChange}
              {...(variantLegend ? { legend: variantLegend } : {})}
            />
          ) : null}
          {loggedIn ? (
            <div className="ui-quick-view__buy">
              <QuantitySelector value={quantity} onChange={onQuantityChange} disabled={adding} />
              {addAction ?? (
                <Button
                  size="lg"
                  loading={adding}
                  disabled={!hasPrice || priceLoading}
                  onClick={onAdd}
                >
                  {adding ? 'Adding to cart...' : 'Add to container'}
                </Button>
              )}
            </div>
          ) : null}
          {loggedIn && moreActions ? (
            <div className="ui-quick-view__more">{moreActions}</div>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
