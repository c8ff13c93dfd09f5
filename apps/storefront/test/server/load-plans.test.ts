// Load plans (docs/behaviour.md#load-plans) as a browser without JavaScript receives it: /container/build drawn on the server
// with each factory's load plan (the 2D views, the volume and weight gauges, the box), what
// still fits answered by the planner, the /cart action's refusal naming the reason, and the
// printable plan — all from the real server build against the real backend (demo data).
import type { ApiClient } from '@shop/api';
import {
  checkContainerLoad,
  containerMetafield,
  containerTypeForCapacity,
  isContainerLineName,
  itemVolume,
  NON_CONTAINER_CONFIRM_MESSAGE,
  OVER_CAPACITY_MESSAGE,
  productDimensions,
} from '@shop/domain';
import { cartonFromMetafields, type CartonSpec } from '@shop/domain/load-plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../pdf-text';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend, backendClient, backendLogIn } from './render';

let app: RenderedApp;
let closeBackend: () => Promise<void>;

interface Item {
  productId: number;
  variantId: number;
  sku: string;
  brandId: number;
  name: string;
  /** CBM of one unit (behaviour.md#validation). */
  volume: number;
  carton: CartonSpec;
}

/** Container products in stock, with their unit volume and the carton of their best variant. */
async function containerItems(): Promise<Item[]> {
  const api = backendClient();
  const listed = await api.catalogue.availableProducts({ limit: 400 });
  const items: Item[] = [];
  for (const product of listed) {
    if (!isContainerLineName(String(product.name)) || typeof product.brand_id !== 'number')
      continue;
    const variants = (product.variants ?? []) as {
      id: number;
      sku: string;
      inventory_level: number;
    }[];
    const best = [...variants].sort((a, b) => b.inventory_level - a.inventory_level)[0];
    if (!best || best.inventory_level < 120) continue;
    const { site } = await api.graphql.productStockDetails({ sku: best.sku });
    const stock = site.product;
    if (!stock) continue;
    const variant = stock.variants.edges?.find(({ node }) => node.entityId === best.id)?.node;
    const carton = variant ? cartonFromMetafields(variant.metafields, stock.metafields) : null;
    const volume = itemVolume(productDimensions(stock.metafields));
    if (carton === null || volume === null) continue;
    items.push({
      productId: product.id,
      variantId: best.id,
      sku: best.sku,
      brandId: product.brand_id,
      name: String(product.name),
      volume,
      carton,
    });
    if (items.length >= 40) break;
  }
  return items;
}

const twentyFoot = containerTypeForCapacity(26);

/** The most units of `item` the 26 CBM rule admits. */
const cbmFit = (item: Item) => Math.floor(26 / item.volume);

/**
 * A product and a quantity the CBM rule admits but a 20 ft box cannot take: marble tops that
 * may not be stacked, say. `reason` is what the planner says.
 */
function overThePlan(items: readonly Item[]) {
  for (const item of items) {
    for (let quantity = 1; quantity <= cbmFit(item); quantity++) {
      const check = checkContainerLoad(
        [{ key: item.sku, quantity, carton: item.carton }],
        twentyFoot,
      );
      if (!check.fits) return { item, quantity, reason: check.reason };
    }
  }
  throw new Error('no demo container product the CBM rule admits over its load plan');
}

/** A product whose containers fill by cartons more than their volume: most still fits. */
function roomy(items: readonly Item[]) {
  const found = items.find(
    (item) =>
      checkContainerLoad([{ key: item.sku, quantity: 3, carton: item.carton }], twentyFoot).fits,
  );
  if (!found) throw new Error('no demo container product that plans');
  return found;
}

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
const html = async (response: Response) =>
  (await response.text()).replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
const linesOf = async (api: ApiClient, cartId: string, token: string) =>
  (await api.carts.get(cartId, { token })).line_items.physical_items.map((item) => [
    item.variant_id,
    item.quantity,
  ]);
const line = (item: Item, quantity: number) => ({
  product_id: item.productId,
  variant_id: item.variantId,
  quantity,
});

