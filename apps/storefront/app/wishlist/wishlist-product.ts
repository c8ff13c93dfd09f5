import type { WishlistItem } from '@shop/api';
import { searchHitHref } from '@shop/domain';
import { z } from 'zod';

/**
 * What a wishlist line needs to be drawn, linked and moved to the cart. Guests keep these
 * in localStorage (snapshots of the product as the page showed it); for customers the
 * backend answers them.
 */
export const wishlistProductSchema = z.object({
  productId: z.number().int().positive(),
  variantId: z.number().int().positive().nullable(),
  brandId: z.number().int().nullable(),
  sku: z.string(),
  name: z.string().min(1),
  /** The product page in this app (`/product/oak-desk`). */
  href: z.string().startsWith('/'),
  /** As the backend stores it (`/images/…`) or absolute; `assetUrl` resolves it. */
  imageUrl: z.string().nullable(),
});
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

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
