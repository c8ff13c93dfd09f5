// The cart store against the real backend (in-process, in-memory database, demo data):
// every action with the answers the commerce API really gives. No document here, so the
// cartId cookie is not written (app/cart/cart-cookie.test.ts covers it).
import { createApiClient, type ApiClient } from '@shop/api';
import {
  isContainerLineName,
  itemVolume,
  OVER_CAPACITY_MESSAGE,
  productDimensions,
} from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inProcessBackend } from '../../test/backend';
import { useCartStore } from './cart';

let close: () => Promise<void>;
let api: ApiClient;

interface Item {
  productId: number;
  variantId: number;
  brandId: number;
  name: string;
  stock: number;
  volume: number | null;
}
let items: Item[];

beforeAll(async () => {
  const backend = await inProcessBackend();
  close = backend.close;
  api = createApiClient(backend.config);
  const { token } = await api.customers.login({
    email: 'buyer@example.com',
    password: 'demo-password-1',
  });
  api.setToken(token);
  const listed = await api.catalogue.availableProducts({ limit: 1000 });
  items = listed.flatMap((product) => {
    const variants = (product.variants ?? []) as {
      id: number;
      inventory_level: number;
      purchasing_disabled: boolean;
    }[];
    const variant = variants.find((v) => !v.purchasing_disabled && v.inventory_level > 0);
    return variant && typeof product.brand_id === 'number'
      ? [
          {
            productId: product.id,
            variantId: variant.id,
            brandId: product.brand_id,
            name: String(product.name),
            stock: variant.inventory_level,
            volume: null,
          },
        ]
      : [];
  });
  const containers = items.filter((item) => isContainerLineName(item.name));
  for (let start = 0; start < containers.length; start += 50) {
    const slice = containers.slice(start, start + 50);
    const answer = await api.graphql.productsSizes({
      productIDs: slice.map((item) => item.productId),
      variantIDs: [],
    });
    for (const { node } of answer.site.products.edges ?? []) {
      const item = slice.find((candidate) => candidate.productId === node.entityId);
      if (item) item.volume = itemVolume(productDimensions(node.metafields));
    }
  }
});
afterAll(async () => {
  await close();
});
beforeEach(() => {
  useCartStore.getState().clearCart();
  useCartStore.setState({ panelOpen: false, notice: null, restored: false });
});

/** The bulkiest container product with stock for `units`. */
function bulky(units = 30): Item & { volume: number } {
  const found = items
    .filter((item) => isContainerLineName(item.name) && item.volume !== null && item.stock >= units)
    .sort((a, b) => (b.volume ?? 0) - (a.volume ?? 0))[0];
  if (!found || found.volume === null) throw new Error('no bulky container product');
  return { ...found, volume: found.volume };
}

const addition = (item: Item, quantity = 1) => ({
  productId: item.productId,
  variantId: item.variantId,
  brandId: item.brandId,
  quantity,
  volume: item.volume,
  provider: 'Oakline',
});

