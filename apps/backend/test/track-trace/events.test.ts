import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema';
import type { TestBackend } from '../helpers';
import { DEMO, setupBackend } from '../helpers';
import { expectDcsaEvent } from './dcsa-required';
import type { ContainerJson } from './orders';
import {
  OPERATIONS_TOKEN,
  containerLines,
  containersOf,
  equipmentEvent,
  placeOrder,
  recordEvent,
  transportEvent,
} from './orders';

// GET /v2/events and /v2/events/{eventID} (DCSA Track & Trace 2.2.0) on a real backend:
// the buyer's container gets six events, another customer's container two.

let t: TestBackend;
let buyer: { token: string; customerId: number };
let rrp: { token: string; customerId: number };
let mine: ContainerJson;
let theirs: ContainerJson;
const theirEventIds: string[] = [];

beforeAll(async () => {
  t = await setupBackend();
  const [a] = await containerLines(t);
  buyer = await t.login(DEMO.buyer);
  rrp = await t.login(DEMO.rrp);
  [mine] = (await containersOf(t, (await placeOrder(t, buyer, [a])).id)) as [ContainerJson];
  [theirs] = (await containersOf(t, (await placeOrder(t, rrp, [a])).id)) as [ContainerJson];
  // Each order came with its factory's plan (seven PLN events, tested in production.test.ts),
  // and the demo seed gave the buyer container orders at every stage (test/demo-journey.test.ts);
  // the counts below are of the events this file records, so all of those are set aside.
  await t.backend.services.database.db.delete(s.tntEvents);
  const ref = mine.equipmentReference;
  for (const body of [
    equipmentEvent('STUF'),
    equipmentEvent('GTOT'),
    equipmentEvent('LOAD', 'PLN'),
    equipmentEvent('LOAD'),
    transportEvent('DEPA', 'ACT'),
    transportEvent('ARRI', 'EST'),
  ])
    expect((await recordEvent(t, ref, body)).status).toBe(201);
  for (const body of [equipmentEvent('STUF'), transportEvent('DEPA')]) {
    const res = await recordEvent(t, theirs.equipmentReference, body);
    theirEventIds.push(res.body.eventID as string);
  }
});
afterAll(async () => {
  await t.close();
});

/** `token` null: no Authorization header at all. */
const get = (query: string, token: string | null = buyer.token) =>
  t.call('GET', `/v2/events${query}`, token === null ? {} : { token });

