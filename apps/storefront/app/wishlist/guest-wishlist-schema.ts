import { safeReturnPath } from '@shop/domain';
import { z } from 'zod';
import type { WishlistProduct } from './wishlist-product';

// Loaded only when a guest list is read back (guest-storage.ts): zod stays out of the
// first load of the pages that show the wishlist heart (the budget of behaviour.md#performance).
export const wishlistProductSchema = z.object({
  productId: z.number().int().positive(),
  variantId: z.number().int().positive().nullable(),
  brandId: z.number().int().nullable(),
  sku: z.string(),
  name: z.string().min(1),
  // Drawn as a link: a path of this site only (a stored `/\\evil.com` would leave it).
  href: z.string().refine((href) => safeReturnPath(href, '') === href),
  imageUrl: z.string().nullable(),
}) satisfies z.ZodType<WishlistProduct>;
