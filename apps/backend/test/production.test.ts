// A container order books its factory's production slot and pro-forma in the order's own
// transaction; staff record payments and move slots; the order metafield reads them back.
import {
  DEFAULT_PAYMENT_TERMS,
  addDaysToDate,
  nextSlot,
  paymentSchedule,
  slotAt,
  type ProductionCalendar,
} from '@shop/domain';
import { orderProductionSchema } from '@shop/api';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { HttpError } from '../src/http/errors';
import { fullyBookedAs409 } from '../src/modules/production/book-production';
import type { TestBackend } from './helpers';
import { DEMO, fixtures, FLAT_PACKED_CARTON, ORDER_ADDRESS, setupBackend } from './helpers';
import { containersOf, recordEvent, transportEvent } from './track-trace/orders';

let t: TestBackend;
let f: Awaited<ReturnType<typeof fixtures>>;
const db = () => t.backend.services.database.db;
const OPS = { authorization: 'Bearer demo-operations-token' };

// The fixture factory (brand 40): Fridays 17:00 in Foshan, one container per slot.
const calendar: ProductionCalendar = {
  timeZone: 'Asia/Shanghai',
  cutoffWeekday: 5,
  cutoffTime: '17:00',
  leadTimeDays: 45,
  transitDays: 21,
  containersPerSlot: 1,
};

beforeAll(async () => {
  t = await setupBackend();
  f = await fixtures(t);
  await f.setCarton(f.container.variantId, FLAT_PACKED_CARTON);
  await f.setStock(f.container.variantId, [10_000, 0]);
  await f.setStock(f.plain.variantId, [10_000, 0]);
  await db()
    .insert(s.factoryCalendars)
    .values({
      brandId: f.container.brandId,
      ...calendar,
      ...DEFAULT_PAYMENT_TERMS,
    })
    // The seed gives the factory a calendar of its own: this file's replaces it.
    .onConflictDoUpdate({
      target: s.factoryCalendars.brandId,
      set: { ...calendar, ...DEFAULT_PAYMENT_TERMS },
    });
});
afterAll(async () => {
  await t.close();
});

type Buyer = { token: string; customerId: number };

/** A new cart of two of `product`'s variant. */
async function cartOf(buyer: Buyer, product: { productId: number; variantId: number }) {
  const cart = await t.call('POST', '/api/carts', {
    token: buyer.token,
    body: {
      line_items: [{ product_id: product.productId, variant_id: product.variantId, quantity: 2 }],
    },
  });
  expect(cart.status).toBe(201);
  return cart.body.message.data.id as string;
}

const checkOut = (buyer: Buyer, cartId: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/orders/create', {
    token: buyer.token,
    body: {
      cartId,
      customer_id: buyer.customerId,
      billing_address: ORDER_ADDRESS,
      shipping_address: ORDER_ADDRESS,
      ...extra,
    },
  });

async function order(
  buyer: Buyer,
  product: { productId: number; variantId: number },
  extra: Record<string, unknown> = {},
) {
  const cartId = await cartOf(buyer, product);
  return { cartId, placed: await checkOut(buyer, cartId, extra) };
}

async function productionOf(buyer: { token: string }, orderId: number) {
  const res = await t.call('GET', `/api/customers/orders/${orderId}/metafields`, {
    token: buyer.token,
  });
  expect(res.status).toBe(200);
  return (res.body.message.data as { namespace: string; key: string; value: string }[])
    .filter((m) => m.namespace === 'production')
    .map((m) => ({ key: m.key, ...JSON.parse(m.value) }));
}

// The fixture factory's bookings only: the demo seed books the buyer's journey at other factories.
const bookedSlots = async () =>
  (
    await db()
      .select({ key: s.orderProduction.slotKey })
      .from(s.orderProduction)
      .where(eq(s.orderProduction.brandId, f.container.brandId))
  ).map((r) => r.key);

