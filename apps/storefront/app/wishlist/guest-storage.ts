import { WISHLIST_MAX_ITEMS } from '@shop/domain';
import type { WishlistProduct } from './wishlist-product';

export const GUEST_WISHLIST_KEY = 'shop:wishlist';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (privacy settings): the guest list then lives for the page only.
    return null;
  }
}

/**
 * The guest list of this browser. Whatever another version of the app or a hand edit left
 * there is checked entry by entry: a bad entry is dropped, never a crash.
 */
export async function readGuestWishlist(): Promise<WishlistProduct[]> {
  const raw = storage()?.getItem(GUEST_WISHLIST_KEY);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const { wishlistProductSchema } = await import('./guest-wishlist-schema');
  const items: WishlistProduct[] = [];
  for (const entry of parsed) {
    const result = wishlistProductSchema.safeParse(entry);
    if (result.success && !items.some((item) => item.productId === result.data.productId))
      items.push(result.data);
  }
  return items.slice(0, WISHLIST_MAX_ITEMS);
}

export function writeGuestWishlist(items: readonly WishlistProduct[]): void {
  try {
    storage()?.setItem(GUEST_WISHLIST_KEY, JSON.stringify(items));
  } catch {
    // Quota exceeded or storage disabled: the list stays in memory for this page.
  }
}

export function clearGuestWishlist(): void {
  try {
    storage()?.removeItem(GUEST_WISHLIST_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
