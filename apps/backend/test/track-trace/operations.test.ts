import { isValidEquipmentReference } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../helpers';
import { DEMO, fixtures, setupBackend } from '../helpers';
import type { Line } from './orders';
import {
  OPERATIONS_TOKEN,
  containerLines,
  containersOf,
  equipmentEvent,
  orderStatus,
  placeOrder,
  recordEvent,
  transportEvent,
} from './orders';

let t: TestBackend;
let a: Line;
let b: Line;
let buyer: { token: string; customerId: number };
beforeAll(async () => {
  t = await setupBackend();
  [a, b] = await containerLines(t);
  buyer = await t.login(DEMO.buyer);
});
afterAll(async () => {
  await t.close();
});

describe('order placement makes the containers', () => {
  it('makes one container per factory, numbered with a valid check digit, its ISO code from the capacity', async () => {
    const order = await placeOrder(t, buyer, [{ ...a, capacity: '67CBM' }, b]);
    const containers = await containersOf(t, order.id);
    expect(containers.map((c) => c.brand_id).sort()).toEqual([a.brandId, b.brandId].sort());
    for (const c of containers) {
      expect(c.order_id).toBe(order.id);
      expect(c.equipmentReference).toMatch(/^SHPU\d{7}$/);
      expect(isValidEquipmentReference(c.equipmentReference)).toBe(true);
      expect(c.carrierBookingReference.length).toBeLessThanOrEqual(35);
    }
    expect(new Set(containers.map((c) => c.equipmentReference)).size).toBe(2);
    expect(new Set(containers.map((c) => c.carrierBookingReference)).size).toBe(2);
    const code = (brandId: number) =>
      containers.find((c) => c.brand_id === brandId)?.ISOEquipmentCode;
    // 67 CBM is the 40 ft box; no pick is the standard 26 CBM, which the 20 ft box holds.
    expect(code(a.brandId)).toBe('42GP');
    expect(code(b.brandId)).toBe('22GP');
    // The next order's containers get numbers of their own.
    const next = await placeOrder(t, buyer, [a]);
    const [again] = await containersOf(t, next.id);
    expect(containers.map((c) => c.equipmentReference)).not.toContain(again?.equipmentReference);
  });

  it('makes none for an order without container lines', async () => {
    const f = await fixtures(t);
    await f.setStock(f.plain.variantId, [100, 0]);
    const order = await placeOrder(t, buyer, [
      { productId: f.plain.productId, variantId: f.plain.variantId, brandId: f.plain.brandId },
    ]);
    expect(await containersOf(t, order.id)).toEqual([]);
  });

  it('lists containers to staff only', async () => {
    const order = await placeOrder(t, buyer, [a]);
    const path = `/operations/orders/${String(order.id)}/containers`;
    expect((await t.call('GET', path)).status).toBe(401);
    expect((await t.call('GET', path, { token: buyer.token })).status).toBe(401);
    expect(
      (await t.call('GET', '/operations/orders/999999/containers', { token: OPERATIONS_TOKEN }))
        .status,
    ).toBe(404);
  });
});

