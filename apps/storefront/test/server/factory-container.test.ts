// A factory whose own container is not the standard 26 CBM (its `container_size` brand
// metafield says 13 CBM): the storefront and the backend judge its adds alike — the capacity
// stored on the cart, the gauges, the product page's add, quick order and reorder all follow the
// factory's 13 CBM (@shop/domain `capacityFor`), and the backend is the one that refuses.
import { createApiClient, type ApiClient } from '@shop/api';
import { startTestBackend } from '@shop/backend/testing';
import {
  CONTAINER_LIMIT_BRAND_ID,
  isContainerLineName,
  itemVolume,
  OVER_CAPACITY_MESSAGE,
  productDimensions,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { renderApp } from './render';

const FACTORY = CONTAINER_LIMIT_BRAND_ID;
const FACTORY_CBM = 13;

let app: RenderedApp;
let closeBackend: () => Promise<void>;
let api: ApiClient;

interface Item {
  productId: number;
  variantId: number;
  sku: string;
  name: string;
  volume: number;
}
let item: Item;

beforeAll(async () => {
  const backend = await startTestBackend({
    seed: 'demo',
    factoryContainers: { [FACTORY]: FACTORY_CBM },
  });
  closeBackend = () => backend.close();
  process.env.BACKEND_URL = backend.url;
  app = await renderApp();
  api = createApiClient({
    apiBaseUrl: `${backend.url}/api`,
    productServiceBaseUrl: `${backend.url}/product-service`,
    graphql: { endpoint: `${backend.url}/graphql`, token: 'demo-storefront-token' },
  });
  // The factory's bulkiest stocked container product: a few units pass 13 CBM.
  const listed = await api.catalogue.availableProducts({ limit: 400 });
  const candidates = listed.flatMap((product) => {
    if (product.brand_id !== FACTORY || !isContainerLineName(String(product.name))) return [];
    const variants = (product.variants ?? []) as {
      id: number;
      sku: string;
      inventory_level: number;
      purchasing_disabled: boolean;
    }[];
    const variant = variants.find((v) => !v.purchasing_disabled && v.inventory_level >= 60);
    return variant
      ? [
          {
            productId: product.id,
            variantId: variant.id,
            sku: variant.sku,
            name: String(product.name),
          },
        ]
      : [];
  });
  const sizes = await api.graphql.productsSizes({
    productIDs: candidates.slice(0, 50).map((c) => c.productId),
    variantIDs: [],
  });
  const sized = candidates.flatMap((candidate) => {
    const node = sizes.site.products.edges?.find((e) => e.node.entityId === candidate.productId);
    const volume = node ? itemVolume(productDimensions(node.node.metafields)) : null;
    return volume !== null && volume > 0.5 ? [{ ...candidate, volume }] : [];
  });
  const bulkiest = sized.sort((a, b) => b.volume - a.volume)[0];
  if (!bulkiest) throw new Error(`no container product of factory ${String(FACTORY)}`);
  item = bulkiest;
});
afterAll(async () => {
  await app.close();
  await closeBackend();
});

async function logIn() {
  const { token } = await api.customers.login({
    email: 'buyer@example.com',
    password: 'demo-password-1',
  });
  return token;
}
const cookie = (token: string, cartId?: string) =>
  [`user-token=${token}`, cartId ? `cartId=${cartId}` : ''].filter(Boolean).join('; ');
const cartIdSet = (response: Response) =>
  /cartId=([^;]*)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1];
const html = async (response: Response) => (await response.text()).replaceAll('&#x27;', "'");

function post(path: string, cookies: string, fields: Record<string, string | number>) {
  return app.request(path, {
    method: 'POST',
    headers: { Cookie: cookies, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(
      Object.entries(fields).map(([key, value]) => [key, String(value)]),
    ).toString(),
  });
}
const add = (quantity: number) => ({
  intent: 'add',
  product_id: item.productId,
  variant_id: item.variantId,
  quantity,
});

/** Units of the item that fill `cbm`. */
const unitsIn = (cbm: number) => Math.floor((cbm + 1e-9) / item.volume);

describe(`a factory shipping in its own ${String(FACTORY_CBM)} CBM container`, () => {
  it('stores its capacity on the cart with the first add, and the gauges show it', async () => {
    const token = await logIn();
    const first = await post('/cart', cookie(token), add(1));
    expect(first.status).toBe(302);
    const cartId = cartIdSet(first) ?? '';
    const fields = await api.cartMetafields.list(cartId, { token });
    expect(fields).toEqual([
      expect.objectContaining({
        key: `factoryID:${String(FACTORY)}`,
        value: `${String(FACTORY_CBM)}CBM`,
      }),
    ]);
    const builder = await html(
      await app.request('/container/build', { headers: { Cookie: cookie(token, cartId) } }),
    );
    expect(builder).toMatch(/of 13(\.0+)? CBM/);
    expect(builder).not.toMatch(/of 26(\.0+)? CBM/);
  });

  it('refuses from the product page what passes 26 CBM but not the factory’s 13', async () => {
    const token = await logIn();
    const first = await post('/cart', cookie(token), add(1));
    const cartId = cartIdSet(first) ?? '';
    const over = unitsIn(FACTORY_CBM);
    expect(over * item.volume).toBeLessThan(26);
    const refused = await post('/cart', cookie(token, cartId), add(over));
    expect(refused.status).toBe(409);
    expect(await html(refused)).toContain(OVER_CAPACITY_MESSAGE);
    const cart = await api.carts.get(cartId, { token });
    expect(cart.line_items.physical_items.map((l) => l.quantity)).toEqual([1]);
  });

  it('refuses it in quick order too, line by line, for the same reason', async () => {
    const token = await logIn();
    const form = new FormData();
    form.set('intent', 'add');
    form.set('lines', `${item.sku},${String(unitsIn(FACTORY_CBM) + 1)}`);
    const response = await app.request('/account/quick-order', {
      method: 'POST',
      headers: { Cookie: cookie(token) },
      body: form,
    });
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).toContain(OVER_CAPACITY_MESSAGE);
    expect(page).toMatch(/0 of 1 line was added/);
  });
});
