// The /cart action and page, rendered by the real server build against the real backend
// (in-process, in-memory database, demo data), as a browser without JavaScript sends them:
// plain form posts, redirected after a write, answered with the page on a refusal. The
// container rules of @shop/domain decide every add (behaviour.md#server-cart; defects 1–3 below).
import type { ApiClient } from '@shop/api';
import {
  containerMetafield,
  isContainerLineName,
  itemVolume,
  NON_CONTAINER_CONFIRM_MESSAGE,
  OVER_CAPACITY_MESSAGE,
  productDimensions,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend, backendClient, backendLogIn } from './render';

let app: RenderedApp;
let closeBackend: () => Promise<void>;

interface Item {
  productId: number;
  variantId: number;
  brandId: number;
  name: string;
  volume: number;
}

let catalogue: Item[] = [];

/** Products with plenty of stock and a size; container ones by name. */
async function loadCatalogue(): Promise<Item[]> {
  const api = backendClient();
  const listed = await api.catalogue.availableProducts({ limit: 400 });
  const items: Omit<Item, 'volume'>[] = [];
  for (const product of listed) {
    const variants = (product.variants ?? []) as { id: number; inventory_level: number }[];
    const best = [...variants].sort((a, b) => b.inventory_level - a.inventory_level)[0];
    if (!best || best.inventory_level < 60 || typeof product.brand_id !== 'number') continue;
    items.push({
      productId: product.id,
      variantId: best.id,
      brandId: product.brand_id,
      name: String(product.name),
    });
  }
  const sized: Item[] = [];
  for (let start = 0; start < items.length; start += 50) {
    const slice = items.slice(start, start + 50);
    const answer = await api.graphql.productsSizes({
      productIDs: slice.map((item) => item.productId),
      variantIDs: [],
    });
    for (const { node } of answer.site.products.edges ?? []) {
      const item = slice.find((candidate) => candidate.productId === node.entityId);
      const volume = itemVolume(productDimensions(node.metafields));
      if (item && volume !== null) sized.push({ ...item, volume });
    }
  }
  return sized;
}

const ordinary = (index = 0) => {
  const found = catalogue.filter((item) => !isContainerLineName(item.name))[index];
  if (!found) throw new Error('no ordinary product');
  return found;
};
/** The bulkiest container product: a few units fill 26 CBM. */
const bulkyContainer = () => {
  const found = catalogue
    .filter((item) => isContainerLineName(item.name))
    .sort((a, b) => b.volume - a.volume)[0];
  if (!found) throw new Error('no container product');
  return found;
};
const line = (item: Item, quantity: number) => ({
  product_id: item.productId,
  variant_id: item.variantId,
  quantity,
});

const cookie = (token: string | null, cartId?: string) =>
  [token ? `user-token=${token}` : '', cartId ? `cartId=${cartId}` : ''].filter(Boolean).join('; ');

function post(path: string, cookies: string, fields: Record<string, string | number>) {
  return app.request(path, {
    method: 'POST',
    headers: { Cookie: cookies, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(
      Object.entries(fields).map(([key, value]) => [key, String(value)]),
    ).toString(),
  });
}

const addFields = (item: Item, quantity: number, intent = 'add') => ({
  intent,
  product_id: item.productId,
  variant_id: item.variantId,
  quantity,
});
const html = async (response: Response) => (await response.text()).replaceAll('&#x27;', "'");
const cartIdSet = (response: Response) =>
  /cartId=([^;]*)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1];
/** The newest of the buyer's orders without container lines. */
async function ordinaryOrder(api: ApiClient, customerId: number, token: string) {
  for (const order of await api.customers.orders(customerId, { token })) {
    const products = await api.customers.orderProducts(order.id, { token });
    if (!products.some((line) => isContainerLineName(line.name))) return order;
  }
  throw new Error('the demo buyer has no order of ordinary products');
}

const linesOf = async (api: ApiClient, cartId: string, token: string) =>
  (await api.carts.get(cartId, { token })).line_items.physical_items.map((item) => [
    item.variant_id,
    item.quantity,
  ]);

beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  app = await renderApp();
  catalogue = await loadCatalogue();
});
let backendClosed = false;
afterAll(async () => {
  await app.close();
  if (!backendClosed) await closeBackend();
});

