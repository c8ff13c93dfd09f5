// A buyer's private calendar feed: made, replaced and stopped with their token; read by its
// secret alone, with each of their containers' departure and arrival on the best date known.
import { addDaysToDate } from '@shop/domain';
import { and, asc, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { DEMO_JOURNEY } from '../src/seed/demo-journey';
import type { TestBackend } from './helpers';
import { DEMO, setupBackend } from './helpers';

let t: TestBackend;
let buyer: { token: string; customerId: number };
const db = () => t.backend.services.database.db;
const OPS = { authorization: 'Bearer demo-operations-token' };

beforeAll(async () => {
  t = await setupBackend();
  buyer = await t.login(DEMO.buyer);
});
afterAll(async () => {
  await t.close();
});

const feedPath = (token: string) => `/api/calendar-feeds/${token}.ics`;

async function createFeed(token: string) {
  const res = await t.call('POST', '/api/customers/calendar-feed', { token });
  expect(res.status).toBe(201);
  return res.body.data as { token: string; created_at: string };
}

/** The feed's events by UID, parsed by node-ical (unfolded, unescaped). */
async function readFeed(token: string) {
  const res = await t.call('GET', feedPath(token));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('private, max-age=300');
  const text = res.body as string;
  const events = Object.values(ical.sync.parseICS(text)).filter(
    (c): c is VEvent => c?.type === 'VEVENT',
  );
  return { text, events: new Map(events.map((e) => [e.uid, e])) };
}

/** An all-day event's date as YYYY-MM-DD (node-ical makes a local midnight of it). */
const dayOf = (d: Date) =>
  `${String(d.getFullYear())}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The buyer's demo journey containers, straight from the tables. */
async function journeyContainers() {
  return db()
    .select({
      orderId: s.orders.id,
      po: s.orders.costumerOrderNumber,
      brandId: s.orderContainers.brandId,
      containerId: s.orderContainers.id,
      ref: s.orderContainers.equipmentReference,
      booking: s.orderContainers.carrierBookingReference,
      factory: s.brands.name,
      departurePlanned: s.orderProduction.departurePlanned,
      arrivalPlanned: s.orderProduction.arrivalPlanned,
    })
    .from(s.orderContainers)
    .innerJoin(s.orders, eq(s.orders.id, s.orderContainers.orderId))
    .innerJoin(s.brands, eq(s.brands.id, s.orderContainers.brandId))
    .innerJoin(
      s.orderProduction,
      and(
        eq(s.orderProduction.orderId, s.orderContainers.orderId),
        eq(s.orderProduction.brandId, s.orderContainers.brandId),
      ),
    )
    .where(eq(s.orders.customerId, buyer.customerId))
    .orderBy(asc(s.orders.id));
}

describe('the buyer’s calendar feed', () => {
  it('has none at first, then one with a secret shown once', async () => {
    const before = await t.call('GET', '/api/customers/calendar-feed', { token: buyer.token });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ data: { active: false, created_at: null } });

    const feed = await createFeed(buyer.token);
    expect(feed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const status = await t.call('GET', '/api/customers/calendar-feed', { token: buyer.token });
    expect(status.body).toEqual({ data: { active: true, created_at: feed.created_at } });
    expect(JSON.stringify(status.body)).not.toContain(feed.token);
    // Only the hash is kept.
    const rows = await db().select().from(s.calendarFeeds);
    expect(rows.some((r) => r.tokenHash.includes(feed.token))).toBe(false);
  });

  it('shows each container’s departure and arrival on the best date known', async () => {
    const feed = await createFeed(buyer.token);
    const { text, events } = await readFeed(feed.token);
    const containers = await journeyContainers();
    expect(containers.length).toBe(DEMO_JOURNEY.length);
    expect(events.size).toBe(containers.length * 2);
    expect(text).toContain('X-WR-CALNAME:Containers — ');

    for (const box of containers) {
      const etd = events.get(`etd-${box.ref}@localhost:3000`);
      const eta = events.get(`eta-${box.ref}@localhost:3000`);
      expect(etd?.summary).toBe(
        `ETD · ${box.factory} container ${box.booking} (order ${String(box.orderId)})`,
      );
      expect(eta?.summary).toBe(
        `ETA · ${box.factory} container ${box.booking} (order ${String(box.orderId)})`,
      );
      expect(etd?.description).toContain(`/account/orders/${String(box.orderId)}`);
      expect(etd?.start.dateOnly).toBe(true);
    }

    // Awaiting the deposit: both dates are the plan's, and no date has moved yet.
    const waiting = containers.find((c) => c.po === 'PO-BUYER-2001');
    if (!waiting) throw new Error('no PO-BUYER-2001');
    const waitingEtd = events.get(`etd-${waiting.ref}@localhost:3000`);
    expect(dayOf(waitingEtd?.start as Date)).toBe(waiting.departurePlanned);
    expect(dayOf(waitingEtd?.end as Date)).toBe(addDaysToDate(waiting.departurePlanned, 1));
    expect(waitingEtd?.description).toContain('Stage: Awaiting deposit');
    expect(waitingEtd?.sequence).toBe(0);
    const waitingEta = events.get(`eta-${waiting.ref}@localhost:3000`);
    expect(dayOf(waitingEta?.start as Date)).toBe(waiting.arrivalPlanned);

    // On the water: departed (the actual date), its arrival estimate 4 days after the plan.
    const sailing = containers.find((c) => c.po === 'PO-BUYER-2004');
    if (!sailing) throw new Error('no PO-BUYER-2004');
    const [departed] = await db()
      .select({ at: s.tntEvents.eventDateTime })
      .from(s.tntEvents)
      .where(
        and(
          eq(s.tntEvents.orderContainerId, sailing.containerId),
          eq(s.tntEvents.transportEventTypeCode, 'DEPA'),
          eq(s.tntEvents.eventClassifierCode, 'ACT'),
        ),
      );
    if (!departed) throw new Error('no ACT DEPA');
    const sailingEtd = events.get(`etd-${sailing.ref}@localhost:3000`);
    expect(dayOf(sailingEtd?.start as Date)).toBe(departed.at.toISOString().slice(0, 10));
    expect(sailingEtd?.description).toContain('Stage: On the water');
    const sailingEta = events.get(`eta-${sailing.ref}@localhost:3000`);
    expect(dayOf(sailingEta?.start as Date)).toBe(addDaysToDate(sailing.arrivalPlanned, 4));
    expect(sailingEta?.sequence).toBeGreaterThan(0);
  });

  it('moves an event (same UID, higher SEQUENCE) when a new estimate is recorded', async () => {
    const feed = await createFeed(buyer.token);
    const waiting = (await journeyContainers()).find((c) => c.po === 'PO-BUYER-2001');
    if (!waiting) throw new Error('no PO-BUYER-2001');
    const uid = `etd-${waiting.ref}@localhost:3000`;
    const before = (await readFeed(feed.token)).events.get(uid);
    const later = addDaysToDate(waiting.departurePlanned, 6);
    const recorded = await t.call('POST', `/operations/containers/${waiting.ref}/events`, {
      headers: OPS,
      body: {
        eventType: 'TRANSPORT',
        eventClassifierCode: 'EST',
        eventDateTime: `${later}T10:00:00Z`,
        transportEventTypeCode: 'DEPA',
        transportCall: { modeOfTransport: 'VESSEL' },
      },
    });
    expect(recorded.status).toBe(201);
    const after = (await readFeed(feed.token)).events.get(uid);
    expect(dayOf(after?.start as Date)).toBe(later);
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? 0);
  });

  it('replacing the link ends the old one at once', async () => {
    const first = await createFeed(buyer.token);
    const second = await createFeed(buyer.token);
    expect(second.token).not.toBe(first.token);
    expect((await t.call('GET', feedPath(first.token))).status).toBe(404);
    expect((await t.call('GET', feedPath(second.token))).status).toBe(200);
    const live = await db()
      .select()
      .from(s.calendarFeeds)
      .where(eq(s.calendarFeeds.customerId, buyer.customerId));
    expect(live.filter((r) => r.revokedAt === null)).toHaveLength(1);
  });

  it('stopping the feed is a 404 after, and stopping twice is fine', async () => {
    const feed = await createFeed(buyer.token);
    const stopped = await t.call('DELETE', '/api/customers/calendar-feed', { token: buyer.token });
    expect(stopped.status).toBe(204);
    expect((await t.call('GET', feedPath(feed.token))).status).toBe(404);
    const again = await t.call('DELETE', '/api/customers/calendar-feed', { token: buyer.token });
    expect(again.status).toBe(204);
    const status = await t.call('GET', '/api/customers/calendar-feed', { token: buyer.token });
    expect(status.body).toEqual({ data: { active: false, created_at: null } });
  });

  it('another customer’s feed never shows the buyer’s containers', async () => {
    const other = await t.login(DEMO.rrp);
    const buyerFeed = await createFeed(buyer.token);
    const otherFeed = await createFeed(other.token);
    // A company name with iCalendar's separators (and a line break) stays one escaped line.
    await db()
      .update(s.customers)
      .set({ company: 'Oak; Pine, Co\nBEGIN:VEVENT' })
      .where(eq(s.customers.id, other.customerId));
    const { text } = await readFeed(otherFeed.token);
    for (const box of await journeyContainers()) expect(text).not.toContain(box.ref);
    expect(text).toContain('X-WR-CALNAME:Containers — Oak\\; Pine\\, Co\\nBEGIN:VEVENT\r\n');
    expect(text.match(/^BEGIN:VEVENT/gm) ?? []).toHaveLength(0);
    // And the other's new feed left the buyer's alone.
    expect((await t.call('GET', feedPath(buyerFeed.token))).status).toBe(200);
  });

  it('answers 404 to unknown and malformed secrets, 401 without a token', async () => {
    for (const path of [
      feedPath('A'.repeat(43)),
      feedPath('short'),
      feedPath('x'.repeat(101)),
      '/api/calendar-feeds/' + 'A'.repeat(43),
      '/api/calendar-feeds/' + encodeURIComponent('../../etc/passwd.ics'),
      '/api/calendar-feeds/%E0%A4%A.ics',
      `/api/calendar-feeds/${'A'.repeat(40)}%00.ics`,
    ]) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.status, path).toBe(404);
    }
    for (const method of ['GET', 'POST', 'DELETE'])
      expect((await t.call(method, '/api/customers/calendar-feed')).status).toBe(401);
    const extra = await t.call('POST', '/api/customers/calendar-feed', {
      token: buyer.token,
      body: { token: 'mine' },
    });
    expect(extra.status).toBe(400);
  });
});
