// Printed documents as a cache and a budget (SECURITY.md#printed-documents), against the
// server build and the real backend (demo data): the same download twice renders once (the
// second says `cache` in Server-Timing, with the same ETag and bytes, and If-None-Match gets
// 304), a changed cart or buyer prints afresh, another customer never gets the first one's
// copy, and renders past PDF_RENDERS_PER_MINUTE are a 429 with Retry-After.
import { checkContainerLoad, containerTypeForCapacity, isContainerLineName } from '@shop/domain';
import { cartonFromMetafields } from '@shop/domain/load-plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend, backendClient, backendLogIn, DEMO_PASSWORD } from './render';

const RENDERS_PER_MINUTE = 4;
const run = Date.now().toString(36);

let app: RenderedApp;
let closeBackend: () => Promise<void>;
/** A container product five units of which plan in a 20 ft box. */
let item: { productId: number; variantId: number; brandId: number };

/** A customer of this run: their renders are counted from zero. */
async function newCustomer(name: string) {
  const email = `pdf-${name}-${run}@example.com`;
  await backendClient().customers.register({
    email,
    first_name: name,
    last_name: 'Tester',
    company: 'Test Interiors',
    phone: '09171234567',
    password: DEMO_PASSWORD,
  });
  return backendLogIn(email);
}

async function roomyContainerItem() {
  const api = backendClient();
  const twentyFoot = containerTypeForCapacity(26);
  for (const product of await api.catalogue.availableProducts({ limit: 400 })) {
    if (!isContainerLineName(String(product.name)) || typeof product.brand_id !== 'number')
      continue;
    const variant = (product.variants as { id: number; sku: string; inventory_level: number }[])
      .filter((v) => v.inventory_level >= 20)
      .at(0);
    if (!variant) continue;
    const { site } = await api.graphql.productStockDetails({ sku: variant.sku });
    const node = site.product?.variants.edges?.find((e) => e.node.entityId === variant.id)?.node;
    const carton =
      node && site.product ? cartonFromMetafields(node.metafields, site.product.metafields) : null;
    if (carton === null) continue;
    if (checkContainerLoad([{ key: variant.sku, quantity: 5, carton }], twentyFoot).fits)
      return { productId: product.id, variantId: variant.id, brandId: product.brand_id };
  }
  throw new Error('no demo container product of which five units plan');
}

const cookie = (token: string, cartId?: string) =>
  [`user-token=${token}`, cartId ? `cartId=${cartId}` : ''].filter(Boolean).join('; ');

async function download(path: string, cookies: string, etag?: string) {
  const response = await app.request(path, {
    headers: { Cookie: cookies, ...(etag ? { 'If-None-Match': etag } : {}) },
  });
  return {
    response,
    status: response.status,
    etag: response.headers.get('ETag') ?? '',
    timing: response.headers.get('Server-Timing') ?? '',
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** A cart of `quantity` units of the item, and a way to change it. */
async function containerCart(buyer: Awaited<ReturnType<typeof backendLogIn>>, quantity: number) {
  const line = { product_id: item.productId, variant_id: item.variantId };
  const cart = await buyer.api.carts.create([{ ...line, quantity }], { token: buyer.token });
  const itemId = cart.line_items.physical_items[0]?.id ?? '';
  return {
    cookies: cookie(buyer.token, cart.id),
    path: `/container/build/${String(item.brandId)}/load-plan.pdf`,
    set: (units: number) =>
      buyer.api.carts.updateItem(
        cart.id,
        itemId,
        { ...line, quantity: units },
        {
          token: buyer.token,
        },
      ),
  };
}

beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  // Read by env.server.ts when the app is first loaded, below.
  process.env.PDF_RENDERS_PER_MINUTE = String(RENDERS_PER_MINUTE);
  app = await renderApp();
  item = await roomyContainerItem();
});
afterAll(async () => {
  await app.close();
  await closeBackend();
});