describe('adding without JavaScript (POST /cart)', () => {
  it("creates the cart, remembers it in an HttpOnly cookie, stores the factory's container (26CBM) and goes to the cart", async () => {
    const { token, api } = await backendLogIn();
    const item = bulkyContainer();
    const response = await post('/cart', cookie(token), addFields(item, 1));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/cart');
    const cartId = cartIdSet(response) ?? '';
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('Set-Cookie')).toContain('HttpOnly');
    expect(await linesOf(api, cartId, token)).toEqual([[item.variantId, 1]]);
    expect(await api.cartMetafields.list(cartId, { token })).toEqual([
      expect.objectContaining({ key: `factoryID:${String(item.brandId)}`, value: '26CBM' }),
    ]);
    const page = await html(
      await app.request('/cart', { headers: { Cookie: cookie(token, cartId) } }),
    );
    expect(page).toContain('My cart (1)');
    expect(page).toContain(item.name);
  });

  it('adds a second ordinary product without asking anything (defect 2)', async () => {
    const { token, api } = await backendLogIn();
    const cart = await api.carts.create([line(ordinary(0), 1)], { token });
    const response = await post('/cart', cookie(token, cart.id), addFields(ordinary(1), 2));
    expect(response.status).toBe(302);
    expect(await linesOf(api, cart.id, token)).toEqual([
      [ordinary(0).variantId, 1],
      [ordinary(1).variantId, 2],
    ]);
  });

  it('puts no container limit on ordinary products (defect 3: far over 26 CBM)', async () => {
    const { token, api } = await backendLogIn();
    const item = [...catalogue]
      .filter((candidate) => !isContainerLineName(candidate.name))
      .sort((a, b) => b.volume - a.volume)[0];
    if (!item) throw new Error('no ordinary product');
    const quantity = Math.min(50, Math.ceil(27 / item.volume));
    expect(quantity * item.volume).toBeGreaterThan(26);
    const response = await post('/cart', cookie(token), addFields(item, quantity));
    expect(response.status).toBe(302);
    expect(await linesOf(api, cartIdSet(response) ?? '', token)).toEqual([
      [item.variantId, quantity],
    ]);
  });

  it('asks before a container product replaces ordinary ones; Yes replaces them in one write', async () => {
    const { token, api } = await backendLogIn();
    const cart = await api.carts.create([line(ordinary(0), 1)], { token });
    const item = bulkyContainer();
    const asked = await post('/cart', cookie(token, cart.id), {
      ...addFields(item, 1),
      from: '/product/oak-desk/',
    });
    expect(asked.status).toBe(200);
    const page = await html(asked);
    expect(page).toContain(NON_CONTAINER_CONFIRM_MESSAGE);
    expect(page).toContain('name="intent" value="replace-with-container"');
    expect(page).toMatch(/<a[^>]*href="\/product\/oak-desk\/"[^>]*>No<\/a>/);
    // Asking changed nothing.
    expect(await linesOf(api, cart.id, token)).toEqual([[ordinary(0).variantId, 1]]);

    const yes = await post(
      '/cart',
      cookie(token, cart.id),
      addFields(item, 1, 'replace-with-container'),
    );
    expect(yes.status).toBe(302);
    expect(await linesOf(api, cart.id, token)).toEqual([[item.variantId, 1]]);
  });

  it('refuses an add over capacity before asking, and Yes over capacity loses nothing (defect 1)', async () => {
    const { token, api } = await backendLogIn();
    const item = bulkyContainer();
    const fits = Math.floor(26 / item.volume);
    const cart = await api.carts.create([line(ordinary(0), 1), line(item, fits)], { token });
    await api.cartMetafields.create(cart.id, containerMetafield(item.brandId), { token });
    const before = await linesOf(api, cart.id, token);

    const refused = await post('/cart', cookie(token, cart.id), addFields(item, 1));
    expect(refused.status).toBe(409);
    const page = await html(refused);
    expect(page).toContain(OVER_CAPACITY_MESSAGE);
    // The reason beside it (behaviour.md#load-plans): the CBM rule refuses by volume.
    expect(page).toContain('Volume: ');
    expect(page).not.toContain(NON_CONTAINER_CONFIRM_MESSAGE);

    const yes = await post(
      '/cart',
      cookie(token, cart.id),
      addFields(item, 1, 'replace-with-container'),
    );
    expect(yes.status).toBe(409);
    expect(await html(yes)).toContain(OVER_CAPACITY_MESSAGE);
    expect(await linesOf(api, cart.id, token)).toEqual(before);
  });

  it('refuses guests and bad input with a message, changing nothing', async () => {
    const guest = await post('/cart', '', addFields(ordinary(), 1));
    expect(guest.status).toBe(401);
    expect(await html(guest)).toContain('Please log in to order');
    const { token } = await backendLogIn();
    const refused: Record<string, string | number>[] = [
      { ...addFields(ordinary(), 0) },
      { ...addFields(ordinary(), 10_000) },
      { intent: 'add', product_id: 'x', variant_id: 1, quantity: 1 },
      { intent: 'explode' },
      { intent: 'update', line_id: '', product_id: 1, variant_id: 1, quantity: 1 },
    ];
    for (const fields of refused) {
      const response = await post('/cart', cookie(token), fields);
      expect(response.status).toBe(400);
      expect(cartIdSet(response)).toBeUndefined();
    }
  });
});

