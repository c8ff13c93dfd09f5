import type { ApiClient, Cart, CartMetafield } from '@shop/api';
import type { BrandId } from '@shop/domain';
import {
  capacityFromMetafields,
  checkContainerLimit,
  containerMetafield,
  containerMetafieldKey,
  formatCapacity,
  insufficientStockMessage,
  nonContainerLines,
} from '@shop/domain';
import { create } from 'zustand';
import { cartIsGone, classifyCartError } from '../cart/cart-errors';
import { readCartId, writeCartId } from '../cart/cart-cookie';
import { containerLines, toCartView, type CartView } from '../cart/cart-view';

/** Who to contact about stock when the brand is unknown (SPEC §8 `{provider}`). */
export const DEFAULT_STOCK_PROVIDER = 'your account manager';

export interface CartNotice {
  message: string;
  type: 'success' | 'error';
}

export interface ContainerAddition {
  productId: number;
  variantId: number;
  brandId: BrandId;
  quantity: number;
  /** CBM of one unit; null when the product has no size (it then takes no room). */
  volume: number | null;
  /** Named in the insufficient-stock toast. */
  provider?: string;
}

export type AddResult = 'added' | 'over-capacity' | 'busy' | 'failed';

export interface CartState {
  cart: CartView | null;
  /** The cart's metafields: the container capacity per factory (SPEC §9). */
  metafields: CartMetafield[];
  /** True once the cart was read from the cookie in this browser. */
  restored: boolean;
  /** SPEC §4: set during every cart action; Checkout and Add wait for it. */
  updating: boolean;
  panelOpen: boolean;
  /** SPEC §4/§8: the last add or quantity change was refused for capacity. */
  overCapacity: boolean;
  notice: CartNotice | null;
  setPanelOpen: (open: boolean) => void;
  dismissNotice: () => void;
  clearOverCapacity: () => void;
  /** Forgets the cart and its id (logout, a cart that is gone, a placed order). */
  clearCart: () => void;
  restore: (api: ApiClient) => Promise<void>;
  add: (api: ApiClient, addition: ContainerAddition) => Promise<AddResult>;
  updateQuantity: (api: ApiClient, lineId: string, quantity: number) => Promise<void>;
  remove: (api: ApiClient, lineId: string) => Promise<void>;
  /** SPEC §4 "Yes": removes the non-container lines before a container add. */
  removeNonContainerLines: (api: ApiClient) => Promise<boolean>;
  /** Stores a factory's container capacity as the cart metafield (`{n}CBM`). */
  setCapacity: (api: ApiClient, brandId: BrandId, capacity: number) => Promise<void>;
}

const empty = (): Pick<CartState, 'cart' | 'metafields' | 'overCapacity'> => ({
  cart: null,
  metafields: [],
  overCapacity: false,
});

async function readMetafields(api: ApiClient, cartId: string): Promise<CartMetafield[]> {
  try {
    return await api.cartMetafields.list(cartId);
  } catch (error) {
    // SPEC §8: cart metafield errors are only logged; the capacity falls back to 26 CBM.
    console.error('Cart metafields could not be read', error);
    return [];
  }
}

