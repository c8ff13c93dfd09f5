import type { ApiClient, FactorySlot } from '@shop/api';
import { ApiError } from '@shop/api/errors';
import { productionOfOrder } from '@shop/api/production';
import type { StoredProduct } from '@shop/api/catalogue';
import { addDaysToDate, containerMetafield, GENERIC_ERROR_MESSAGE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATIONS_TOKEN, startTestBackend } from './support/backend';
import type { TestBackend } from './support/backend';

// After checkout: a container order's production slot, pro-forma and invoices, its
// shipments and its DCSA Track & Trace events, against the reference backend on a fresh
// in-memory PGlite with the demo catalogue and customers.
const DEMO_PASSWORD = 'demo-password-1';
/** DCSA planned events the backend publishes per container when the order is placed. */
const PLANNED_EVENTS_PER_CONTAINER = 7;

let backend: TestBackend;
let container: { productId: number; variantId: number; brandId: number };

const address = {
  first_name: 'Alex',
  last_name: 'Buyer',
  street_1: '1 Ayala Avenue',
  city: 'Makati',
  country: 'Philippines',
  zip: '1226',
  company: 'Buyer Interiors Pty Ltd',
  phone: '+639171234567',
};

async function login(
  email: string,
): Promise<{ api: ApiClient; token: string; customerId: number }> {
  const api = backend.fullClient();
  const { token } = await api.customers.login({ email, password: DEMO_PASSWORD });
  return { api, token, customerId: (await api.customers.profile({ token })).id };
}

/** A container order of the demo factory, with the slot the buyer was shown (or none). */
async function placeContainerOrder(
  buyer: { api: ApiClient; token: string; customerId: number },
  productionSlots?: Record<string, string>,
) {
  const { api, token, customerId } = buyer;
  const cart = await api.carts.create(
    [{ product_id: container.productId, variant_id: container.variantId, quantity: 1 }],
    { token },
  );
  await api.cartMetafields.create(cart.id, containerMetafield(container.brandId, 67), { token });
  const placed = await api.orders.create(
    {
      cartId: cart.id,
      customer_id: customerId,
      billing_address: address,
      shipping_address: address,
      ...(productionSlots ? { production_slots: productionSlots } : {}),
    },
    { idempotencyKey: crypto.randomUUID(), token },
  );
  return placed.message.data;
}

