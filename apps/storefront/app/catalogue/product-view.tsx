import { Button } from '@shop/ui/button';
import {
  Breadcrumbs,
  DocumentList,
  SpecList,
  TradeInvitation,
  type SpecEntry,
} from '@shop/ui/catalogue';
import { Gallery } from '@shop/ui/gallery';
import { Price } from '@shop/ui/price';
import { VariantSelector } from '@shop/ui/variant-selector';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { ProductAddForm } from './product-add-form';
import { ProductCards } from './product-cards';
import type { ProductSection } from './product-sections';
import type { ProductPageData } from './product.server';
import { usePageModal } from './use-page-modal';
import { WishlistButton } from '../wishlist/wishlist-button';
import { renderLink } from '../shell/app-link';
import { AddToListForm } from '../account/lists/add-to-list-form';
import type { ListChoice } from '../account/lists/list-choices.server';

const ProductGalleryModal = lazy(() =>
  import('./product-modals').then((module) => ({ default: module.ProductGalleryModal })),
);
const ProductDetailInfoModal = lazy(() =>
  import('./product-modals').then((module) => ({ default: module.ProductDetailInfoModal })),
);

type Modal = { kind: 'gallery'; index: number } | { kind: 'info' };

/** The rows of the list-based product detail info modal (behaviour.md#modals). */
function infoEntries(product: ProductPageData, sku: string): SpecEntry[] {
  const rows: SpecEntry[] = [
    { id: 'sku', label: 'SKU', value: sku },
    { id: 'brand', label: 'Brand', value: product.brand?.name ?? 'N/A' },
    { id: 'size', label: 'Size (mm)', value: product.size },
    { id: 'volume', label: 'Volume (CBM)', value: product.volumeText },
    { id: 'availability', label: 'Availability', value: product.availability },
  ];
  const info = product.sections.find((section) => section.id === 'product-info');
  return [...rows, ...(info?.entries ?? [])];
}

/**
 * The sections that are only downloads: drawings, the catalogue and the technical sheet.
 * Another section's downloads (assembly instructions) list under its facts.
 */
const DOCUMENT_SECTIONS: ReadonlySet<string> = new Set(['drawings', 'documents']);

function documentsOf(section: ProductSection) {
  return section.entries.flatMap((entry) =>
    entry.href
      ? [
          {
            id: entry.id,
            label: entry.label,
            href: entry.href,
            kind: section.id === 'drawings' ? ('drawing' as const) : ('document' as const),
          },
        ]
      : [],
  );
}

export function ProductView({
  product,
  loggedIn,
  addKey = null,
  lists = null,
}: {
  product: ProductPageData;
  loggedIn: boolean;
  /** The add form's Idempotency-Key for a page without JavaScript (add-key.ts). */
  addKey?: string | null;
  /** A company buyer's own container lists; null: no "Add to container list". */
  lists?: readonly ListChoice[] | null;
}) {
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? null);
  const [slide, setSlide] = useState(0);
  const [modal, openModal, closeModal] = usePageModal<Modal>();
  const { pathname } = useLocation();
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  const onOpenChange = (open: boolean) => {
    if (!open) closeModal();
  };

  return (
    <article className="catalogue-product" aria-labelledby="product-title">
      <Breadcrumbs
        className="catalogue-product__trail"
        items={product.breadcrumbs}
        renderLink={renderLink}
      />
      <div className="catalogue-product__media">
        <Gallery
          items={product.gallery}
          productName={product.name}
          index={slide}
          onIndexChange={setSlide}
        />
        <Button
          variant="secondary"
          onClick={() => {
            openModal({ kind: 'gallery', index: slide });
          }}
        >
          Open gallery
        </Button>
      </div>
      <div className="catalogue-product__summary">
        {product.brand ? <p className="catalogue-product__brand">{product.brand.name}</p> : null}
        <h1 id="product-title">{product.name}</h1>
        <WishlistButton
          product={{
            productId: product.entityId,
            variantId: variant?.entityId ?? null,
            brandId: product.brand?.id ?? null,
            sku: product.sku,
            name: product.name,
            href: pathname,
            imageUrl: product.gallery.find((item) => item.type === 'image')?.url ?? null,
          }}
        />
        <p className="catalogue-product__sku">
          SKU: <span data-variant-sku>{variant?.sku ?? product.sku}</span>
        </p>
        <div className="catalogue-product__price">
          {loggedIn ? (
            <Price
              listPrice={variant?.price ?? null}
              customerGroup={product.customer?.group ?? null}
              size="lg"
            />
          ) : (
            <TradeInvitation renderLink={renderLink} />
          )}
        </div>
        {loggedIn ? (
          <ProductAddForm
            product={product}
            addKey={addKey}
            variantId={variant?.id ?? null}
            onVariantChange={setVariantId}
          />
        ) : product.variants.length > 1 ? (
          <VariantSelector
            variants={product.variants}
            value={variant?.id ?? null}
            onChange={setVariantId}
            legend={product.variants[0]?.optionName ?? 'Colour'}
          />
        ) : null}
        {loggedIn && lists ? (
          <AddToListForm
            lists={lists}
            productId={product.entityId}
            variantId={variant?.entityId ?? null}
          />
        ) : null}
        <SpecList
          entries={[
            { id: 'size', label: 'Size (mm)', value: product.size },
            { id: 'volume', label: 'Volume (CBM)', value: product.volumeText },
            { id: 'availability', label: 'Availability', value: product.availability },
          ]}
        />
        <section aria-labelledby="stock-title">
          <h2 id="stock-title">Stock by location</h2>
          <SpecList
            entries={(variant?.stock ?? []).map((location) => ({
              id: String(location.id),
              label: location.location,
              value: location.inStock ? `${String(location.available)} available` : 'Out of stock',
            }))}
          />
        </section>
        <Button
          variant="ghost"
          onClick={() => {
            openModal({ kind: 'info' });
          }}
        >
          Product details
        </Button>
      </div>
      <div className="catalogue-product__details">
        {product.description ? <p>{product.description}</p> : null}
        {product.sections.map((section) => (
          <section
            key={section.id}
            aria-labelledby={`section-${section.id}`}
            className="catalogue-product__section"
          >
            <h2 id={`section-${section.id}`}>{section.title}</h2>
            <SpecList
              entries={section.entries
                .filter((entry) => entry.href === null)
                .map((entry) => ({ id: entry.id, label: entry.label, value: entry.value }))}
            />
            <DocumentList
              label={
                DOCUMENT_SECTIONS.has(section.id) ? section.title : `${section.title} documents`
              }
              documents={documentsOf(section)}
            />
          </section>
        ))}
        {product.related.length > 0 ? (
          <section aria-labelledby="related-title" className="catalogue-product__related">
            <h2 id="related-title">Related products</h2>
            <ProductCards
              products={product.related}
              label="Related products"
              loggedIn={loggedIn}
              customer={product.customer}
              leadsPage={false}
            />
          </section>
        ) : null}
      </div>
      {modal ? (
        <Suspense fallback={null}>
          {modal.kind === 'gallery' ? (
            <ProductGalleryModal
              open
              onOpenChange={onOpenChange}
              items={product.gallery}
              productName={product.name}
              initialIndex={modal.index}
            />
          ) : (
            <ProductDetailInfoModal
              open
              onOpenChange={onOpenChange}
              title="Product details"
              entries={infoEntries(product, variant?.sku ?? product.sku)}
            />
          )}
        </Suspense>
      ) : null}
    </article>
  );
}