describe('booking production with the order', () => {
  it('books the next slot, the pro-forma and its deposit and balance', async () => {
    const buyer = await t.login(DEMO.buyer);
    const booked = new Set(await bookedSlots());
    const expected = nextSlot(calendar, new Date(), (key) => (booked.has(key) ? 1 : 0)).slot;
    const { placed } = await order(buyer, f.container);
    expect(placed.status).toBe(201);
    const orderId = placed.body.message.data.id as number;
    const total = placed.body.message.data.products.reduce(
      (sum: number, p: { total_inc_tax: number }) => sum + p.total_inc_tax,
      0,
    );
    const [production] = await productionOf(buyer, orderId);
    const [deposit, balance] = paymentSchedule(total, DEFAULT_PAYMENT_TERMS, {
      orderedOn: new Date().toISOString().slice(0, 10),
      departure: expected.departure,
    });
    expect(production).toMatchObject({
      key: `factory:${f.container.brandId}`,
      proforma_number: `PF-${orderId}-${f.container.brandId}`,
      deposit_percent: 30,
      slot: { key: expected.key, cutoff_at: expected.cutoffAt },
      etd: { planned: expected.departure },
      eta: { planned: addDaysToDate(expected.departure, 21) },
      invoices: [
        {
          invoiceNumber: `INV-${orderId}-${f.container.brandId}-D`,
          type: 'deposit',
          dueDate: deposit.dueDate,
          originalBalance: { code: 'AUD', value: deposit.amount.toFixed(2) },
          openBalance: { code: 'AUD', value: deposit.amount.toFixed(2) },
          status: 0,
          statusLabel: 'Open',
        },
        { type: 'balance', dueDate: balance.dueDate, status: 0 },
      ],
    });
    expect(production.container_value).toBeCloseTo(total, 2);
  });

  it("publishes the factory's plan of the container as DCSA PLN events, moved with the slot", async () => {
    const buyer = await t.login(DEMO.buyer);
    const { placed } = await order(buyer, f.container);
    const orderId = placed.body.message.data.id as number;
    const [production] = await productionOf(buyer, orderId);
    const containers = await t.call('GET', `/operations/orders/${orderId}/containers`, {
      headers: OPS,
    });
    const [box] = containers.body.message.data;
    const planOf = async () => {
      const events = await t.call(
        'GET',
        `/v2/events?equipmentReference=${box.equipmentReference}`,
        {
          token: buyer.token,
        },
      );
      expect(events.status).toBe(200);
      return events.body as {
        eventClassifierCode: string;
        eventDateTime: string;
        equipmentEventTypeCode?: string;
        transportEventTypeCode?: string;
      }[];
    };
    const planned = await planOf();
    expect(planned.every((e) => e.eventClassifierCode === 'PLN')).toBe(true);
    // The latest plan of a milestone is the one read (events come in the order they were made).
    const dateOf = (events: typeof planned, code: string) =>
      events
        .filter((e) => (e.equipmentEventTypeCode ?? e.transportEventTypeCode) === code)
        .at(-1)
        ?.eventDateTime.slice(0, 10);
    const codes = planned.map((e) => e.equipmentEventTypeCode ?? e.transportEventTypeCode);
    expect(codes.sort()).toEqual(['ARRI', 'DEPA', 'DISC', 'GTIN', 'GTOT', 'LOAD', 'STUF']);
    expect(production.container).toEqual({
      equipment_reference: box.equipmentReference,
      carrier_booking_reference: box.carrierBookingReference,
      iso_equipment_code: box.ISOEquipmentCode,
    });
    expect(dateOf(planned, 'DEPA')).toBe(production.etd.planned);
    expect(dateOf(planned, 'ARRI')).toBe(production.eta.planned);
    const later = slotAt(calendar, '2030-02-01')!;
    const moved = await t.call(
      'PUT',
      `/operations/orders/${orderId}/production/${f.container.brandId}/slot`,
      { headers: OPS, body: { slot_key: later.key } },
    );
    expect(moved.status).toBe(200);
    const replanned = await planOf();
    expect(replanned).toHaveLength(14);
    expect(dateOf(replanned, 'DEPA')).toBe(later.departure);
  });

  it('gives ETD and ETA the latest estimate and the actual date the events report', async () => {
    const buyer = await t.login(DEMO.buyer);
    const { placed } = await order(buyer, f.container);
    const orderId = placed.body.message.data.id as number;
    const [box] = await containersOf(t, orderId);
    const [before] = await productionOf(buyer, orderId);
    expect(before.etd).toEqual({ planned: before.etd.planned });
    expect(before.eta).toEqual({ planned: before.eta.planned });
    const at = (code: 'ARRI' | 'DEPA', classifier: string, date: string) =>
      recordEvent(t, box!.equipmentReference, {
        ...transportEvent(code, classifier),
        eventDateTime: `${date}T06:00:00Z`,
      });
    expect((await at('DEPA', 'EST', '2031-03-01')).status).toBe(201);
    expect((await at('DEPA', 'EST', '2031-03-04')).status).toBe(201);
    expect((await at('ARRI', 'EST', '2031-03-25')).status).toBe(201);
    const [estimated] = await productionOf(buyer, orderId);
    expect(estimated.etd).toEqual({ planned: before.etd.planned, estimated: '2031-03-04' });
    expect(estimated.eta).toEqual({ planned: before.eta.planned, estimated: '2031-03-25' });
    expect((await at('DEPA', 'ACT', '2031-03-05')).status).toBe(201);
    const [departed] = await productionOf(buyer, orderId);
    expect(departed.etd).toEqual({
      planned: before.etd.planned,
      estimated: '2031-03-04',
      actual: '2031-03-05',
    });
    expect(orderProductionSchema.parse(departed).etd.actual).toBe('2031-03-05');
  });

  it('keeps the slot the buyer was shown', async () => {
    const buyer = await t.login(DEMO.buyer);
    const booked = new Set(await bookedSlots());
    const shown = nextSlot(calendar, new Date(), (key) => (booked.has(key) ? 1 : 0)).slot;
    const { placed } = await order(buyer, f.container, {
      production_slots: { [String(f.container.brandId)]: shown.key },
    });
    expect(placed.status).toBe(201);
    const [production] = await productionOf(buyer, placed.body.message.data.id);
    expect(production.slot.key).toBe(shown.key);
  });

  it('refuses a full slot with the next one, writing nothing', async () => {
    const buyer = await t.login(DEMO.buyer);
    const [taken] = await bookedSlots();
    const ordersBefore = await db().$count(s.orders);
    const stockBefore = await f.stockOf(f.container.variantId);
    const { cartId, placed } = await order(buyer, f.container, {
      production_slots: { [String(f.container.brandId)]: taken },
    });
    expect(placed.status).toBe(409);
    expect(placed.body.title).toMatch(
      /^The production slot you were shown for .+ is no longer open \(it is full\)\. The next one departs around \d{1,2} [A-Z][a-z]{2}: check the date and place the order again\.$/,
    );
    expect(await db().$count(s.orders)).toBe(ordersBefore);
    expect(await f.stockOf(f.container.variantId)).toBe(stockBefore);
    const cart = await t.call('GET', `/api/carts/${cartId}`, { token: buyer.token });
    expect(cart.status).toBe(200);
  });

  it('refuses a slot whose cut-off has passed, and a date that is no slot', async () => {
    const buyer = await t.login(DEMO.buyer);
    const past = await order(buyer, f.container, {
      production_slots: { [String(f.container.brandId)]: '2026-01-02' },
    });
    expect(past.placed.status).toBe(409);
    expect(past.placed.body.title).toContain('(its cut-off has passed)');
    const thursday = await order(buyer, f.container, {
      production_slots: { [String(f.container.brandId)]: '2030-01-03' },
    });
    expect(thursday.placed.body.title).toContain('(there is no such slot)');
  });

  it('checks the slots sent', async () => {
    const buyer = await t.login(DEMO.buyer);
    const badId = await order(buyer, f.container, { production_slots: { abc: '2030-01-04' } });
    expect(badId.placed.status).toBe(400);
    expect(badId.placed.body.message[0].errors).toHaveProperty(['production_slots.abc']);
    const brandId = String(f.container.brandId);
    const badDate = await order(buyer, f.container, { production_slots: { [brandId]: '4 Dec' } });
    expect(badDate.placed.body.message[0].errors).toEqual({
      [`production_slots.${brandId}`]: 'Must be a slot date, YYYY-MM-DD',
    });
  });

  it('books nothing for an order without containers', async () => {
    const buyer = await t.login(DEMO.buyer);
    const { placed } = await order(buyer, f.plain);
    expect(placed.status).toBe(201);
    expect(await productionOf(buyer, placed.body.message.data.id)).toEqual([]);
  });

  it('shows no other customer the production of an order', async () => {
    const buyer = await t.login(DEMO.buyer);
    const { placed } = await order(buyer, f.container);
    const other = await t.login(DEMO.rrp);
    const res = await t.call(
      'GET',
      `/api/customers/orders/${placed.body.message.data.id}/metafields`,
      {
        token: other.token,
      },
    );
    expect(res.status).toBe(404);
  });
});