describe('changing lines without JavaScript', () => {
  it('updates a quantity beyond the selector’s 20, removes lines, and forgets an emptied cart', async () => {
    const { token, api } = await backendLogIn();
    const item = ordinary(0);
    const cart = await api.carts.create([line(item, 1)], { token });
    const lineId = String(cart.line_items.physical_items[0]?.id);
    const updated = await post('/cart', cookie(token, cart.id), {
      intent: 'update',
      line_id: lineId,
      product_id: item.productId,
      variant_id: item.variantId,
      quantity: 50,
      return_to: '/container/build',
    });
    expect(updated.status).toBe(302);
    expect(updated.headers.get('Location')).toBe('/container/build');
    expect(await linesOf(api, cart.id, token)).toEqual([[item.variantId, 50]]);

    const removed = await post('/cart', cookie(token, cart.id), {
      intent: 'remove',
      line_id: lineId,
    });
    expect(removed.status).toBe(302);
    expect(removed.headers.get('Set-Cookie')).toMatch(/^cartId=; Max-Age=0/);
  });

  it('shows the cart page with forms for every line control', async () => {
    const { token, api } = await backendLogIn();
    const cart = await api.carts.create([line(ordinary(0), 2)], { token });
    const page = await html(
      await app.request('/cart', { headers: { Cookie: cookie(token, cart.id) } }),
    );
    expect(page).toContain('name="intent" value="remove"');
    expect(page).toMatch(/name="quantity" value="3"/);
    expect(page).toMatch(/name="quantity" value="1"/);
    expect(page).toContain('href="/checkout"');
  });

  it('sets the container type from a plain form and keeps the choice on the cart', async () => {
    const { token, api } = await backendLogIn();
    const item = bulkyContainer();
    const cart = await api.carts.create([line(item, 1)], { token });
    const response = await post('/cart', cookie(token, cart.id), {
      intent: 'set-container-type',
      brand_id: item.brandId,
      type: '40ft',
      usable: 90,
      return_to: '/container/build',
    });
    expect(response.status).toBe(302);
    expect(await api.cartMetafields.list(cart.id, { token })).toEqual([
      expect.objectContaining({ key: `factoryID:${String(item.brandId)}`, value: '60.3CBM' }),
    ]);
  });
});

