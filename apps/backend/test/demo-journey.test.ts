// The demo buyer's container orders at every stage, read as the storefront reads them (order
// metafield `production`, `/v2/events` with the buyer's token, the order's shipments) from a
// backend listening on a real port; and demo:advance's steps moving them on through it.
import {
  containerStage,
  daysBetween,
  milestoneDates,
  type ContainerStageKey,
  type MilestoneEvent,
} from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder, demoClient, nextStep, type ContainerState } from '../scripts/demo/advance';
import { openDatabase, rowsOf } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/seed/demo-customers';
import { DEMO_JOURNEY } from '../src/seed/demo-journey';
import { resetDatabase, seedDemo } from '../src/seed/seed';
import { startTestBackend, type TestBackend } from '../src/testing';

let backend: TestBackend;
let buyer: { token: string; customerId: number };

async function get(path: string, token: string) {
  const res = await fetch(new URL(path, backend.url), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status, path).toBe(200);
  return res.json();
}

interface Invoice {
  invoiceNumber: string;
  type: 'deposit' | 'balance';
  dueDate: string;
  openBalance: { value: string };
  originalBalance: { value: string };
  status: number;
}
interface Seen {
  id: number;
  status: string;
  production: { factory: { id: number }; etd: { planned: string }; invoices: Invoice[] };
  events: (MilestoneEvent & { equipmentReference?: string })[];
  shipments: { tracking_number: string }[];
  stage: ContainerStageKey;
}

/** Each order of the buyer that ships a container, as the buyer's own calls answer it. */
async function buyerOrders(): Promise<Seen[]> {
  const orders = (await get(`/api/customers/${String(buyer.customerId)}/orders`, buyer.token))
    .message as { id: number; status: string }[];
  const seen: Seen[] = [];
  for (const order of orders) {
    const metafields = (
      await get(`/api/customers/orders/${String(order.id)}/metafields`, buyer.token)
    ).message.data as { namespace: string; value: string }[];
    const production = metafields
      .filter((m) => m.namespace === 'production')
      .map((m) => JSON.parse(m.value) as Seen['production']);
    if (production.length !== 1) continue;
    const [p] = production as [Seen['production']];
    const booking = `TF${String(order.id)}-${String(p.factory.id)}`;
    const events = (await get(
      `/v2/events?carrierBookingReference=${booking}&limit=1000`,
      buyer.token,
    )) as Seen['events'];
    const shipments = (
      await get(`/api/customers/orders/${String(order.id)}/shipments`, buyer.token)
    ).message as Seen['shipments'];
    const deposit = p.invoices.find((i) => i.type === 'deposit');
    seen.push({
      id: order.id,
      status: order.status,
      production: p,
      events,
      shipments,
      stage: containerStage(events, deposit?.status === 2).key,
    });
  }
  return seen.sort((a, b) => a.id - b.id);
}

const invoiceOf = (order: Seen, type: 'deposit' | 'balance') =>
  order.production.invoices.find((i) => i.type === type) as Invoice;
const actual = (order: Seen) =>
  order.events
    .filter((e) => e.eventClassifierCode === 'ACT')
    .map((e) => e.equipmentEventTypeCode ?? e.transportEventTypeCode);

