// A container order after checkout, rendered by the real server build against the real
// backend (in-process, in-memory database, demo data): the production slot shown at checkout
// is the one the order keeps; the order page shows the deposit and the planned milestones; a
// staff event (ACT DEPA) then shows on the order page and on /account/containers; another
// customer reaches none of it.
import type { ApiClient } from '@shop/api';
import { addDaysToDate, formatDay, isContainerLineName } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend, backendLogIn } from './render';

let app: RenderedApp;
let closeBackend: () => Promise<void>;
const OPERATIONS = { Authorization: 'Bearer demo-operations-token' };

function backendUrl() {
  return process.env.BACKEND_URL ?? '';
}
async function containerLine(api: ApiClient) {
  const products = await api.catalogue.availableProducts({ limit: 100 });
  for (const product of products) {
    const variants = (product.variants ?? []) as {
      id: number;
      inventory_level: number;
      purchasing_disabled: boolean;
    }[];
    const variant = variants.find((v) => v.inventory_level > 5 && !v.purchasing_disabled);
    if (isContainerLineName(String(product.name)) && variant)
      return { product_id: product.id, variant_id: variant.id, quantity: 1 };
  }
  throw new Error('no container product with stock in the demo data');
}
const cookie = (token: string, cartId?: string) => ({
  Cookie: [`user-token=${token}`, cartId ? `cartId=${cartId}` : ''].filter(Boolean).join('; '),
});
const html = async (response: Response) => (await response.text()).replaceAll('&#x27;', "'");
const text = (page: string) =>
  page
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ ([).,:])/g, '$1');
function post(path: string, headers: Record<string, string>, fields: Record<string, string>) {
  return app.request(path, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await closeBackend();
});

/** Checks out a one-line container cart through the form, sending what the page showed. */
async function checkout(
  buyer: Awaited<ReturnType<typeof backendLogIn>>,
  change?: (page: string) => string,
) {
  const cart = await buyer.api.carts.create([await containerLine(buyer.api)], {
    token: buyer.token,
  });
  const page = await html(
    await app.request('/checkout', { headers: cookie(buyer.token, cart.id) }),
  );
  const [, field, key] = /name="(slot_\d+)" value="(\d{4}-\d{2}-\d{2})"/.exec(page) ?? [];
  const [saved] = await buyer.api.addresses.list(buyer.customer.id, { token: buyer.token });
  const response = await post('/checkout', cookie(buyer.token, cart.id), {
    idempotency_key: crypto.randomUUID(),
    billing: String(saved?.id),
    shipping_same: 'on',
    order_number: 'PO-SLOT-1',
    [field ?? 'slot_0']: change ? change(key ?? '') : (key ?? ''),
  });
  return { page, field, key, response };
}

describe('a container order after checkout', () => {
  let orderId: number;
  let equipmentReference: string;

  it('shows the production slot at checkout, and the order keeps it', async () => {
    const buyer = await backendLogIn('buyer@example.com');
    const { page, field, key, response } = await checkout(buyer);
    expect(field).toMatch(/^slot_\d+$/);
    expect(text(page)).toMatch(
      /Order by [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \(\d\d:\d\d [A-Za-z_/]+\) for the slot that departs around \d{1,2} [A-Z][a-z]{2}/,
    );
    expect(response.status).toBe(302);
    orderId = Number((response.headers.get('Location') ?? '').split('=')[1]);
    const metafields = await buyer.api.customers.orderMetafields(orderId, { token: buyer.token });
    const production = metafields.find((m) => m.namespace === 'production');
    const value = JSON.parse(String(production?.value)) as {
      slot: { key: string };
      etd: { planned: string };
      container: { equipment_reference: string };
    };
    expect(value.slot.key).toBe(key);
    equipmentReference = value.container.equipment_reference;

    const order = text(
      await html(
        await app.request(`/account/orders/${String(orderId)}`, { headers: cookie(buyer.token) }),
      ),
    );
    expect(order).toContain('Production and shipping');
    expect(order).toContain('Awaiting deposit');
    expect(order).toMatch(/Deposit \(30 %\)/);
    expect(order).toContain(`Departs (ETD) ${formatDay(value.etd.planned)}`);
    expect(order).toContain(equipmentReference);
  });

  it('shows a staff event on the order page and on /account/containers', async () => {
    const buyer = await backendLogIn('buyer@example.com');
    const recorded = await fetch(
      `${backendUrl()}/operations/containers/${equipmentReference}/events`,
      {
        method: 'POST',
        headers: { ...OPERATIONS, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          eventType: 'TRANSPORT',
          eventClassifierCode: 'ACT',
          eventDateTime: new Date().toISOString(),
          transportEventTypeCode: 'DEPA',
          transportCall: { modeOfTransport: 'VESSEL' },
        }),
      },
    );
    expect(recorded.status).toBe(201);
    const order = text(
      await html(
        await app.request(`/account/orders/${String(orderId)}`, { headers: cookie(buyer.token) }),
      ),
    );
    expect(order).toContain('On the water');
    expect(order).toContain(`Departs (ETD) ${formatDay(new Date().toISOString())}`);
    const containers = await html(
      await app.request('/account/containers?sort=stage', { headers: cookie(buyer.token) }),
    );
    expect(containers).toContain(`/account/orders/${String(orderId)}`);
    const row = text(containers.slice(containers.indexOf(`/account/orders/${String(orderId)}"`)));
    expect(row).toMatch(/^[^<]*Order \d+ SHPU\d{7} On the water/);
  });

  it('lets no other customer see the order, its containers or its events', async () => {
    const other = await backendLogIn('rrp@example.com');
    const order = await app.request(`/account/orders/${String(orderId)}`, {
      headers: cookie(other.token),
    });
    expect(order.status).toBe(404);
    const containers = await html(
      await app.request('/account/containers', { headers: cookie(other.token) }),
    );
    expect(containers).not.toContain(equipmentReference);
    const events = await fetch(
      `${backendUrl()}/v2/events?equipmentReference=${equipmentReference}`,
      {
        headers: { Authorization: `Bearer ${other.token}` },
      },
    );
    expect(await events.json()).toEqual([]);
  });

  it('refuses a slot that has gone with the next one, and places nothing', async () => {
    const buyer = await backendLogIn('buyer@example.com');
    const before = await buyer.api.customers.orders(buyer.customer.id, { token: buyer.token });
    // The week before the slot shown: a real cut-off of the factory, already passed.
    const { response } = await checkout(buyer, (key) => addDaysToDate(key, -7));
    expect(response.status).toBe(409);
    expect(text(await html(response))).toMatch(
      /The production slot you were shown for .+ is no longer open \((its cut-off has passed|it is full)\)\. The next one departs around \d{1,2} [A-Z][a-z]{2}/,
    );
    const after = await buyer.api.customers.orders(buyer.customer.id, { token: buyer.token });
    expect(after).toHaveLength(before.length);
  });
});
