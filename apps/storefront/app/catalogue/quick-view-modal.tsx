import { QuickView, type QuickViewProduct } from '@shop/ui/quick-view';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { AddToListForm } from '../account/lists/add-to-list-form';
import { AddToContainer } from '../cart/add-to-cart';
import type { loader as quickViewLoader } from './quick-view.route';
import type { PricingCustomer } from './pricing-customer';
import type { CardProduct } from './listing';
import { renderLink } from '../shell/app-link';

export interface QuickViewModalProps {
  product: CardProduct;
  loggedIn: boolean;
  customer: PricingCustomer | null;
  onClose: () => void;
}

/**
 * Quick view (behaviour.md#modals): opens at once with what the card knows, then fills in the variant
 * details (swatches, more images) and, for a customer, the prices — `Loading Price...`
 * until they come — from the storefront's own /quick-view.
 */
export default function QuickViewModal({
  product,
  loggedIn,
  customer,
  onClose,
}: QuickViewModalProps) {
  const fetcher = useFetcher<typeof quickViewLoader>();
  const [selected, setSelected] = useState<string | null>(
    product.variants[0] ? String(product.variants[0].id) : null,
  );
  const [quantity, setQuantity] = useState(1);
  const { load } = fetcher;
  useEffect(() => {
    void load(`/quick-view?${new URLSearchParams({ sku: product.sku }).toString()}`);
  }, [load, product.sku]);

  const details = fetcher.data?.details ?? null;
  // Guests (and customers whose profile could not be read) have no prices to wait for.
  const priceLoading = loggedIn && customer !== null && fetcher.data === undefined;
  const variants = details
    ? details.variants
    : product.variants.map((variant) => ({
        id: String(variant.id),
        entityId: variant.id,
        sku: variant.sku,
        label: variant.label,
        optionName: null,
        swatchUrl: null,
        colour: null,
        price: null,
      }));
  const view: QuickViewProduct = {
    name: product.name,
    images: details ? details.images : [product.imageUrl ?? ''],
    variants: variants.map((variant) => ({
      id: variant.id,
      label: variant.label,
      sku: variant.sku,
      swatchUrl: variant.swatchUrl,
      colour: variant.colour,
      listPrice: variant.price,
    })),
  };
  const current = variants.find((variant) => variant.id === selected) ?? variants[0];

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
      priceLoading={priceLoading}
      {...(variants[0]?.optionName ? { variantLegend: variants[0].optionName } : {})}
      addAction={
        details && current ? (
          <AddToContainer
            productId={details.entityId}
            variantId={current.entityId}
            quantity={quantity}
            price={current.price}
            // One modal at a time: the cart panel opens in its place.
            onAdded={onClose}
          />
        ) : undefined
      }
      moreActions={
        details?.lists && current ? (
          <AddToListForm
            lists={details.lists}
            productId={details.entityId}
            variantId={current.entityId}
            quantity={quantity}
          />
        ) : undefined
      }
      renderLink={renderLink}
    />
  );
}
