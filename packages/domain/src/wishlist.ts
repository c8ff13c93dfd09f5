/** How many products one wishlist holds; the backend refuses more, the store stops adding. */
export const WISHLIST_MAX_ITEMS = 200;

/** The only field the wishlist rules read: a wishlist holds products, once each. */
export interface WishlistEntry {
  productId: number;
}

function dedupe<T extends WishlistEntry>(entries: readonly T[], seen: Set<number>): T[] {
  const kept: T[] = [];
  for (const entry of entries) {
    if (seen.has(entry.productId)) continue;
    seen.add(entry.productId);
    kept.push(entry);
  }
  return kept;
}

/**
 * The list kept at login: the customer's saved items first, in their order (other devices
 * already show that order), then the guest items this browser added that the customer did
 * not have yet, in the order they were added. No product twice; capped at the maximum,
 * keeping the oldest so nothing the customer already saved is pushed out.
 */
export function mergeWishlists<T extends WishlistEntry>(
  customer: readonly T[],
  guest: readonly T[],
  max: number = WISHLIST_MAX_ITEMS,
): T[] {
  const seen = new Set<number>();
  return [...dedupe(customer, seen), ...dedupe(guest, seen)].slice(0, Math.max(0, max));
}

/** The product ids of a merged list that the customer's saved list still lacks. */
export function wishlistAdditions<T extends WishlistEntry>(
  customer: readonly T[],
  merged: readonly T[],
): T[] {
  const saved = new Set(customer.map((entry) => entry.productId));
  return merged.filter((entry) => !saved.has(entry.productId));
}

/** Adds a product at the end unless it is there already or the list is full. */
export function addToWishlist<T extends WishlistEntry>(
  entries: readonly T[],
  entry: T,
  max: number = WISHLIST_MAX_ITEMS,
): T[] {
  if (entries.some((existing) => existing.productId === entry.productId)) return [...entries];
  if (entries.length >= max) return [...entries];
  return [...entries, entry];
}

/** The list without the product (unchanged when it was not there). */
export function removeFromWishlist<T extends WishlistEntry>(
  entries: readonly T[],
  productId: number,
): T[] {
  return entries.filter((entry) => entry.productId !== productId);
}

/** Whether the product is on the list. */
export function isInWishlist(entries: readonly WishlistEntry[], productId: number): boolean {
  return entries.some((entry) => entry.productId === productId);
}
