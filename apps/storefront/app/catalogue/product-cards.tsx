import { ProductCard, ProductGrid } from '@shop/ui/catalogue';
import { lazy, Suspense } from 'react';
import type { PricingCustomer } from './pricing-customer';
import type { CardProduct } from './listing';
import { WishlistButton } from '../wishlist/wishlist-button';
import { usePageModal } from './use-page-modal';
import { renderLink } from '../shell/app-link';

// The quick view (modal, variant details, pricing call, add to container) loads when a
// buyer first opens one, not with the page.
const QuickViewModal = lazy(() => import('./quick-view-modal'));

export interface ProductCardsProps {
  products: readonly CardProduct[];
  label: string;
  loggedIn: boolean;
  customer: PricingCustomer | null;
  /**
   * The grid leads the page: its first picture loads at once, at high priority. Default
   * true; a grid far down the page (a product's related products) leaves its pictures lazy.
   */
  leadsPage?: boolean;
}

/** The product grid of a category page, each card with its Quick View. */
export function ProductCards({
  products,
  label,
  loggedIn,
  customer,
  leadsPage = true,
}: ProductCardsProps) {
  const [quickView, openQuickView, closeQuickView] = usePageModal<CardProduct>();
  return (
    <>
      <ProductGrid label={label}>
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            // The first card's picture is a category page's LCP on a phone (behaviour.md#performance).
            imagePriority={leadsPage && index === 0}
            name={product.name}
            href={product.href}
            imageUrl={product.imageUrl}
            brand={product.brand}
            size={product.size}
            loggedIn={loggedIn}
            listPrice={product.price}
            customerGroup={customer?.group ?? null}
            onQuickView={() => {
              openQuickView(product);
            }}
            renderLink={renderLink}
            actions={
              <WishlistButton
                product={{
                  productId: product.id,
                  variantId: product.variants[0]?.id ?? null,
                  brandId: null,
                  sku: product.sku,
                  name: product.name,
                  href: product.href,
                  imageUrl: product.imageUrl,
                }}
              />
            }
          />
        ))}
      </ProductGrid>
      {quickView ? (
        <Suspense fallback={null}>
          <QuickViewModal
            key={quickView.id}
            product={quickView}
            loggedIn={loggedIn}
            customer={customer}
            onClose={closeQuickView}
          />
        </Suspense>
      ) : null}
    </>
  );
}
