import type { ApiClient } from '@shop/api';
import { itemVolume, productDimensions } from '@shop/domain';
import { useEffect, useState } from 'react';
import type { WishlistProduct } from './wishlist-product';

/** What "move to cart" needs beyond the wishlist line: the capacity check and the price gate. */
export interface MoveDetails {
  /** CBM of one unit; null when the product has no size. */
  volume: number | null;
  /** The customer's price of the variant; null when they have none (then it cannot be added). */
  price: number | null;
  brandName: string | null;
}

/**
 * For a logged-in customer's list: each product's size (ProductsSizes, for the container
 * capacity check) and the customer's price of the variant moved (the pricing call), in
 * two requests for the whole list. Null while loading or for guests.
 */
export function useMoveDetails(
  api: ApiClient,
  customerId: number | null,
  items: readonly WishlistProduct[],
): Map<number, MoveDetails> | null {
  const [loaded, setLoaded] = useState<{ request: string; details: Map<number, MoveDetails> }>();
  // The products and variants asked about, as a string: a new array holding the same
  // products must not ask again.
  const request = JSON.stringify(
    items.flatMap((item) => (item.variantId === null ? [] : [[item.productId, item.variantId]])),
  );
  useEffect(() => {
    const movable = (JSON.parse(request) as [number, number][]).map(([productId, variantId]) => ({
      productId,
      variantId,
    }));
    if (customerId === null || movable.length === 0) return;
    const cancelled = new AbortController();
    void (async () => {
      try {
        const sizes = await api.graphql.productsSizes({
          productIDs: movable.map((item) => item.productId),
          variantIDs: movable.map((item) => item.variantId),
        });
        const products = (sizes.site.products.edges ?? []).map((edge) => edge.node);
        const skus = products.flatMap((product) =>
          (product.variants.edges ?? []).map((edge) => edge.node.sku),
        );
        const prices =
          skus.length > 0 ? await api.pricing.customerPricing({ customerId, skus: [skus] }) : [];
        const priceOf = new Map(prices.map((entry) => [entry.variant_id, entry.price]));
        const next = new Map<number, MoveDetails>();
        for (const item of movable) {
          const product = products.find((entry) => entry.entityId === item.productId);
          next.set(item.productId, {
            volume: product ? itemVolume(productDimensions(product.metafields)) : null,
            price: priceOf.get(item.variantId) ?? null,
            brandName: product?.brand?.name ?? null,
          });
        }
        if (!cancelled.signal.aborted) setLoaded({ request, details: next });
      } catch (error) {
        // Without sizes or prices nothing can be checked: the buttons stay disabled.
        console.error('Wishlist prices and sizes could not be loaded', error);
        if (!cancelled.signal.aborted) setLoaded({ request, details: new Map() });
      }
    })();
    return () => {
      cancelled.abort();
    };
  }, [api, customerId, request]);
  return loaded?.request === request ? loaded.details : null;
}