describe('GET /production/slots', () => {
  it('gives each factory its calendar, terms and next slot in words', async () => {
    const res = await t.call(
      'GET',
      `/api/production/slots?brand_id:in=${f.container.brandId},999999`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const [factory] = res.body.data;
    expect(factory).toMatchObject({
      brand_id: f.container.brandId,
      calendar,
      terms: DEFAULT_PAYMENT_TERMS,
    });
    expect(factory.next_slot.words.sentence).toMatch(
      /^Order by [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} for the slot that departs around \d{1,2} [A-Z][a-z]{2}$/,
    );
    const booked = new Set(await bookedSlots());
    expect(factory.full_slots_skipped.every((slot: { key: string }) => booked.has(slot.key))).toBe(
      true,
    );
    expect(booked.has(factory.next_slot.key)).toBe(false);
  });

  it('refuses a malformed list', async () => {
    const res = await t.call('GET', '/api/production/slots?brand_id:in=1,,2');
    expect(res.status).toBe(400);
  });
});

describe('staff: payments and slots', () => {
  async function depositOfNewOrder() {
    const buyer = await t.login(DEMO.buyer);
    const { placed } = await order(buyer, f.container);
    const orderId = placed.body.message.data.id as number;
    const [production] = await productionOf(buyer, orderId);
    return { buyer, orderId, deposit: production.invoices[0] };
  }
  const pay = (invoice: string, body: unknown, key?: string, headers = OPS) =>
    t.call('POST', `/operations/invoices/${invoice}/payments`, {
      body,
      headers: { ...headers, ...(key && { 'idempotency-key': key }) },
    });

  it('needs the operations token and a client key', async () => {
    const { deposit } = await depositOfNewOrder();
    expect(
      (await pay(deposit.invoiceNumber, { amount: 1 }, 'key-00000001', {} as typeof OPS)).status,
    ).toBe(401);
    const buyer = await t.login(DEMO.buyer);
    const asBuyer = await pay(deposit.invoiceNumber, { amount: 1 }, 'key-00000002', {
      authorization: `Bearer ${buyer.token}`,
    });
    expect(asBuyer.status).toBe(401);
    expect((await pay(deposit.invoiceNumber, { amount: 1 })).status).toBe(400);
  });

  it('records a part payment once, then the rest', async () => {
    const { buyer, orderId, deposit } = await depositOfNewOrder();
    const owed = Number(deposit.originalBalance.value);
    const first = await pay(
      deposit.invoiceNumber,
      { amount: 100, reference: 'TT 4471' },
      'pay-part-1',
    );
    expect(first.status).toBe(201);
    expect(first.body.data.invoice).toMatchObject({ status: 1, statusLabel: 'Partially paid' });
    const replay = await pay(
      deposit.invoiceNumber,
      { amount: 100, reference: 'TT 4471' },
      'pay-part-1',
    );
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(Number(replay.body.data.invoice.openBalance.value)).toBeCloseTo(owed - 100, 2);
    const over = await pay(deposit.invoiceNumber, { amount: owed }, 'pay-part-2');
    expect(over.status).toBe(422);
    const rest = await pay(
      deposit.invoiceNumber,
      { amount: Number((owed - 100).toFixed(2)) },
      'pay-part-3',
    );
    expect(rest.status).toBe(201);
    const [production] = await productionOf(buyer, orderId);
    expect(production.invoices[0]).toMatchObject({ status: 2, openBalance: { value: '0.00' } });
  });

  it('lists invoices by order, customer and status, and shows one with its payments', async () => {
    const { buyer, orderId, deposit } = await depositOfNewOrder();
    const ofOrder = await t.call('GET', `/operations/invoices?orderNumber=${orderId}`, {
      headers: OPS,
    });
    expect(ofOrder.status).toBe(200);
    expect(ofOrder.body.data.map((i: { type: string }) => i.type)).toEqual(['deposit', 'balance']);
    expect(ofOrder.body.meta.pagination).toEqual({ totalCount: 2, offset: 0, limit: 50 });
    expect(ofOrder.body.data[0]).toMatchObject({ customerId: buyer.customerId, status: 0 });

    expect((await pay(deposit.invoiceNumber, { amount: 10 }, 'pay-list-01')).status).toBe(201);
    const partial = await t.call(
      'GET',
      `/operations/invoices?orderNumber=${orderId}&status=1&limit=1`,
      { headers: OPS },
    );
    expect(partial.body.data.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual([
      deposit.invoiceNumber,
    ]);
    const one = await t.call('GET', `/operations/invoices/${deposit.invoiceNumber}`, {
      headers: OPS,
    });
    expect(one.body.data).toMatchObject({
      invoiceNumber: deposit.invoiceNumber,
      status: 1,
      payments: [{ amount: 10, reference: '' }],
    });

    const other = await t.login(DEMO.rrp);
    const ofOther = await t.call('GET', `/operations/invoices?customerId=${other.customerId}`, {
      headers: OPS,
    });
    expect(ofOther.body.data).toEqual([]);
    expect(
      (
        await t.call('GET', `/operations/invoices?orderNumber=${orderId}`, {
          headers: { authorization: `Bearer ${buyer.token}` },
        })
      ).status,
    ).toBe(401);
    expect((await t.call('GET', '/operations/invoices?status=7', { headers: OPS })).status).toBe(
      400,
    );
    expect((await t.call('GET', '/operations/invoices?limit=0', { headers: OPS })).status).toBe(
      400,
    );
    expect((await t.call('GET', '/operations/invoices/INV-0-0-D', { headers: OPS })).status).toBe(
      404,
    );
  });

  it('checks payments', async () => {
    const { deposit } = await depositOfNewOrder();
    expect((await pay(deposit.invoiceNumber, { amount: -5 }, 'pay-bad-001')).status).toBe(400);
    expect((await pay(deposit.invoiceNumber, { amount: 1.001 }, 'pay-bad-002')).status).toBe(400);
    expect((await pay(deposit.invoiceNumber, { amount: 1, extra: 1 }, 'pay-bad-003')).status).toBe(
      400,
    );
    expect((await pay('INV-0-0-D', { amount: 1 }, 'pay-bad-004')).status).toBe(404);
  });

  it('moves a slot: the departure, arrival and balance due date follow', async () => {
    const { buyer, orderId } = await depositOfNewOrder();
    const later = slotAt(calendar, '2030-01-04')!;
    const moved = await t.call(
      'PUT',
      `/operations/orders/${orderId}/production/${f.container.brandId}/slot`,
      { headers: OPS, body: { slot_key: later.key } },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ departure_planned: later.departure });
    const [production] = await productionOf(buyer, orderId);
    expect(production.etd.planned).toBe(later.departure);
    expect(production.invoices[1].dueDate).toBe(addDaysToDate(later.departure, -7));
    const notASlot = await t.call(
      'PUT',
      `/operations/orders/${orderId}/production/${f.container.brandId}/slot`,
      { headers: OPS, body: { slot_key: '2030-01-03' } },
    );
    expect(notASlot.status).toBe(422);
    const noOrder = await t.call(
      'PUT',
      `/operations/orders/999999/production/${f.container.brandId}/slot`,
      {
        headers: OPS,
        body: { slot_key: later.key },
      },
    );
    expect(noOrder.status).toBe(404);
  });
});

// On PostgreSQL (test:pg) the orders below run at once, each of another of the factory's
// container products (so their stock rows do not queue them): each inserts its container (a
// key share on the factory's row, through the foreign key) before it takes the factory's
// lock, so that lock must not conflict with a key share, or two of them wait on each other.
it("books orders of one factory's products placed at once, each its own slot, none failing", async () => {
  const buyer = await t.login(DEMO.buyer);
  const products = await db()
    .selectDistinctOn([s.variants.productId], {
      productId: s.variants.productId,
      variantId: s.variants.id,
    })
    .from(s.variants)
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .where(and(eq(s.products.brandId, f.container.brandId), like(s.products.name, '%(Container)')))
    .orderBy(asc(s.variants.productId), asc(s.variants.id))
    .limit(6);
  expect(products.length).toBeGreaterThan(1);
  const carts: string[] = [];
  for (const product of products) {
    await f.setCarton(product.variantId, FLAT_PACKED_CARTON);
    await f.setStock(product.variantId, [10_000, 0]);
    carts.push(await cartOf(buyer, product));
  }
  const before = (await bookedSlots()).length;
  const placed = await Promise.all(carts.map((cartId) => checkOut(buyer, cartId)));
  expect(placed.map((res) => res.status)).toEqual(carts.map(() => 201));
  const slots = await bookedSlots();
  expect(slots.length).toBe(before + carts.length);
  expect(new Set(slots).size).toBe(slots.length);
});

// The booking count of a slot is read under the factory's lock (book-production.ts); the
// orders above fill one slot each, which the full-slot test relies on.
it('keeps at most one container per slot at this factory', async () => {
  const rows = await db()
    .select({ key: s.orderProduction.slotKey })
    .from(s.orderProduction)
    .where(eq(s.orderProduction.brandId, f.container.brandId));
  // Slots moved by staff are theirs to overbook; none were moved onto a booked one here.
  expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
});

describe('a factory booked up for two years', () => {
  it('refuses the order with the reason instead of failing', () => {
    const factory = { brandId: 40, name: 'Foshan Living', calendar, terms: DEFAULT_PAYMENT_TERMS };
    const refusal = (() => {
      try {
        fullyBookedAs409(factory, () => nextSlot(calendar, new Date(), () => 1));
      } catch (error) {
        return error as HttpError;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal?.status).toBe(409);
    expect(refusal?.title).toBe(
      "Foshan Living's production is fully booked for the next 104 weeks: no container can be ordered from this factory now.",
    );
    // Anything else is not a full calendar, and is not hidden as one.
    expect(() =>
      fullyBookedAs409(factory, () => {
        throw new TypeError('a bug');
      }),
    ).toThrow(TypeError);
  });
});
