import { and, asc, eq, like } from 'drizzle-orm';
import * as s from '../../src/db/schema';
import type { TestBackend } from '../helpers';
import { fixtures, FLAT_PACKED_CARTON, ORDER_ADDRESS } from '../helpers';

// Container orders placed through the real API (cart, container metafield, orders/create),
// and the staff calls that record their containers' events.

export const OPERATIONS_TOKEN = 'demo-operations-token';

export interface Line {
  productId: number;
  variantId: number;
  brandId: number;
}

/** The first container product's variant of each of two factories, stocked, with a small carton. */
export async function containerLines(t: TestBackend): Promise<[Line, Line]> {
  const db = t.backend.services.database.db;
  const f = await fixtures(t);
  const rows = await db
    .select({
      productId: s.products.id,
      variantId: s.variants.id,
      brandId: s.products.brandId,
    })
    .from(s.variants)
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .where(like(s.products.name, '%(Container)'))
    .orderBy(asc(s.products.brandId), asc(s.variants.id));
  const byBrand = new Map<number, Line>();
  for (const row of rows) if (!byBrand.has(row.brandId)) byBrand.set(row.brandId, row);
  const [a, b] = [...byBrand.values()];
  if (!a || !b) throw new Error('the demo needs container products of two factories');
  for (const line of [a, b]) {
    await f.setStock(line.variantId, [100_000, 0]);
    await f.setCarton(line.variantId, FLAT_PACKED_CARTON);
  }
  return [a, b];
}

/** Places an order of `lines` (quantity 1 each), with a `{n}CBM` container picked per factory. */
export async function placeOrder(
  t: TestBackend,
  buyer: { token: string; customerId: number },
  lines: readonly (Line & { capacity?: string })[],
  extra: Record<string, unknown> = {},
) {
  const created = await t.call('POST', '/api/carts', {
    token: buyer.token,
    body: {
      line_items: lines.map((l) => ({
        product_id: l.productId,
        variant_id: l.variantId,
        quantity: 1,
      })),
    },
  });
  if (created.status !== 201) throw new Error(`cart: ${JSON.stringify(created.body)}`);
  const cartId = created.body.message.data.id as string;
  for (const line of lines) {
    if (!line.capacity) continue;
    const set = await t.call('POST', `/api/carts/metafield/${cartId}`, {
      token: buyer.token,
      body: {
        permission_set: 'app_only',
        namespace: 'container_size',
        key: `factoryID:${String(line.brandId)}`,
        value: line.capacity,
      },
    });
    if (set.status >= 300) throw new Error(`metafield: ${JSON.stringify(set.body)}`);
  }
  const res = await t.call('POST', '/api/orders/create', {
    token: buyer.token,
    body: {
      cartId,
      customer_id: buyer.customerId,
      billing_address: ORDER_ADDRESS,
      shipping_address: ORDER_ADDRESS,
      ...extra,
    },
  });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.message.data as { id: number; items_total: number };
}

export interface ContainerJson {
  id: number;
  order_id: number;
  brand_id: number;
  equipmentReference: string;
  carrierBookingReference: string;
  ISOEquipmentCode: string;
}

/** An order's containers, as staff list them. */
export async function containersOf(t: TestBackend, orderId: number): Promise<ContainerJson[]> {
  const res = await t.call('GET', `/operations/orders/${String(orderId)}/containers`, {
    token: OPERATIONS_TOKEN,
  });
  if (res.status !== 200) throw new Error(`containers: ${JSON.stringify(res.body)}`);
  return res.body.message.data as ContainerJson[];
}

/** Records one event of a container (staff). */
export function recordEvent(
  t: TestBackend,
  equipmentReference: string,
  body: Record<string, unknown>,
  key?: string,
) {
  return t.call('POST', `/operations/containers/${equipmentReference}/events`, {
    token: OPERATIONS_TOKEN,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

export const equipmentEvent = (
  code: string,
  classifier = 'ACT',
  eventDateTime = '2026-11-02T08:00:00+08:00',
) => ({
  eventType: 'EQUIPMENT',
  eventClassifierCode: classifier,
  eventDateTime,
  equipmentEventTypeCode: code,
  emptyIndicatorCode: code === 'STUF' || code === 'LOAD' ? 'LADEN' : 'EMPTY',
  eventLocation: { locationName: 'Factory, Foshan', UNLocationCode: 'CNFOS' },
});

export const transportEvent = (code: 'ARRI' | 'DEPA', classifier = 'EST') => ({
  eventType: 'TRANSPORT',
  eventClassifierCode: classifier,
  eventDateTime: '2026-12-01T06:00:00Z',
  transportEventTypeCode: code,
  transportCall: {
    modeOfTransport: 'VESSEL',
    UNLocationCode: code === 'DEPA' ? 'CNNSA' : 'AUSYD',
    facilityTypeCode: 'POTE',
    vessel: { vesselIMONumber: '9321483', vesselName: 'King of the Seas' },
  },
});

/** The order row's status, read from the database. */
export async function orderStatus(t: TestBackend, orderId: number) {
  const db = t.backend.services.database.db;
  const [row] = await db
    .select({ status: s.orders.status, statusId: s.orders.statusId })
    .from(s.orders)
    .where(and(eq(s.orders.id, orderId)));
  return row;
}
