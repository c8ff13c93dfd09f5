import type { WishlistItem } from '@shop/api';
import { searchHitHref } from '@shop/domain';

/**
 * What a wishlist line needs to be drawn, linked and moved to the cart. Guests keep these
 * in localStorage (snapshots of the product as the page showed it; `guest-wishlist-schema.ts`
 * checks them on the way back); for customers the backend answers them.
 */
export interface WishlistProduct {
  productId: number;
  variantId: number | null;
  brandId: number | null;
  sku: string;
  name: string;
  /** The product page in this app (`/product/oak-desk`). */
  href: string;
  /** As the backend stores it (`/images/…`) or absolute; `assetUrl` resolves it. */
  imageUrl: string | null;
}

export function fromApiItem(item: WishlistItem): WishlistProduct {
  return {
    productId: item.product_id,
    variantId: item.variant_id,
    brandId: item.brand_id,
    sku: item.sku,
    name: item.name,
    href: searchHitHref({ productUrl: item.path }),
    imageUrl: item.image_url,
  };
}