describe('cart store', () => {
  it('restores nothing without a stored cart id', async () => {
    await useCartStore.getState().restore(api);
    expect(useCartStore.getState()).toMatchObject({ cart: null, restored: true });
  });

  it('creates the cart on the first add, stores the 26CBM capacity and opens the panel', async () => {
    const item = bulky();
    expect(await useCartStore.getState().add(api, addition(item))).toBe('added');
    const state = useCartStore.getState();
    expect(state.cart?.lines).toHaveLength(1);
    expect(state.cart?.isContainer).toBe(true);
    expect(state.panelOpen).toBe(true);
    expect(state.updating).toBe(false);
    expect(state.metafields).toEqual([
      expect.objectContaining({ key: `factoryID:${String(item.brandId)}`, value: '26CBM' }),
    ]);
    // A second add goes to the same cart; the capacity field is not written twice.
    expect(await useCartStore.getState().add(api, addition(item))).toBe('added');
    expect(useCartStore.getState().cart?.lines[0]?.quantity).toBe(2);
    expect(await api.cartMetafields.list(state.cart?.id ?? '')).toHaveLength(1);
  });

  it('refuses an add over the capacity before asking the server', async () => {
    const item = bulky();
    await useCartStore.getState().add(api, addition(item));
    const cartId = useCartStore.getState().cart?.id ?? '';
    const fits = Math.floor(26 / item.volume);
    expect(await useCartStore.getState().add(api, addition(item, fits))).toBe('over-capacity');
    expect(useCartStore.getState().overCapacity).toBe(true);
    expect((await api.carts.get(cartId)).line_items.physical_items[0]?.quantity).toBe(1);
  });

  it("recognises the server's own refusal when the cart claims a container nobody ships", async () => {
    const item = bulky();
    const fits = Math.floor(26 / item.volume);
    await useCartStore.getState().add(api, addition(item, fits));
    // The browser trusts the stored 1000 CBM; the server caps a picked container at the
    // largest one shipped and falls back to the factory's 26 CBM.
    await useCartStore.getState().setCapacity(api, item.brandId, 1000);
    expect(useCartStore.getState().metafields[0]?.value).toBe('1000CBM');
    expect(await useCartStore.getState().add(api, addition(item))).toBe('over-capacity');
    expect(useCartStore.getState().overCapacity).toBe(true);
    expect(useCartStore.getState().cart?.lines[0]?.quantity).toBe(fits);
    expect(OVER_CAPACITY_MESSAGE).toContain('exceeds');
  });

  it('checks a quantity change against the capacity and keeps the cart', async () => {
    const item = bulky();
    await useCartStore.getState().add(api, addition(item));
    const line = useCartStore.getState().cart?.lines[0];
    await useCartStore
      .getState()
      .updateQuantity(api, line?.id ?? '', Math.floor(26 / item.volume) + 1);
    expect(useCartStore.getState().overCapacity).toBe(true);
    expect(useCartStore.getState().cart?.lines[0]?.quantity).toBe(1);
    await useCartStore.getState().updateQuantity(api, line?.id ?? '', 2);
    expect(useCartStore.getState()).toMatchObject({ overCapacity: false, updating: false });
    expect(useCartStore.getState().cart?.lines[0]?.quantity).toBe(2);
  });

  it('shows the insufficient-stock toast and reloads the cart after a failed update', async () => {
    const item = items.find((candidate) => !isContainerLineName(candidate.name));
    if (!item) throw new Error('no ordinary product');
    expect(await useCartStore.getState().add(api, addition(item, item.stock + 1))).toBe('failed');
    expect(useCartStore.getState().notice).toEqual({
      type: 'error',
      message: 'Insufficient stock, please contact Oakline',
    });
    expect(useCartStore.getState().cart).toBeNull();

    await useCartStore.getState().add(api, addition(item));
    const line = useCartStore.getState().cart?.lines[0];
    useCartStore.setState({ notice: null });
    await useCartStore.getState().updateQuantity(api, line?.id ?? '', item.stock + 1);
    expect(useCartStore.getState().notice?.message).toBe(
      'Insufficient stock, please contact your account manager',
    );
    expect(useCartStore.getState().cart?.lines[0]?.quantity).toBe(1);
  });

  it('removes the non-container lines on Yes, and clears the cart when the last line goes', async () => {
    const ordinary = items.find((candidate) => !isContainerLineName(candidate.name));
    if (!ordinary) throw new Error('no ordinary product');
    await useCartStore.getState().add(api, addition(ordinary));
    const cartId = useCartStore.getState().cart?.id ?? '';
    expect(await useCartStore.getState().removeNonContainerLines(api)).toBe(true);
    // The only line went: the commerce API answers no data and the cart is forgotten.
    expect(useCartStore.getState().cart).toBeNull();
    await expect(api.carts.get(cartId)).rejects.toMatchObject({ status: 404 });

    const container = bulky();
    await useCartStore.getState().add(api, addition(container));
    const line = useCartStore.getState().cart?.lines[0];
    await useCartStore.getState().remove(api, line?.id ?? '');
    expect(useCartStore.getState().cart).toBeNull();
  });

  it('ignores actions while another is running', async () => {
    const item = bulky();
    const first = useCartStore.getState().add(api, addition(item));
    expect(await useCartStore.getState().add(api, addition(item))).toBe('busy');
    expect(await first).toBe('added');
    expect(useCartStore.getState().cart?.lines[0]?.quantity).toBe(1);
  });
});