let items: Item[] = [];

beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  app = await renderApp();
  items = await containerItems();
});
afterAll(async () => {
  await app.close();
  await closeBackend();
});

describe('/container/build without JavaScript', () => {
  it('draws each factory’s plan on the server: one gauge naming the binding limit, the labelled 2D views, the box and the PDF link', async () => {
    const { token, api } = await backendLogIn();
    const item = roomy(items);
    const cart = await api.carts.create([line(item, 3)], { token });
    const response = await app.request('/container/build', {
      headers: { Cookie: cookie(token, cart.id) },
    });
    expect(response.status).toBe(200);
    const page = await html(response);
    // The box the standard 26 CBM is planned in.
    expect(page).toContain('Load plan: 20 ft standard');
    // The views from above, from the side and from the door, labelled, every carton drawn,
    // with the loading step in its title, and one legend.
    expect(page).toContain('data-slot="load-plan-2d"');
    for (const [view, label] of [
      ['top', 'From above'],
      ['side', 'From the side'],
      ['door', 'From the door'],
    ]) {
      expect(page).toMatch(
        new RegExp(`data-view="${view}"><span class="ui-load-plan-2d__label"[^>]*>${label}</span>`),
      );
    }
    const cartons = Math.ceil(3 / item.carton.unitsPerCarton);
    expect(page.match(/data-carton="[^"]+#\d+"/g)).toHaveLength(cartons * 3);
    expect(page.match(/data-slot="load-plan-legend"/g)).toHaveLength(1);
    expect(page).toContain(`Step 1: ${item.name}`);
    // One meter for the factory, naming the limit that binds and what is left of it, with
    // every limit's figures under it.
    expect(page.match(/role="meter"/g)).toHaveLength(1);
    expect(page).toMatch(
      /aria-valuetext="[\d.]+%: Limited by (the CBM rule|the cartons' fit|the weight): [\d,.]+ (CBM|kg) left"/,
    );
    expect(page).toMatch(/Products [\d.]+ of 26\.000 CBM \(the CBM rule\)/);
    expect(page).toMatch(/Cartons [\d.]+ of 33\.196 CBM inside the box/);
    expect(page).toMatch(/Weight [\d,]+ of 28,280 kg payload/);
    // The 3D view is not in the HTML: a note stands in for it.
    expect(page).toContain('The 3D view needs JavaScript and WebGL');
    expect(page).not.toContain('<canvas');
    expect(page).toContain(`href="/container/build/${String(item.brandId)}/load-plan.pdf"`);
  });

  it('answers what still fits with the planner: exactly what an add is let through with', async () => {
    const { token, api } = await backendLogIn();
    const item = roomy(items);
    const cart = await api.carts.create([line(item, 2)], { token });
    const page = await html(
      await app.request('/container/build', { headers: { Cookie: cookie(token, cart.id) } }),
    );
    const more = new RegExp(`data-key="${item.sku}"[^]*?up to (\\d+) more`).exec(page)?.[1];
    expect(more).toBeDefined();
    const units = Number(more);
    expect(units).toBeGreaterThan(0);
    // One more than the answer is refused, the answer itself is admitted.
    await expect(
      api.carts.addItems(cart.id, [line(item, units + 1)], { token }),
    ).rejects.toMatchObject({
      status: 409,
    });
    await api.carts.addItems(cart.id, [line(item, units)], { token });
    expect(await linesOf(api, cart.id, token)).toEqual([[item.variantId, 2 + units]]);
    const full = await html(
      await app.request('/container/build', { headers: { Cookie: cookie(token, cart.id) } }),
    );
    expect(full).not.toMatch(new RegExp(`data-key="${item.sku}"`));
  });
});

describe('refusals name the load plan’s reason (behaviour.md#load-plans)', () => {
  it('gives the reason with the refusal of an add the CBM rule alone would admit', async () => {
    const { token, api } = await backendLogIn();
    const { item, quantity, reason } = overThePlan(items);
    const cart = await api.carts.create([line(item, 1)], { token });
    const response = await post('/cart.data', cookie(token, cart.id), {
      intent: 'add',
      product_id: item.productId,
      variant_id: item.variantId,
      quantity: quantity - 1,
    });
    const body = await response.text();
    expect(body).toContain(OVER_CAPACITY_MESSAGE);
    expect(body).toContain('"loadPlan"');
    expect(body).toContain(`"${reason}"`);
    expect(await linesOf(api, cart.id, token)).toEqual([[item.variantId, 1]]);
  });

  it('refuses before the question of behaviour.md#cart-states when the container cannot take the add', async () => {
    const { token, api } = await backendLogIn();
    const { item, quantity, reason } = overThePlan(items);
    const ordinaryProduct = (await backendClient().catalogue.availableProducts({ limit: 50 })).find(
      (product) => !isContainerLineName(String(product.name)),
    );
    const ordinaryVariant = ((ordinaryProduct?.variants ?? []) as { id: number }[])[0];
    if (!ordinaryProduct || !ordinaryVariant) throw new Error('no ordinary product');
    const cart = await api.carts.create(
      [{ product_id: ordinaryProduct.id, variant_id: ordinaryVariant.id, quantity: 1 }],
      { token },
    );
    const response = await post('/cart.data', cookie(token, cart.id), {
      intent: 'add',
      product_id: item.productId,
      variant_id: item.variantId,
      quantity,
    });
    const body = await response.text();
    expect(body).toContain(OVER_CAPACITY_MESSAGE);
    expect(body).toContain(`"${reason}"`);
    expect(body).not.toContain(NON_CONTAINER_CONFIRM_MESSAGE);
    expect(await linesOf(api, cart.id, token)).toEqual([[ordinaryVariant.id, 1]]);
  });
});

describe('the printable load plan', () => {
  it('is a PDF of the buyer’s own container: sequence, packing list and views', async () => {
    const { token, api } = await backendLogIn();
    const item = roomy(items);
    const cart = await api.carts.create([line(item, 3)], { token });
    const response = await app.request(`/container/build/${String(item.brandId)}/load-plan.pdf`, {
      headers: { Cookie: cookie(token, cart.id) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="load-plan-[a-z0-9-]+-20ft\.pdf"$/,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.title).toMatch(/^Load plan: .+, 20 ft standard$/);
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    const all = pdf.text.join('\n');
    const cartons = Math.ceil(3 / item.carton.unitsPerCarton);
    expect(all).toContain('Packing list');
    expect(all).toContain('Loading sequence (back wall to door, bottom up)');
    expect(all).toContain(
      'From above (back wall on the left, door on the right, left wall at the bottom)',
    );
    expect(all).toMatch(
      /^Limited by (the CBM rule|the cartons' fit|the weight): [\d,.]+ (CBM|kg) left/m,
    );
    // The packing list's row: SKU, product, cartons, units.
    expect(pdf.text[0]).toMatch(new RegExp(`^${item.sku} .+ ${String(cartons)} 3 `, 'm'));
    // Every carton in the loading sequence, by its id.
    for (let n = 1; n <= cartons; n++) expect(all).toContain(`${item.sku}#${String(n)}`);
  });

  it('is only the session’s cart: guests, other factories, bad ids and other buyers’ carts get none', async () => {
    const { token, api } = await backendLogIn();
    const item = roomy(items);
    const cart = await api.carts.create([line(item, 1)], { token });
    const path = `/container/build/${String(item.brandId)}/load-plan.pdf`;
    const guest = await app.request(path, { headers: { Cookie: cookie(null, cart.id) } });
    expect(guest.status).toBe(401);
    const other = await app.request(
      `/container/build/${String(item.brandId + 100)}/load-plan.pdf`,
      {
        headers: { Cookie: cookie(token, cart.id) },
      },
    );
    expect(other.status).toBe(404);
    const bad = await app.request('/container/build/forty/load-plan.pdf', {
      headers: { Cookie: cookie(token, cart.id) },
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('is its number');
    // Another buyer with this cart's id: the commerce API does not show them the cart.
    const someoneElse = await backendLogIn('rrp@example.com');
    const theirs = await app.request(path, {
      headers: { Cookie: cookie(someoneElse.token, cart.id) },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get('Content-Type')).not.toBe('application/pdf');
  });
});

describe('the load plan of a placed order', () => {
  const address = {
    first_name: 'Alex',
    last_name: 'Buyer',
    street_1: '1 Ayala Avenue',
    city: 'Makati',
    country: 'Philippines',
    zip: '1226',
    phone: '+639171234567',
  };

  it('plans the container the order kept from its cart, linked from the order page', async () => {
    const { token, api } = await backendLogIn();
    const customer = await api.customers.profile({ token });
    const item = roomy(items);
    const forty = containerTypeForCapacity(67);
    const cart = await api.carts.create([line(item, 3)], { token });
    await api.cartMetafields.create(cart.id, containerMetafield(item.brandId, 67), { token });
    const placed = await api.orders.create(
      {
        cartId: cart.id,
        customer_id: customer.id,
        billing_address: address,
        shipping_address: address,
      },
      { idempotencyKey: crypto.randomUUID(), token },
    );
    const orderId = (placed.message as { data: { id: number } }).data.id;
    const path = `/account/orders/${String(orderId)}/containers/${String(item.brandId)}/load-plan.pdf`;

    const page = await html(
      await app.request(`/account/orders/${String(orderId)}`, {
        headers: { Cookie: cookie(token) },
      }),
    );
    expect(page).toContain(`href="${path}"`);
    expect(page.replaceAll('<!-- -->', '')).toContain('of 67.000 CBM');

    const response = await app.request(path, { headers: { Cookie: cookie(token) } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toMatch(
      new RegExp(
        `^attachment; filename="load-plan-order-${String(orderId)}-[a-z0-9-]+-40ft\\.pdf"$`,
      ),
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.title).toMatch(
      new RegExp(`^Load plan of order ${String(orderId)}: .+, ${forty.label}$`),
    );
    const all = pdf.text.join('\n');
    expect(all).toContain(`Order ${String(orderId)} holds 67 CBM for this factory.`);
    const cartons = Math.ceil(3 / item.carton.unitsPerCarton);
    expect(pdf.text[0]).toMatch(new RegExp(`^${item.sku} .+ ${String(cartons)} 3 `, 'm'));
  });

  it('is only the buyer’s own order: guests, other buyers, other factories and bad ids get none', async () => {
    const { token, api } = await backendLogIn();
    const customer = await api.customers.profile({ token });
    const item = roomy(items);
    const cart = await api.carts.create([line(item, 1)], { token });
    const placed = await api.orders.create(
      {
        cartId: cart.id,
        customer_id: customer.id,
        billing_address: address,
        shipping_address: address,
      },
      { idempotencyKey: crypto.randomUUID(), token },
    );
    const orderId = String((placed.message as { data: { id: number } }).data.id);
    const path = `/account/orders/${orderId}/containers/${String(item.brandId)}/load-plan.pdf`;
    // Placed without a container type: the standard container, as the cart had it.
    const own = await app.request(path, { headers: { Cookie: cookie(token) } });
    expect(own.status).toBe(200);
    expect((await readPdf(new Uint8Array(await own.arrayBuffer()))).text.join('\n')).toContain(
      `Order ${orderId} holds 26 CBM for this factory.`,
    );
    expect((await app.request(path)).status).toBe(404);
    const someoneElse = await backendLogIn('rrp@example.com');
    const theirs = await app.request(path, { headers: { Cookie: cookie(someoneElse.token) } });
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get('Content-Type')).not.toBe('application/pdf');
    const otherFactory = await app.request(
      `/account/orders/${orderId}/containers/${String(item.brandId + 100)}/load-plan.pdf`,
      { headers: { Cookie: cookie(token) } },
    );
    expect(otherFactory.status).toBe(404);
    const bad = await app.request(`/account/orders/${orderId}/containers/forty/load-plan.pdf`, {
      headers: { Cookie: cookie(token) },
    });
    expect(bad.status).toBe(400);
  });
});
