import type { ApiClient } from '@shop/api';
import { addToWishlist, isInWishlist, removeFromWishlist } from '@shop/domain';
import { create } from 'zustand';
import {
  clearGuestWishlist,
  readGuestWishlist,
  writeGuestWishlist,
} from '../wishlist/guest-storage';
import { fromApiItem, type WishlistProduct } from '../wishlist/wishlist-product';

/** Whose list is held: this browser's guest list, or a customer's saved one (by id). */
export type WishlistOwner = 'guest' | number;

export const WISHLIST_ERROR_MESSAGE = 'Your wishlist could not be updated. Please try again.';
export const WISHLIST_LOAD_ERROR_MESSAGE = 'Your wishlist could not be loaded. Please try again.';

export interface WishlistState {
  owner: WishlistOwner | null;
  items: WishlistProduct[];
  /** True once `items` is the owner's list (not before the first load). */
  ready: boolean;
  /** Product ids with a change on its way to the server. */
  pending: number[];
  error: string | null;
  /**
   * Makes `items` the list of whoever is logged in: the guest list from localStorage, or
   * the customer's saved list — merged with this browser's guest list first if it has one
   * (SPEC: kept per customer across devices, merged at login).
   */
  sync: (api: ApiClient, customerId: number | null) => Promise<void>;
  add: (api: ApiClient, product: WishlistProduct) => Promise<void>;
  remove: (api: ApiClient, productId: number) => Promise<void>;
  toggle: (api: ApiClient, product: WishlistProduct) => Promise<void>;
  dismissError: () => void;
}

let loading: { owner: WishlistOwner; promise: Promise<void> } | null = null;

async function loadCustomerList(api: ApiClient, customerId: number): Promise<WishlistProduct[]> {
  const guest = await readGuestWishlist();
  const saved =
    guest.length > 0
      ? await api.wishlist.merge(
          customerId,
          guest.map((item) => item.productId),
        )
      : await api.wishlist.list(customerId);
  // Only once the server holds the merged list is the guest copy let go: nothing is lost.
  if (guest.length > 0) clearGuestWishlist();
  return saved.map(fromApiItem);
}

export const useWishlistStore = create<WishlistState>()((set, get) => {
  const withPending = async (productId: number, work: () => Promise<void>) => {
    if (get().pending.includes(productId)) return;
    set((state) => ({ pending: [...state.pending, productId], error: null }));
    try {
      await work();
    } catch (error) {
      console.error('Wishlist update failed', error);
      set({ error: WISHLIST_ERROR_MESSAGE });
    } finally {
      set((state) => ({ pending: state.pending.filter((id) => id !== productId) }));
    }
  };

  /** Changes this browser's guest list, read back from storage first: a write must never replace it. */
  const changeGuestList = async (
    api: ApiClient,
    change: (items: WishlistProduct[]) => WishlistProduct[],
  ) => {
    if (get().owner !== 'guest' || !get().ready) await get().sync(api, null);
    const items = change(get().items);
    writeGuestWishlist(items);
    set({ items });
  };

  return {
    owner: null,
    items: [],
    ready: false,
    pending: [],
    error: null,

    sync: (api, customerId) => {
      const owner: WishlistOwner = customerId ?? 'guest';
      if (get().owner === owner && get().ready) return Promise.resolve();
      if (loading?.owner === owner) return loading.promise;
      set({ owner, items: [], ready: false, error: null });
      const promise = (owner === 'guest' ? readGuestWishlist() : loadCustomerList(api, owner))
        .then((items) => {
          if (get().owner === owner) set({ items, ready: true });
        })
        .catch((error: unknown) => {
          console.error('Wishlist load failed', error);
          if (get().owner === owner) set({ ready: true, error: WISHLIST_LOAD_ERROR_MESSAGE });
        })
        .finally(() => {
          if (loading?.owner === owner) loading = null;
        });
      loading = { owner, promise };
      return promise;
    },

    add: (api, product) =>
      withPending(product.productId, async () => {
        const { owner } = get();
        if (typeof owner === 'number') {
          const saved = await api.wishlist.add(owner, product.productId);
          if (get().owner === owner) set({ items: saved.map(fromApiItem) });
          return;
        }
        await changeGuestList(api, (items) => addToWishlist(items, product));
      }),

    remove: (api, productId) =>
      withPending(productId, async () => {
        const { owner } = get();
        if (typeof owner === 'number') {
          const saved = await api.wishlist.remove(owner, productId);
          if (get().owner === owner) set({ items: saved.map(fromApiItem) });
          return;
        }
        await changeGuestList(api, (items) => removeFromWishlist(items, productId));
      }),

    toggle: (api, product) =>
      isInWishlist(get().items, product.productId)
        ? get().remove(api, product.productId)
        : get().add(api, product),

    dismissError: () => {
      set({ error: null });
    },
  };
});