beforeAll(async () => {
  backend = await startTestBackend();
  const res = await fetch(new URL('/api/customers/login', backend.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@example.com', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token: string; customer: { id: number } };
  buyer = { token: body.token, customerId: body.customer.id };
});
afterAll(async () => {
  await backend.close();
});

describe('the seeded journey', () => {
  it('gives the demo buyer a container order at every stage, in order', async () => {
    const orders = await buyerOrders();
    expect(orders.map((o) => o.stage)).toEqual([
      'awaiting-deposit',
      'in-production',
      'cargo-ready',
      'on-the-water',
      'arrived',
      'delivered',
    ]);
    expect(orders.map((o) => o.stage)).toEqual(DEMO_JOURNEY.map((stage) => stage.stage));
  });

  it('dates every stage from the time of seeding', async () => {
    const [awaiting, production, ready, water, arrived, delivered] = await buyerOrders();
    const today = new Date().toISOString().slice(0, 10);
    const now = Date.now();
    for (const order of [awaiting, production, ready, water, arrived, delivered]) {
      // Nothing has happened in the future.
      for (const e of order!.events.filter((e) => e.eventClassifierCode === 'ACT'))
        expect(Date.parse(e.eventDateTime)).toBeLessThanOrEqual(now);
    }
    // Awaiting the deposit: due within the week, nothing paid, nothing made yet.
    const deposit = invoiceOf(awaiting!, 'deposit');
    expect(deposit.status).toBe(0);
    expect(daysBetween(today, deposit.dueDate)).toBeGreaterThanOrEqual(0);
    expect(daysBetween(today, deposit.dueDate)).toBeLessThanOrEqual(7);
    expect(actual(awaiting!)).toEqual([]);
    // In production: the deposit paid, the departure still weeks away.
    expect(invoiceOf(production!, 'deposit').status).toBe(2);
    expect(invoiceOf(production!, 'balance').status).toBe(0);
    expect(daysBetween(today, production!.production.etd.planned)).toBeGreaterThan(7);
    // Cargo ready: stuffed at the factory, not yet shipped.
    expect(actual(ready!)).toEqual(['STUF']);
    expect(ready!.shipments).toEqual([]);
    // On the water: loaded (so shipped), departed, and the arrival estimate moved 4 days later.
    expect(actual(water!)).toEqual(['STUF', 'GTIN', 'LOAD', 'DEPA']);
    const arrival = milestoneDates(water!.events).find((d) => d.milestone.key === 'arrived');
    expect(arrival).toMatchObject({ movedDays: 4 });
    expect(Date.parse(arrival!.estimated!)).toBeGreaterThan(now);
    expect(water!.shipments).toHaveLength(1);
    expect(water!.status).toBe('Shipped');
    expect(invoiceOf(water!, 'balance').status).toBe(2);
    // Arrived: in port, the balance part paid.
    expect(actual(arrived!).at(-1)).toBe('ARRI');
    expect(invoiceOf(arrived!, 'balance').status).toBe(1);
    // Delivered: gated out, everything paid, the order completed.
    expect(actual(delivered!)).toEqual(['STUF', 'GTIN', 'LOAD', 'DEPA', 'ARRI', 'DISC', 'GTOT']);
    expect(delivered!.production.invoices.map((i) => i.status)).toEqual([2, 2]);
    expect(delivered!.status).toBe('Completed');
    expect(delivered!.shipments[0]?.tracking_number).toMatch(/^SHPU\d{7}$/);
  });
});

describe('demo:advance', () => {
  const client = () =>
    demoClient({
      baseUrl: backend.url,
      operationsToken: 'demo-operations-token',
      buyer: { email: 'buyer@example.com', password: DEMO_PASSWORD },
    });

  it('takes the deposit, each milestone in turn, then the balance', () => {
    const base: ContainerState = {
      brandId: 45,
      factory: 'Verde Upholstery',
      equipmentReference: 'SHPU0000017',
      stage: { key: 'delivered', label: 'Delivered', milestone: 'delivered' },
      next: undefined,
      deposit: undefined,
      balance: undefined,
    };
    const invoice = (type: 'deposit' | 'balance', status: number) => ({
      invoiceNumber: `INV-7-45-${type === 'deposit' ? 'D' : 'B'}`,
      type,
      dueDate: '2026-12-01',
      originalBalance: { code: 'AUD', value: '100.00' },
      openBalance: { code: 'AUD', value: status === 2 ? '0.00' : '100.00' },
      status,
      statusLabel: '',
    });
    expect(
      nextStep([{ ...base, next: 'cargo-ready', deposit: invoice('deposit', 1) }]),
    ).toMatchObject({ kind: 'pay', invoice: { type: 'deposit' } });
    expect(nextStep([{ ...base, next: 'loaded', deposit: invoice('deposit', 2) }])).toMatchObject({
      kind: 'event',
      milestone: 'loaded',
    });
    expect(
      nextStep([{ ...base, deposit: invoice('deposit', 2), balance: invoice('balance', 0) }]),
    ).toMatchObject({ kind: 'pay', invoice: { type: 'balance' } });
    expect(
      nextStep([{ ...base, deposit: invoice('deposit', 2), balance: invoice('balance', 2) }]),
    ).toEqual({ kind: 'done' });
  });

  it('finds the order awaiting its deposit and moves it one stage at a time to the end', async () => {
    const demo = client();
    const [awaiting] = await buyerOrders();
    expect(await demo.newestAwaitingDeposit()).toBe(awaiting!.id);

    const first = await advanceOrder(demo, awaiting!.id);
    expect(first.done).toMatch(/^paid AUD \d+\.\d{2} on deposit invoice INV-\d+-\d+-D: Paid$/);
    expect(first.after[0]?.stage.key).toBe('in-production');

    const stages: string[] = [];
    let last = first;
    for (let step = 0; step < 9; step++) {
      last = await advanceOrder(demo, awaiting!.id);
      stages.push(last.after[0]!.stage.key);
    }
    expect(stages).toEqual([
      'cargo-ready',
      'gated-in',
      'loaded',
      'on-the-water',
      'arrived',
      'discharged',
      'delivered',
      'delivered', // the balance paid
      'delivered', // nothing left
    ]);
    expect(last.done).toBe('nothing left to do: delivered and paid');
    const [after] = await buyerOrders();
    expect(after!.stage).toBe('delivered');
    expect(after!.production.invoices.map((i) => i.status)).toEqual([2, 2]);
    // The ACT LOAD shipped the container, as a staff event through the API does.
    expect(after!.shipments.map((s) => s.tracking_number)).toEqual([
      after!.events.find((e) => e.equipmentReference)?.equipmentReference,
    ]);
    // No other order awaits its deposit now.
    expect(await demo.newestAwaitingDeposit()).toBeUndefined();
  });

  it('moves an arrived container to discharged', async () => {
    const arrived = (await buyerOrders()).find((o) => o.stage === 'arrived');
    const moved = await advanceOrder(client(), arrived!.id);
    expect(moved.done).toMatch(/^recorded ACT DISC \(discharged\) for container SHPU\d{7}$/);
    expect(moved.before[0]?.stage.key).toBe('arrived');
    expect(moved.after[0]?.stage.key).toBe('discharged');
  });
});

describe('seeding again', () => {
  it('empties the production and tracking tables, restarts the container numbers and gives the same journey for the same now', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const db = database.db;
    const now = new Date('2026-11-28T04:00:00Z');
    const rows = async (query: ReturnType<typeof sql>) => rowsOf(await db.execute(query));
    const snapshot = async () => ({
      calendars: await rows(sql`select brand_id from factory_calendars order by 1`),
      production: await rows(
        sql`select order_id, brand_id, slot_key, departure_planned, container_value from order_production order by 1`,
      ),
      invoices: await rows(
        sql`select invoice_number, due_date, original_balance, open_balance, status from invoices order by 1`,
      ),
      containers: await rows(sql`select equipment_reference from order_containers order by 1`),
      events: await rows(
        sql`select equipment_reference, event_classifier_code, event_date_time from tnt_events order by 1, 3, 2`,
      ),
      payments: await rows(sql`select count(*)::int as n from invoice_payments`),
    });
    try {
      await seedDemo(db, { now });
      const first = await snapshot();
      expect(first.calendars).toHaveLength(9);
      expect(first.production).toHaveLength(DEMO_JOURNEY.length);
      expect(first.containers[0]).toEqual({ equipment_reference: 'SHPU0000017' });
      await resetDatabase(db);
      await seedDemo(db, { now });
      expect(await snapshot()).toEqual(first);
    } finally {
      await database.close();
    }
  });
});
