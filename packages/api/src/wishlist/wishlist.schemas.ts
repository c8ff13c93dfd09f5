import { WISHLIST_MAX_ITEMS } from '@shop/domain';
import { z } from 'zod';

/** A product id as the backend accepts it in a path or a body. */
export const productIdSchema = z.number().int().positive().max(2_147_483_647);

/** One saved wishlist line: enough to draw the item, link to it and add it to a cart. */
export const wishlistItemSchema = z.looseObject({
  product_id: z.number().int(),
  /** The variant "move to cart" adds (the first purchasable one); null when none can be bought. */
  variant_id: z.number().int().nullable(),
  sku: z.string(),
  name: z.string(),
  path: z.string(),
  brand_id: z.number().int(),
  image_url: z.string().nullable(),
  added_at: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** The guest list sent at login to be merged into the saved one. */
export const wishlistMergePayloadSchema = z
  .array(productIdSchema)
  .max(WISHLIST_MAX_ITEMS, `At most ${String(WISHLIST_MAX_ITEMS)} products`);

export const wishlistResponseSchema = z.looseObject({
  message: z.looseObject({ data: z.array(wishlistItemSchema) }),
});