describe('from a script (fetcher: POST /cart.data)', () => {
  it('answers with the decision as data instead of a redirect', async () => {
    const { token, api } = await backendLogIn();
    const cart = await api.carts.create([line(ordinary(0), 1)], { token });
    const response = await post(
      '/cart.data',
      cookie(token, cart.id),
      addFields(bulkyContainer(), 1),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Location')).toBeNull();
    const body = await response.text();
    expect(body).toContain('confirm');
    expect(body).toContain(NON_CONTAINER_CONFIRM_MESSAGE);
  });
});

describe('an add sent again after its answer was lost', () => {
  const keyIn = (page: string) => /name="add_key" value="([^"]+)"/.exec(page)?.[1];

  it('carries the key its page rendered, and the same POST again adds once; a new key adds again', async () => {
    const { token, api } = await backendLogIn();
    const item = ordinary(1);
    const cart = await api.carts.create([line(item, 1)], { token });
    const [stored] = await api.catalogue.availableProducts({ product_ids: [item.productId] });
    const path = (stored?.custom_url as { url?: string } | undefined)?.url ?? '';
    expect(path).not.toBe('');
    const productPage = await html(
      await app.request(`/product${path}`, { headers: { Cookie: cookie(token, cart.id) } }),
    );
    const key = keyIn(productPage);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const fields = { ...addFields(item, 2), add_key: key ?? '' };
    // The first answer never reached the buyer; the browser sends the same form again.
    expect((await post('/cart', cookie(token, cart.id), fields)).status).toBe(302);
    expect((await post('/cart', cookie(token, cart.id), fields)).status).toBe(302);
    expect(await linesOf(api, cart.id, token)).toEqual([[item.variantId, 3]]);
    // The next page's key is another add.
    const next = { ...fields, add_key: crypto.randomUUID() };
    expect((await post('/cart', cookie(token, cart.id), next)).status).toBe(302);
    expect(await linesOf(api, cart.id, token)).toEqual([[item.variantId, 5]]);
  });

  it('refuses a malformed key, changing nothing', async () => {
    const { token, api } = await backendLogIn();
    const item = ordinary(2);
    const cart = await api.carts.create([line(item, 1)], { token });
    const response = await post('/cart', cookie(token, cart.id), {
      ...addFields(item, 1),
      add_key: 'not a key',
    });
    expect(response.status).toBe(400);
    expect(await html(response)).toContain('The cart request is not valid (add_key).');
    expect(await linesOf(api, cart.id, token)).toEqual([[item.variantId, 1]]);
  });

  it('quick order and reorder: the same add form sent twice adds its lines once', async () => {
    const { token, api } = await backendLogIn();
    const item = ordinary(3);
    const [stored] = await api.catalogue.availableProducts({ product_ids: [item.productId] });
    const variants = (stored?.variants ?? []) as { id: number; sku: string }[];
    const sku = variants.find((variant) => variant.id === item.variantId);
    const cart = await api.carts.create([line(ordinary(4), 1)], { token });
    const checked = await html(
      await post('/account/quick-order', cookie(token, cart.id), {
        intent: 'check',
        lines: `${sku?.sku ?? ''},2`,
      }),
    );
    const quickKey = keyIn(checked);
    expect(quickKey).toMatch(/^[0-9a-f-]{36}$/);
    const quick = { intent: 'add', lines: `${sku?.sku ?? ''},2`, add_key: quickKey ?? '' };
    expect((await post('/account/quick-order', cookie(token, cart.id), quick)).status).toBe(302);
    expect((await post('/account/quick-order', cookie(token, cart.id), quick)).status).toBe(302);
    const quantities = new Map(
      await linesOf(api, cart.id, token).then((l) => l.map(([v, q]) => [v, q])),
    );
    expect(quantities.get(item.variantId)).toBe(2);

    const customer = await api.customers.profile({ token });
    // An order of ordinary products: a container order would ask first (the cart holds
    // ordinary lines), which is not what this test sends twice.
    const order = await ordinaryOrder(api, customer.id, token);
    const orderPage = await html(
      await app.request(`/account/orders/${String(order.id)}`, {
        headers: { Cookie: cookie(token, cart.id) },
      }),
    );
    const reorderKey = keyIn(orderPage);
    expect(reorderKey).toMatch(/^[0-9a-f-]{36}$/);
    const before = await linesOf(api, cart.id, token);
    const again = { intent: 'reorder', add_key: reorderKey ?? '' };
    const first = await post(`/account/orders/${String(order.id)}`, cookie(token, cart.id), again);
    expect(first.status).toBe(200);
    const afterFirst = await linesOf(api, cart.id, token);
    expect(afterFirst).not.toEqual(before);
    await post(`/account/orders/${String(order.id)}`, cookie(token, cart.id), again);
    expect(await linesOf(api, cart.id, token)).toEqual(afterFirst);
  });
});

describe('a cart that cannot be read', () => {
  it('forgets the id of a cart that no longer exists (404)', async () => {
    const { token } = await backendLogIn();
    const response = await app.request('/cart', {
      headers: { Cookie: cookie(token, crypto.randomUUID()) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(/^cartId=; Max-Age=0/);
    expect(await html(response)).toContain('No cart items');
  });

  // Last in the file: it stops the backend.
  it('keeps the id and says the cart is unavailable when the commerce API cannot answer', async () => {
    const { token, api } = await backendLogIn();
    const cart = await api.carts.create([line(ordinary(0), 1)], { token });
    await closeBackend();
    backendClosed = true;
    const response = await app.request('/cart', {
      headers: { Cookie: cookie(token, cart.id) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie') ?? '').not.toContain('cartId=');
    const page = await html(response);
    expect(page).toContain('Your cart is unavailable right now. Nothing in it has been lost.');
    expect(page).toContain('Try again');
  });
});