describe('GET /v2/events', () => {
  it('answers the buyer their own events only, each with every field 2.2.0 requires', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(res.headers.get('API-Version')).toBe('2.2.0');
    expect(res.headers.get('Current-Page')).toMatch(/^\/v2\/events\?cursor=/);
    expect(res.body).toHaveLength(6);
    for (const event of res.body) expectDcsaEvent(event);
    expect(res.body.map((e: { eventID: string }) => e.eventID)).not.toContain(theirEventIds[0]);
    const equipment = res.body.find((e: { eventType: string }) => e.eventType === 'EQUIPMENT');
    expect(equipment.equipmentReference).toBe(mine.equipmentReference);
    expect(equipment.documentReferences).toEqual([
      { documentReferenceType: 'BKG', documentReferenceValue: mine.carrierBookingReference },
    ]);
    // A transport event names its container with DCSA's EQ reference.
    const transport = res.body.find((e: { eventType: string }) => e.eventType === 'TRANSPORT');
    expect(transport.references).toContainEqual({
      referenceType: 'EQ',
      referenceValue: mine.equipmentReference,
    });
  });

  it('answers staff every event', async () => {
    const res = await get('', OPERATIONS_TOKEN);
    expect(res.body).toHaveLength(8);
    for (const event of res.body) expectDcsaEvent(event);
  });

  it('answers 401 without a token or with an unknown one, in DCSA error shape', async () => {
    const none = await get('', null);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({
      httpMethod: 'GET',
      statusCode: 401,
      statusCodeText: 'Unauthorized',
    });
    expect((await get('', 'not-a-token-of-anyone-here')).status).toBe(401);
  });

  it.each([
    ['?eventType=EQUIPMENT', 4],
    ['?eventType=TRANSPORT', 2],
    ['?eventType=SHIPMENT,TRANSPORT', 2],
    ['?eventType=EQUIPMENT,TRANSPORT', 6],
    ['?equipmentEventTypeCode=LOAD', 2],
    ['?equipmentEventTypeCode=STUF,GTOT', 2],
    ['?transportEventTypeCode=ARRI', 1],
    // A type code matches only events of that type: the two together match nothing.
    ['?transportEventTypeCode=ARRI&equipmentEventTypeCode=LOAD', 0],
  ])('filters %s → %s events', async (query, count) => {
    const res = await get(query);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(count);
  });

  it('filters by booking and by container, never past the owner', async () => {
    expect(
      (await get(`?carrierBookingReference=${mine.carrierBookingReference}`)).body,
    ).toHaveLength(6);
    expect((await get(`?equipmentReference=${mine.equipmentReference}`)).body).toHaveLength(6);
    expect((await get(`?equipmentReference=${theirs.equipmentReference}`)).body).toEqual([]);
    const staff = await get(
      `?carrierBookingReference=${theirs.carrierBookingReference}`,
      OPERATIONS_TOKEN,
    );
    expect(staff.body).toHaveLength(2);
  });

  it('keeps the classifier codes as recorded', async () => {
    const loads = (await get('?equipmentEventTypeCode=LOAD')).body as {
      eventClassifierCode: string;
    }[];
    expect(loads.map((e) => e.eventClassifierCode).sort()).toEqual(['ACT', 'PLN']);
    const arrival = (await get('?transportEventTypeCode=ARRI')).body[0];
    expect(arrival.eventClassifierCode).toBe('EST');
  });

  it('filters by eventCreatedDateTime with each operator', async () => {
    const all = (await get('')).body as { eventCreatedDateTime: string }[];
    const third = all[2]?.eventCreatedDateTime as string;
    const count = async (op: string) =>
      ((await get(`?eventCreatedDateTime${op}=${encodeURIComponent(third)}`)).body as unknown[])
        .length;
    const before = all.filter((e) => e.eventCreatedDateTime < third).length;
    const same = all.filter((e) => e.eventCreatedDateTime === third).length;
    expect(await count(':lt')).toBe(before);
    expect(await count(':lte')).toBe(before + same);
    expect(await count(':gte')).toBe(all.length - before);
    expect(await count(':gt')).toBe(all.length - before - same);
    expect(await count(':eq')).toBe(same);
    expect(await count('')).toBe(same);
    // An offset other than Z names the same instant.
    expect((await get('?eventCreatedDateTime:gte=2000-01-01T10:00:00%2B10:00')).body).toHaveLength(
      6,
    );
  });

  it('pages with limit and cursors: Next-Page to the end, Prev-Page back', async () => {
    const all = ((await get('')).body as { eventID: string }[]).map((e) => e.eventID);
    const first = await get('?limit=4');
    expect(first.body.map((e: { eventID: string }) => e.eventID)).toEqual(all.slice(0, 4));
    expect(first.headers.get('Prev-Page')).toBeNull();
    const next = first.headers.get('Next-Page');
    expect(next).toMatch(/^\/v2\/events\?cursor=[A-Za-z0-9_-]+$/);
    const second = await t.call('GET', next as string, { token: buyer.token });
    expect(second.status).toBe(200);
    expect(second.body.map((e: { eventID: string }) => e.eventID)).toEqual(all.slice(4));
    expect(second.headers.get('Next-Page')).toBeNull();
    expect(second.headers.get('First-Page')).toEqual(expect.any(String));
    const back = await t.call('GET', second.headers.get('Prev-Page') as string, {
      token: buyer.token,
    });
    expect(back.body.map((e: { eventID: string }) => e.eventID)).toEqual(all.slice(0, 4));
    expect(back.headers.get('Prev-Page')).toBeNull();
    // The cursor carries the filters: the second page of LOAD events is LOAD events only.
    const loads = await get('?equipmentEventTypeCode=LOAD&limit=1');
    const more = await t.call('GET', loads.headers.get('Next-Page') as string, {
      token: buyer.token,
    });
    expect(more.body).toHaveLength(1);
    expect(more.body[0].equipmentEventTypeCode).toBe('LOAD');
    expect(more.headers.get('Next-Page')).toBeNull();
    // Another customer following the buyer's link still sees only their own events.
    const followed = await t.call('GET', next as string, { token: rrp.token });
    expect(followed.body.length).toBeGreaterThan(0);
    for (const event of followed.body) expect(theirEventIds).toContain(event.eventID);
  });

  it.each([
    ['an unknown event type', '?eventType=CARGO', 'eventType'],
    ['an unknown equipment code', '?equipmentEventTypeCode=RDY', 'equipmentEventTypeCode'],
    ['an unknown transport code', '?transportEventTypeCode=LAND', 'transportEventTypeCode'],
    ['a date without offset', '?eventCreatedDateTime:gte=2026-11-02', 'eventCreatedDateTime:gte'],
    [
      'an unknown operator',
      '?eventCreatedDateTime:ne=2026-11-02T00:00:00Z',
      'eventCreatedDateTime:ne',
    ],
    ['limit 0', '?limit=0', 'limit'],
    ['limit over 1000', '?limit=1001', 'limit'],
    ['limit not a number', '?limit=ten', 'limit'],
    ['a cursor this server did not make', '?cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['a parameter not implemented', '?vesselIMONumber=9321483', 'vesselIMONumber'],
  ])('refuses %s with a DCSA 400', async (_why, query, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.headers.get('API-Version')).toBe('2.2.0');
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'errorDateTime',
        'errors',
        'httpMethod',
        'requestUri',
        'statusCode',
        'statusCodeText',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      httpMethod: 'GET',
      statusCode: 400,
      statusCodeText: 'Bad Request',
    });
    expect(res.body.requestUri).toBe(`/v2/events${query}`);
    expect(Number.isNaN(Date.parse(res.body.errorDateTime))).toBe(false);
    expect(res.body.errors[0]).toEqual({
      reason: 'invalidQuery',
      message: expect.stringContaining(field),
    });
  });
});

describe('GET /v2/events/{eventID}', () => {
  it("answers the owner their event, staff any, and another customer's event 404", async () => {
    const [event] = (await get('')).body;
    const one = await t.call('GET', `/v2/events/${String(event.eventID)}`, { token: buyer.token });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(event);
    expectDcsaEvent(one.body);
    const theirsAsBuyer = await t.call('GET', `/v2/events/${String(theirEventIds[0])}`, {
      token: buyer.token,
    });
    expect(theirsAsBuyer.status).toBe(404);
    expect(theirsAsBuyer.body).toMatchObject({
      statusCode: 404,
      statusCodeText: 'Not Found',
      errors: [{ reason: 'notFound' }],
    });
    const asStaff = await t.call('GET', `/v2/events/${String(theirEventIds[0])}`, {
      token: OPERATIONS_TOKEN,
    });
    expect(asStaff.status).toBe(200);
    expect((await t.call('GET', `/v2/events/${String(event.eventID)}`)).status).toBe(401);
    expect((await t.call('GET', '/v2/events/not-a-uuid', { token: buyer.token })).status).toBe(400);
  });
});