/** Staff: the order's containers (`/operations`, behind the operations token). */
async function containersOf(orderId: number): Promise<{ equipmentReference: string }[]> {
  const response = await fetch(`${backend.url}/operations/orders/${String(orderId)}/containers`, {
    headers: { Authorization: `Bearer ${DEMO_OPERATIONS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { message: { data: { equipmentReference: string }[] } };
  return body.message.data;
}

async function slotOf(api: ApiClient, brandId: number): Promise<FactorySlot> {
  const [slot] = await api.production.slots([brandId]);
  if (!slot) throw new Error(`no slot for brand ${String(brandId)}`);
  return slot;
}

beforeAll(async () => {
  backend = await startTestBackend('demo');
  const products: StoredProduct[] = await backend.client().catalogue.availableProducts();
  const found = products.flatMap((product) => {
    const variants = (product.variants ?? []) as { id: number; inventory_level: number }[];
    const variant = variants.find((entry) => entry.inventory_level > 10);
    return String(product.name).includes('(Container)') && variant && product.brand_id
      ? [{ productId: product.id, variantId: variant.id, brandId: product.brand_id }]
      : [];
  })[0];
  if (!found) throw new Error('no container product in stock');
  container = found;
}, 120_000);

afterAll(async () => {
  await backend.close();
});

describe('production slots', () => {
  it("answers a demo factory's calendar, terms and next open slot", async () => {
    const api = backend.client();
    const slots = await api.production.slots([container.brandId, container.brandId]);
    expect(slots).toHaveLength(1);
    const [slot] = slots;
    if (!slot) throw new Error('no slot');
    expect(slot).toMatchObject({ brand_id: container.brandId });
    expect(slot.factory).toMatch(/\S/);
    expect(Date.parse(slot.next_slot.cutoffAt)).toBeGreaterThan(Date.now());
    expect(slot.next_slot.departure > slot.next_slot.key).toBe(true);
    expect(slot.next_slot.words.sentence).toContain(slot.next_slot.words.cutoff);
    expect(slot.terms.depositPercent).toBeGreaterThan(0);
  });

  it('keeps the slot the buyer was shown; the order metafields read as its pro-forma and invoices', async () => {
    const buyer = await login('buyer@example.com');
    const shown = await slotOf(buyer.api, container.brandId);
    const order = await placeContainerOrder(buyer, {
      [String(container.brandId)]: shown.next_slot.key,
    });
    const metafields = await buyer.api.customers.orderMetafields(order.id, { token: buyer.token });
    const [production, ...others] = productionOfOrder(metafields);
    expect(others).toEqual([]);
    if (!production) throw new Error('no production metafield');
    expect(production).toMatchObject({
      factory: { id: container.brandId, name: shown.factory },
      slot: { key: shown.next_slot.key, cutoff_at: shown.next_slot.cutoffAt },
      etd: { planned: shown.next_slot.departure },
      eta: { planned: addDaysToDate(shown.next_slot.departure, shown.calendar.transitDays) },
      deposit_percent: shown.terms.depositPercent,
    });
    expect(production.container_value).toBeGreaterThan(0);
    expect(production.invoices.map((invoice) => [invoice.type, invoice.status])).toEqual([
      ['deposit', 0],
      ['balance', 0],
    ]);
    expect(production.invoices.every((invoice) => invoice.orderNumber === String(order.id))).toBe(
      true,
    );
    // The deposit and the balance add up to the container's value, to the cent.
    const cents = production.invoices.reduce(
      (sum, invoice) => sum + Math.round(Number(invoice.originalBalance.value) * 100),
      0,
    );
    expect(cents).toBe(Math.round(production.container_value * 100));
  });

  it('refuses a slot that is gone with a 409 naming the next one, on the factory’s field', async () => {
    const buyer = await login('buyer@example.com');
    const shown = await slotOf(buyer.api, container.brandId);
    // The week before the next open slot: its cut-off has passed (or it is full).
    const stale = addDaysToDate(shown.next_slot.key, -7);
    const failure = await placeContainerOrder(buyer, { [String(container.brandId)]: stale }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    const error = failure as ApiError;
    expect(error.status).toBe(409);
    expect(error.errors.join(' ')).toContain(shown.next_slot.words.departure);
    const body = error.body as { message: { errors: Record<string, string> }[] };
    expect(body.message[0]?.errors[`production_slots.${String(container.brandId)}`]).toMatch(
      /no longer open/,
    );
  });
});

describe('shipments and DCSA Track & Trace', () => {
  it('lists no shipment before the container is loaded, and one after a staff ACT LOAD', async () => {
    const buyer = await login('buyer@example.com');
    const order = await placeContainerOrder(buyer);
    expect(await buyer.api.customers.orderShipments(order.id, { token: buyer.token })).toEqual([]);

    const [box] = await containersOf(order.id);
    if (!box) throw new Error('no container');
    const loaded = await fetch(
      `${backend.url}/operations/containers/${box.equipmentReference}/events`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${DEMO_OPERATIONS_TOKEN}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          eventType: 'EQUIPMENT',
          eventClassifierCode: 'ACT',
          eventDateTime: new Date().toISOString(),
          equipmentEventTypeCode: 'LOAD',
          emptyIndicatorCode: 'LADEN',
        }),
      },
    );
    expect(loaded.status).toBe(201);

    const shipments = await buyer.api.customers.orderShipments(order.id, { token: buyer.token });
    expect(shipments).toHaveLength(1);
    expect(shipments[0]).toMatchObject({
      order_id: order.id,
      customer_id: buyer.customerId,
      tracking_number: box.equipmentReference,
    });
    expect(shipments[0]?.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(1);

    // The buyer's Track & Trace has the actual LOAD beside the plan.
    const { events } = await buyer.api.trackTrace.events(
      { equipmentReference: box.equipmentReference, equipmentEventTypeCode: ['LOAD'] },
      { token: buyer.token },
    );
    expect(events.map((event) => event.eventClassifierCode).sort()).toEqual(['ACT', 'PLN']);

    const other = await login('rrp@example.com');
    await expect(
      other.api.customers.orderShipments(order.id, { token: other.token }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("answers the order's planned events, pages by Next-Page, and hides them from another customer", async () => {
    const buyer = await login('buyer@example.com');
    const order = await placeContainerOrder(buyer);
    const [box] = await containersOf(order.id);
    if (!box) throw new Error('no container');
    const query = { equipmentReference: box.equipmentReference };
    const { token } = buyer;

    const whole = await buyer.api.trackTrace.events(query, { token });
    expect(whole.nextPage).toBeUndefined();
    expect(whole.events).toHaveLength(PLANNED_EVENTS_PER_CONTAINER);
    expect(new Set(whole.events.map((event) => event.eventClassifierCode))).toEqual(
      new Set(['PLN']),
    );
    for (const event of whole.events) {
      const reference =
        event.eventType === 'EQUIPMENT'
          ? event.equipmentReference
          : event.references?.find((entry) => entry.referenceType === 'EQ')?.referenceValue;
      expect(reference).toBe(box.equipmentReference);
    }

    // Three at a time: the first page links the next, and following the links gives them all, once each.
    const first = await buyer.api.trackTrace.events({ ...query, limit: 3 }, { token });
    expect(first.events).toHaveLength(3);
    expect(first.nextPage).toEqual(expect.any(String));
    const second = await buyer.api.trackTrace.events({ cursor: first.nextPage ?? '' }, { token });
    expect(second.events.map((event) => event.eventID)).toEqual(
      whole.events.slice(3, 6).map((event) => event.eventID),
    );
    const all = await buyer.api.trackTrace.allEvents({ ...query, limit: 3 }, { token });
    expect(all.nextPage).toBeUndefined();
    expect(all.events.map((event) => event.eventID)).toEqual(
      whole.events.map((event) => event.eventID),
    );

    const [one] = whole.events;
    if (!one) throw new Error('no event');
    expect(await buyer.api.trackTrace.event(one.eventID, { token })).toEqual(one);

    // Another customer sees none of them; without a token, nobody does (DCSA error bodies).
    const other = await login('rrp@example.com');
    const theirs = await other.api.trackTrace.allEvents(query, { token: other.token });
    expect(theirs.events).toEqual([]);
    const hidden = await other.api.trackTrace
      .event(one.eventID, { token: other.token })
      .catch((error: unknown) => error);
    expect(hidden).toBeInstanceOf(ApiError);
    expect(hidden).toMatchObject({ status: 404, errors: [`Event ${one.eventID} not found`] });
    const guest = await buyer.api.trackTrace.events(query).catch((error: unknown) => error);
    expect(guest).toBeInstanceOf(ApiError);
    expect((guest as ApiError).status).toBe(401);
    expect((guest as ApiError).errors[0]).toMatch(/\S/);
    expect((guest as ApiError).errors).not.toContain(GENERIC_ERROR_MESSAGE);
  });
});