describe('a load plan of the cart', () => {
  it('renders once per version of the cart: a repeat is the cached copy or a 304', async () => {
    const buyer = await newCustomer('repeat');
    const cart = await containerCart(buyer, 2);
    const first = await download(cart.path, cart.cookies);
    expect(first.status).toBe(200);
    expect(first.timing).toMatch(/^render;dur=\d+$/);
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.response.headers.get('Cache-Control')).toBe('private, no-store');

    const again = await download(cart.path, cart.cookies);
    expect(again.status).toBe(200);
    expect(again.timing).toBe('cache;desc="hit"');
    expect(again.etag).toBe(first.etag);
    expect(again.bytes).toEqual(first.bytes);

    const unchanged = await download(cart.path, cart.cookies, first.etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.bytes.byteLength).toBe(0);
    expect(unchanged.etag).toBe(first.etag);

    // Another quantity is another plan: a fresh document, and the old ETag no longer matches.
    await cart.set(3);
    const changed = await download(cart.path, cart.cookies, first.etag);
    expect(changed.status).toBe(200);
    expect(changed.timing).toMatch(/^render;dur=\d+$/);
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.bytes).not.toEqual(first.bytes);
  });

  it('is never another customer’s copy, even of the same lines', async () => {
    const one = await newCustomer('one');
    const two = await newCustomer('two');
    const first = await download(
      `/container/build/${String(item.brandId)}/load-plan.pdf`,
      (await containerCart(one, 1)).cookies,
    );
    const theirs = await containerCart(two, 1);
    const second = await download(theirs.path, theirs.cookies, first.etag);
    expect(second.status).toBe(200);
    expect(second.timing).toMatch(/^render;dur=\d+$/);
    expect(second.etag).not.toBe(first.etag);
  });
});

describe('the order document', () => {
  it('is cached for its customer only; another gets the 404 as before, ETag or not', async () => {
    const buyer = await backendLogIn('buyer@example.com');
    const [order] = await buyer.api.customers.orders(buyer.customer.id, { token: buyer.token });
    if (!order) throw new Error('the demo buyer has no orders');
    const path = `/account/orders/${String(order.id)}/document.pdf`;
    const first = await download(path, cookie(buyer.token));
    expect(first.status).toBe(200);
    expect(first.timing).toMatch(/^render;dur=\d+$/);
    const again = await download(path, cookie(buyer.token));
    expect(again.timing).toBe('cache;desc="hit"');
    expect(again.bytes).toEqual(first.bytes);

    const other = await backendLogIn('rrp@example.com');
    for (const etag of [undefined, first.etag]) {
      const theirs = await download(path, cookie(other.token), etag);
      expect(theirs.status).toBe(404);
      expect(theirs.etag).toBe('');
      expect(new TextDecoder().decode(theirs.bytes)).toBe('Order not found');
    }

    // The buyer's name is printed: a new name is a new document.
    await buyer.api.customers.updateProfile(
      buyer.customer.id,
      { first_name: `Renamed ${run}` },
      { token: buyer.token },
    );
    const renamed = await download(path, cookie(buyer.token), first.etag);
    expect(renamed.status).toBe(200);
    expect(renamed.timing).toMatch(/^render;dur=\d+$/);
    expect(renamed.etag).not.toBe(first.etag);
  });
});

describe('renders per customer', () => {
  it(`refuses a customer's render past ${String(RENDERS_PER_MINUTE)} a minute with 429 and Retry-After; cached copies and other customers go on`, async () => {
    const buyer = await newCustomer('busy');
    const cart = await containerCart(buyer, 1);
    for (let units = 1; units <= RENDERS_PER_MINUTE; units++) {
      if (units > 1) await cart.set(units);
      const { status, timing } = await download(cart.path, cart.cookies);
      expect(status).toBe(200);
      expect(timing).toMatch(/^render;dur=\d+$/);
    }
    await cart.set(RENDERS_PER_MINUTE + 1);
    const refused = await download(cart.path, cart.cookies);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(new TextDecoder().decode(refused.bytes)).toContain(
      `You have printed ${String(RENDERS_PER_MINUTE)} new documents in the last minute.`,
    );

    // What was printed already is still served: a cache hit costs no render.
    await cart.set(RENDERS_PER_MINUTE);
    const cached = await download(cart.path, cart.cookies);
    expect(cached.status).toBe(200);
    expect(cached.timing).toBe('cache;desc="hit"');

    const someoneElse = await newCustomer('calm');
    const theirs = await containerCart(someoneElse, RENDERS_PER_MINUTE + 1);
    expect((await download(theirs.path, theirs.cookies)).status).toBe(200);
  });
});
