import type { StockProduct } from '@shop/api';
import { QuickView, type QuickViewProduct } from '@shop/ui/quick-view';
import { useEffect, useState } from 'react';
import { useBrowserApi } from '../browser-api';
import { AddToContainer } from '../cart/add-to-container';
import type { PricingCustomer } from './pricing-customer';
import type { CardProduct } from './listing';
import { renderLink } from './render-link';
import { galleryOf, sizeOf, variantsOf } from './stock-product';

export interface QuickViewModalProps {
  product: CardProduct;
  loggedIn: boolean;
  customer: PricingCustomer | null;
  assetBase: string;
  onClose: () => void;
}

/**
 * SPEC §2 Quick view: opens at once with what the card knows, then fills in the variant
 * details (swatches, more images) from the catalogue query and, for a customer, the
 * prices from the price-list call — `Loading Price...` until that answers.
 */
export default function QuickViewModal({
  product,
  loggedIn,
  customer,
  assetBase,
  onClose,
}: QuickViewModalProps) {
  const api = useBrowserApi();
  const [details, setDetails] = useState<StockProduct | null>(null);
  const pricing = loggedIn && customer !== null;
  // Guests (and customers whose profile could not be read) have no prices to wait for.
  const [prices, setPrices] = useState<Map<number, number> | null>(() =>
    pricing ? null : new Map(),
  );
  const [selected, setSelected] = useState<string | null>(
    product.variants[0] ? String(product.variants[0].id) : null,
  );
  const [quantity, setQuantity] = useState(1);

  useEffect(() => {
    let live = true;
    api.graphql
      .productStockDetails({ sku: product.sku })
      .then(({ site }) => {
        if (live) setDetails(site.product);
      })
      .catch((error: unknown) => {
        console.error('Product fetch failed', error);
      });
    if (customer && pricing) {
      api.pricing
        .customerPricing({
          customerId: customer.id,
          skus: [product.variants.map((variant) => variant.sku)],
        })
        .then((entries) => {
          if (live) setPrices(new Map(entries.map((entry) => [entry.variant_id, entry.price])));
        })
        .catch((error: unknown) => {
          console.error('Customer pricing failed', error);
          if (live) setPrices(new Map());
        });
    }
    return () => {
      live = false;
    };
  }, [api, product, pricing, customer]);

  const variants = details
    ? variantsOf(details, assetBase)
    : product.variants.map((variant) => ({
        id: String(variant.id),
        entityId: variant.id,
        sku: variant.sku,
        label: variant.label,
        optionName: null,
        swatchUrl: null,
        colour: null,
      }));
  const images = details
    ? galleryOf(details, assetBase)
        .filter((item) => item.type === 'image')
        .map((item) => item.url)
    : [product.imageUrl ?? ''];
  const view: QuickViewProduct = {
    name: product.name,
    images: images.slice(0, 3),
    variants: variants.map((variant) => ({
      id: variant.id,
      label: variant.label,
      sku: variant.sku,
      swatchUrl: variant.swatchUrl,
      colour: variant.colour,
      listPrice: prices?.get(variant.entityId) ?? null,
    })),
  };
  const current = variants.find((variant) => variant.id === selected) ?? variants[0];
  const price = current ? (prices?.get(current.entityId) ?? null) : null;
  const brand = details?.brand;

  return (
    <QuickView
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      product={view}
      selectedVariantId={current?.id ?? null}
      onVariantChange={setSelected}
      quantity={quantity}
      onQuantityChange={setQuantity}
      loggedIn={loggedIn}
      customerGroup={customer?.group ?? null}
      priceLoading={prices === null}
      {...(variants[0]?.optionName ? { variantLegend: variants[0].optionName } : {})}
      addAction={
        details && brand && current ? (
          <AddToContainer
            productId={details.entityId}
            variantId={current.entityId}
            brandId={brand.entityId}
            brandName={brand.name}
            quantity={quantity}
            price={price}
            volume={sizeOf(details).volume}
          />
        ) : undefined
      }
      renderLink={renderLink}
    />
  );
}