export const useCartStore = create<CartState>()((set, get) => {
  /** Shows the cart the server answered with, or forgets it when there is none. */
  const show = (next: Cart | null) => {
    if (next === null) {
      get().clearCart();
      return;
    }
    set({ cart: toCartView(next) });
  };

  /** SPEC §4: a failed update reloads the cart; a failed reload forgets a gone cart. */
  const reload = async (api: ApiClient) => {
    const id = get().cart?.id ?? readCartId();
    if (id === null) return;
    try {
      show(await api.carts.get(id));
    } catch (error) {
      console.error('Cart could not be reloaded', error);
      if (cartIsGone(error)) get().clearCart();
    }
  };

  const report = (error: unknown, provider: string): AddResult => {
    const kind = classifyCartError(error);
    if (kind === 'over-capacity') {
      set({ overCapacity: true });
      return 'over-capacity';
    }
    if (kind === 'insufficient-stock')
      set({ notice: { type: 'error', message: insufficientStockMessage(provider) } });
    else console.error('Cart action failed', error);
    return 'failed';
  };

  const ensureCapacityField = async (api: ApiClient, cartId: string, brandId: BrandId) => {
    const key = containerMetafieldKey(brandId);
    let fields = get().cart?.id === cartId ? get().metafields : await readMetafields(api, cartId);
    if (!fields.some((field) => field.key === key)) {
      try {
        fields = [...fields, await api.cartMetafields.create(cartId, containerMetafield(brandId))];
      } catch (error) {
        console.error('Container capacity could not be stored', error);
        fields = await readMetafields(api, cartId);
      }
    }
    set({ metafields: fields });
  };

  return {
    cart: null,
    metafields: [],
    restored: false,
    updating: false,
    panelOpen: false,
    overCapacity: false,
    notice: null,

    setPanelOpen: (open) => {
      set({ panelOpen: open });
    },
    dismissNotice: () => {
      set({ notice: null });
    },
    clearOverCapacity: () => {
      set({ overCapacity: false });
    },
    clearCart: () => {
      writeCartId(null);
      set({ ...empty(), restored: true });
    },

    restore: async (api) => {
      // An action in flight answers with the newest cart itself.
      if (get().updating) return;
      const id = readCartId();
      if (id === null) {
        set({ ...empty(), restored: true });
        return;
      }
      try {
        const [next, metafields] = await Promise.all([api.carts.get(id), readMetafields(api, id)]);
        if (get().updating) return;
        set({ cart: toCartView(next), metafields, restored: true });
      } catch (error) {
        console.error('Cart could not be restored', error);
        // SPEC §4: a failed fetch clears the cart and its id. A network failure or a
        // server error keeps the id, so a blip does not lose the buyer's cart.
        if (cartIsGone(error)) get().clearCart();
        else set({ restored: true });
      }
    },

    add: async (api, addition) => {
      if (get().updating) return 'busy';
      const provider = addition.provider ?? DEFAULT_STOCK_PROVIDER;
      set({ updating: true, overCapacity: false });
      try {
        const { cart, metafields } = get();
        // SPEC §5: checked here for fast feedback; the server checks again and may refuse.
        const check = checkContainerLimit(
          cart ? containerLines(cart.lines) : [],
          { brandId: addition.brandId, quantity: addition.quantity, volume: addition.volume },
          cart ? capacityFromMetafields(metafields, addition.brandId) : undefined,
        );
        if (!check.ok) {
          set({ overCapacity: true });
          return 'over-capacity';
        }
        const line = {
          product_id: addition.productId,
          variant_id: addition.variantId,
          quantity: addition.quantity,
        };
        let next: Cart;
        if (cart === null) {
          next = await api.carts.create([line]);
          writeCartId(next.id);
          set({ metafields: [] });
        } else {
          try {
            next = await api.carts.addItems(cart.id, [line]);
          } catch (error) {
            // The stored cart is gone (ordered elsewhere, expired): start a new one.
            if (classifyCartError(error) !== 'not-found') throw error;
            get().clearCart();
            next = await api.carts.create([line]);
            writeCartId(next.id);
          }
        }
        set({ cart: toCartView(next), restored: true });
        await ensureCapacityField(api, next.id, addition.brandId);
        set({ panelOpen: true });
        return 'added';
      } catch (error) {
        return report(error, provider);
      } finally {
        set({ updating: false });
      }
    },

    updateQuantity: async (api, lineId, quantity) => {
      const { cart, metafields, updating } = get();
      const line = cart?.lines.find((candidate) => candidate.id === lineId);
      if (!cart || !line || updating || quantity === line.quantity) return;
      if (cart.isContainer && quantity > line.quantity && line.brandId !== null) {
        const others = containerLines(cart.lines.filter((candidate) => candidate.id !== lineId));
        const check = checkContainerLimit(
          others,
          { brandId: line.brandId, quantity, volume: line.volume },
          capacityFromMetafields(metafields, line.brandId),
        );
        if (!check.ok) {
          set({ overCapacity: true });
          return;
        }
      }
      set({ updating: true, overCapacity: false });
      try {
        show(
          await api.carts.updateItem(cart.id, lineId, {
            product_id: line.productId,
            variant_id: line.variantId,
            quantity,
          }),
        );
      } catch (error) {
        report(error, DEFAULT_STOCK_PROVIDER);
        await reload(api);
      } finally {
        set({ updating: false });
      }
    },

    remove: async (api, lineId) => {
      const { cart, updating } = get();
      if (!cart || updating) return;
      set({ updating: true, overCapacity: false });
      try {
        // SPEC §4: a removal that answers no data clears the cart.
        show(await api.carts.removeItem(cart.id, lineId));
      } catch (error) {
        console.error('Cart line could not be removed', error);
        await reload(api);
      } finally {
        set({ updating: false });
      }
    },

    removeNonContainerLines: async (api) => {
      const { cart, updating } = get();
      if (!cart) return true;
      if (updating) return false;
      set({ updating: true });
      try {
        const doomed = nonContainerLines(cart.lines);
        if (doomed.length === 0) return true;
        let current: Cart | null = null;
        for (const line of doomed) {
          current = await api.carts.removeItem(cart.id, line.id);
          if (current === null) break;
        }
        show(current);
        return true;
      } catch (error) {
        console.error('Non-container lines could not be removed', error);
        await reload(api);
        return false;
      } finally {
        set({ updating: false });
      }
    },

    setCapacity: async (api, brandId, capacity) => {
      const { cart, metafields, updating } = get();
      if (!cart || updating) return;
      const key = containerMetafieldKey(brandId);
      const value = formatCapacity(capacity);
      const existing = metafields.find((field) => field.key === key);
      set({ updating: true });
      try {
        const saved = existing
          ? await api.cartMetafields.update(cart.id, existing.id, value)
          : await api.cartMetafields.create(cart.id, containerMetafield(brandId, capacity));
        set({
          metafields: [...metafields.filter((field) => field.key !== key), saved],
          overCapacity: false,
        });
      } catch (error) {
        console.error('Container capacity could not be stored', error);
        set({ metafields: await readMetafields(api, cart.id) });
      } finally {
        set({ updating: false });
      }
    },
  };
});

/** For the logout flow (app/account/): forgets the cart and its cookie. */
export function clearCart(): void {
  useCartStore.getState().clearCart();
}

/** The number of lines shown on the header badge and in `My cart (n)`. */
export function useCartCount(): number {
  return useCartStore((state) => state.cart?.lines.length ?? 0);
}
