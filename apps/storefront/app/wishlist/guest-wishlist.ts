// A guest's wishlist, kept in this browser (localStorage): truly client state, since a
// guest has no account to keep it in. At login it is merged into the customer's saved list
// (guest-merge.tsx) and let go.
import { addToWishlist, isInWishlist, removeFromWishlist } from '@shop/domain';
import { create } from 'zustand';
import { readGuestWishlist, writeGuestWishlist } from './guest-storage';
import type { WishlistProduct } from './wishlist-product';

export interface GuestWishlistState {
  items: WishlistProduct[];
  /** True once `items` was read from this browser's storage. */
  ready: boolean;
  load: () => Promise<void>;
  toggle: (product: WishlistProduct) => Promise<void>;
  remove: (productId: number) => Promise<void>;
}

let loading: Promise<void> | null = null;

export const useGuestWishlist = create<GuestWishlistState>()((set) => {
  /** Changes the stored list, read back first: a write must never replace another tab's. */
  const change = async (edit: (items: WishlistProduct[]) => WishlistProduct[]) => {
    const items = edit(await readGuestWishlist());
    writeGuestWishlist(items);
    set({ items, ready: true });
  };
  return {
    items: [],
    ready: false,
    load: () => {
      loading ??= readGuestWishlist()
        .then((items) => {
          set({ items, ready: true });
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },
    toggle: (product) =>
      change((items) =>
        isInWishlist(items, product.productId)
          ? removeFromWishlist(items, product.productId)
          : addToWishlist(items, product),
      ),
    remove: (productId) => change((items) => removeFromWishlist(items, productId)),
  };
});
