// `@shop/api/wishlist`: the logged-in customer's wishlist, kept by the backend.
export { createWishlistApi } from './wishlist';
export type { WishlistApi } from './wishlist';
export { wishlistItemSchema, wishlistMergePayloadSchema } from './wishlist.schemas';
export type { WishlistItem } from './wishlist.schemas';
export type { CallOptions } from '../http/call-options';
export type { RestConfig } from '../config';