describe('staff event writes', () => {
  it('records a DCSA event: 201 with the stored event, its booking as a BKG reference', async () => {
    const order = await placeOrder(t, buyer, [a], { costumer_order_number: 'PO-4471' });
    const [container] = await containersOf(t, order.id);
    if (!container) throw new Error('no container');
    const res = await recordEvent(t, container.equipmentReference, equipmentEvent('STUF'));
    expect(res.status).toBe(201);
    expect(res.headers.get('API-Version')).toBe('2.2.0');
    expect(res.body).toMatchObject({
      eventType: 'EQUIPMENT',
      eventClassifierCode: 'ACT',
      eventDateTime: '2026-11-02T00:00:00.000Z',
      equipmentEventTypeCode: 'STUF',
      equipmentReference: container.equipmentReference,
      ISOEquipmentCode: container.ISOEquipmentCode,
      emptyIndicatorCode: 'LADEN',
      eventLocation: { locationName: 'Factory, Foshan', UNLocationCode: 'CNFOS' },
      documentReferences: [
        { documentReferenceType: 'BKG', documentReferenceValue: container.carrierBookingReference },
      ],
      references: [{ referenceType: 'PO', referenceValue: 'PO-4471' }],
    });
    expect(res.body.eventID).toMatch(/^[0-9a-f-]{36}$/);
    const transport = await recordEvent(t, container.equipmentReference, transportEvent('DEPA'));
    expect(transport.status).toBe(201);
    // DCSA requires a transportCallID: one is made when staff leave it out.
    expect(transport.body.transportCall.transportCallID).toEqual(expect.any(String));
  });

  it('answers a replay of the same Idempotency-Key with the first event, writing nothing twice', async () => {
    const order = await placeOrder(t, buyer, [a]);
    const [container] = await containersOf(t, order.id);
    if (!container) throw new Error('no container');
    const ref = container.equipmentReference;
    const first = await recordEvent(t, ref, equipmentEvent('GTOT'), 'ops-key-gtot-0001');
    const replay = await recordEvent(t, ref, equipmentEvent('GTOT'), 'ops-key-gtot-0001');
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const listed = await t.call('GET', `/v2/events?equipmentReference=${ref}`, {
      token: OPERATIONS_TOKEN,
    });
    // Beside the factory's plan (PLN events made with the order), the one event written.
    const written = listed.body.filter(
      (e: { eventClassifierCode: string }) => e.eventClassifierCode !== 'PLN',
    );
    expect(written).toHaveLength(1);
    // The same key with another event is the client's bug, not a retry.
    const reused = await recordEvent(t, ref, equipmentEvent('GTIN'), 'ops-key-gtot-0001');
    expect(reused.status).toBe(422);
  });

  it('refuses writes without the operations token, with a bad body or number, or for no container', async () => {
    const order = await placeOrder(t, buyer, [a]);
    const [container] = await containersOf(t, order.id);
    if (!container) throw new Error('no container');
    const ref = container.equipmentReference;
    const asBuyer = await t.call('POST', `/operations/containers/${ref}/events`, {
      token: buyer.token,
      body: equipmentEvent('STUF'),
    });
    expect(asBuyer.status).toBe(401);
    const unknownCode = await recordEvent(t, ref, {
      ...equipmentEvent('STUF'),
      equipmentEventTypeCode: 'RDY',
    });
    expect(unknownCode.status).toBe(400);
    expect(unknownCode.body.message[0].errors).toHaveProperty('equipmentEventTypeCode');
    const noCall = await recordEvent(t, ref, {
      ...transportEvent('ARRI'),
      transportCall: undefined,
    });
    expect(noCall.status).toBe(400);
    const { emptyIndicatorCode: _e, ...noEmpty } = equipmentEvent('GTIN');
    expect((await recordEvent(t, ref, noEmpty)).status).toBe(400);
    const badDigit = `${ref.slice(0, 10)}${String((Number(ref.at(-1)) + 1) % 10)}`;
    expect((await recordEvent(t, badDigit, equipmentEvent('STUF'))).status).toBe(400);
    expect((await recordEvent(t, 'CSQU3054383', equipmentEvent('STUF'))).status).toBe(404);
  });
});

describe('ACT LOAD ships the container', () => {
  it('makes one shipment per container (a second LOAD does not), counts the items and moves the order to the platform statuses', async () => {
    const order = await placeOrder(t, buyer, [a, b]);
    const containers = await containersOf(t, order.id);
    const [first, second] = containers;
    if (!first || !second) throw new Error('two containers expected');
    const shipmentsPath = `/api/customers/orders/${String(order.id)}/shipments`;
    // Planned and estimated loads ship nothing.
    await recordEvent(t, first.equipmentReference, equipmentEvent('LOAD', 'PLN'));
    await recordEvent(t, first.equipmentReference, equipmentEvent('LOAD', 'EST'));
    expect((await t.call('GET', shipmentsPath, { token: buyer.token })).body.message).toEqual([]);
    expect((await orderStatus(t, order.id))?.status).toBe('Awaiting Fulfillment');

    await recordEvent(t, first.equipmentReference, equipmentEvent('LOAD'));
    await recordEvent(
      t,
      first.equipmentReference,
      equipmentEvent('LOAD', 'ACT', '2026-11-03T08:00:00Z'),
    );
    const shipments = await t.call('GET', shipmentsPath, { token: buyer.token });
    expect(shipments.status).toBe(200);
    expect(shipments.body.message).toHaveLength(1);
    const lineOf = first.brand_id === a.brandId ? a : b;
    expect(shipments.body.message[0]).toMatchObject({
      order_id: order.id,
      customer_id: buyer.customerId,
      tracking_number: first.equipmentReference,
      shipping_method: 'Container freight',
      items: [{ product_id: lineOf.productId, quantity: 1, order_product_id: expect.any(Number) }],
    });
    expect(await orderStatus(t, order.id)).toEqual({ status: 'Partially Shipped', statusId: 3 });
    const shipping = await t.call('GET', `/api/customers/orders/${String(order.id)}/shipping`, {
      token: buyer.token,
    });
    expect(shipping.body.message[0].items_shipped).toBe(1);

    await recordEvent(t, second.equipmentReference, equipmentEvent('LOAD'));
    expect((await t.call('GET', shipmentsPath, { token: buyer.token })).body.message).toHaveLength(
      2,
    );
    expect(await orderStatus(t, order.id)).toEqual({ status: 'Shipped', statusId: 2 });
  });

  it("answers another customer's order shipments with 404", async () => {
    const order = await placeOrder(t, buyer, [a]);
    const rrp = await t.login(DEMO.rrp);
    const theirs = await t.call('GET', `/api/customers/orders/${String(order.id)}/shipments`, {
      token: rrp.token,
    });
    expect(theirs.status).toBe(404);
  });
});
