import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema';
import type { TestBackend } from '../helpers';
import { DEMO, setupBackend } from '../helpers';
import type { ContainerJson } from './orders';
import { containerLines, containersOf, equipmentEvent, placeOrder, recordEvent } from './orders';

// A container order's production (its metafields) and its container's DCSA events, read by
// the buyer's colleagues: a role that sees the company's orders (admin, senior buyer) reads
// them as B2B Edition's order(id) shows them the order; a junior buyer and another company
// find nothing; a role taken away holds at once.

type Caller = { token: string; customerId: number };
let t: TestBackend;
let senior: Caller;
let junior: Caller;
let other: Caller;
let orderId: number;
let container: ContainerJson;
let eventId: string;

beforeAll(async () => {
  t = await setupBackend();
  const [a] = await containerLines(t);
  const buyer = await t.login(DEMO.buyer);
  senior = await t.login('senior@example.com');
  junior = await t.login('junior@example.com');
  other = await t.login('other@example.com');
  orderId = (await placeOrder(t, buyer, [a])).id;
  [container] = (await containersOf(t, orderId)) as [ContainerJson];
  const stuffed = await recordEvent(t, container.equipmentReference, equipmentEvent('STUF'));
  eventId = stuffed.body.eventID as string;
});
afterAll(async () => {
  await t.close();
});

const production = async (caller: Caller) => {
  const res = await t.call('GET', `/api/customers/orders/${String(orderId)}/metafields`, {
    token: caller.token,
  });
  return {
    status: res.status,
    keys: res.status === 200 ? (res.body.message.data as { namespace: string }[]) : [],
  };
};

const events = async (caller: Caller) => {
  const res = await t.call('GET', `/v2/events?equipmentReference=${container.equipmentReference}`, {
    token: caller.token,
  });
  expect(res.status).toBe(200);
  return (res.body as { eventID: string }[]).map((event) => event.eventID);
};

describe("a colleague's container order", () => {
  it('a senior buyer reads its production and its container’s events', async () => {
    const seen = await production(senior);
    expect(seen.status).toBe(200);
    expect(seen.keys.some((metafield) => metafield.namespace === 'production')).toBe(true);
    expect(await events(senior)).toContain(eventId);
    const one = await t.call('GET', `/v2/events/${eventId}`, { token: senior.token });
    expect(one.status).toBe(200);
  });

  it('a junior buyer and another company’s admin find neither', async () => {
    for (const caller of [junior, other]) {
      expect((await production(caller)).status).toBe(404);
      expect(await events(caller)).toEqual([]);
      const one = await t.call('GET', `/v2/events/${eventId}`, { token: caller.token });
      expect(one.status).toBe(404);
    }
  });

  it('a senior buyer made junior finds neither from the next request on', async () => {
    const db = t.backend.services.database.db;
    await db
      .update(s.customers)
      .set({ companyRole: 2 })
      .where(eq(s.customers.id, senior.customerId));
    try {
      expect((await production(senior)).status).toBe(404);
      expect(await events(senior)).toEqual([]);
    } finally {
      await db
        .update(s.customers)
        .set({ companyRole: 1 })
        .where(eq(s.customers.id, senior.customerId));
    }
  });
});
