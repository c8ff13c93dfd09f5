import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import * as s from '../../db/schema';
import { ordersVisibleTo } from '../orders/orders-visible-to';
import type { EventFilters } from './schemas';
import type { EventRow } from './serialize';

// The SQL of the Track & Trace calls. Who may see an order is in every WHERE (event →
// container → order → its buyer, or a colleague whose role sees the company's orders):
// anyone else's event is simply not found.

/** Who asks: staff (OPERATIONS_TOKEN) see every event, a buyer the orders they may read (orders-visible-to.ts). */
export type Viewer = { staff: true } | { staff: false; customerId: number };

/** A page's edge: an event's created time and id (the list's order). */
export interface Position {
  t: Date;
  id: string;
}

const e = s.tntEvents;
const oc = s.orderContainers;

/** Staff see every event; a buyer their orders' and the colleagues' orders their role sees. */
const visibleTo = (db: Db, viewer: Viewer) =>
  viewer.staff ? undefined : ordersVisibleTo(db, viewer.customerId);

function filterConditions(f: EventFilters): (SQL | undefined)[] {
  const created = e.eventCreatedDateTime;
  const conditions: (SQL | false | undefined)[] = [
    f.eventType && inArray(e.eventType, f.eventType),
    // A type code filter only matches events of that type (DCSA: equipmentEventTypeCode=GTIN
    // and transportEventTypeCode=ARRI together match nothing).
    f.equipmentEventTypeCode && inArray(e.equipmentEventTypeCode, f.equipmentEventTypeCode),
    f.transportEventTypeCode && inArray(e.transportEventTypeCode, f.transportEventTypeCode),
    f.carrierBookingReference !== undefined &&
      eq(oc.carrierBookingReference, f.carrierBookingReference),
    f.equipmentReference !== undefined && eq(e.equipmentReference, f.equipmentReference),
    f.eventCreatedDateTime && eq(created, f.eventCreatedDateTime),
    f['eventCreatedDateTime:eq'] && eq(created, f['eventCreatedDateTime:eq']),
    f['eventCreatedDateTime:gte'] && gte(created, f['eventCreatedDateTime:gte']),
    f['eventCreatedDateTime:gt'] && gt(created, f['eventCreatedDateTime:gt']),
    f['eventCreatedDateTime:lte'] && lte(created, f['eventCreatedDateTime:lte']),
    f['eventCreatedDateTime:lt'] && lt(created, f['eventCreatedDateTime:lt']),
  ];
  return conditions.map((condition) => condition || undefined);
}

const rowColumns = {
  event: e,
  isoEquipmentCode: oc.isoEquipmentCode,
  purchaseOrder: s.orders.costumerOrderNumber,
};

const eventsWithOwners = (db: Db) =>
  db
    .select(rowColumns)
    .from(e)
    .innerJoin(oc, eq(oc.id, e.orderContainerId))
    .innerJoin(s.orders, eq(s.orders.id, oc.orderId));

const keyset = sql`(${e.eventCreatedDateTime}, ${e.eventId})`;
const positionSql = (p: Position) => sql`(${p.t.toISOString()}::timestamptz, ${p.id}::uuid)`;

/**
 * One page of events in created order (then id): `limit + 1` rows are read so the caller
 * knows whether another page follows. With `before`, the page ending before that event is
 * read backwards and returned in order.
 */
export async function listEvents(
  db: Db,
  viewer: Viewer,
  filters: EventFilters,
  edge: { after?: Position | undefined; before?: Position | undefined },
): Promise<EventRow[]> {
  const where = and(
    visibleTo(db, viewer),
    ...filterConditions(filters),
    edge.after && sql`${keyset} > ${positionSql(edge.after)}`,
    edge.before && sql`${keyset} < ${positionSql(edge.before)}`,
  );
  const backwards = edge.before !== undefined;
  const rows = await eventsWithOwners(db)
    .where(where)
    .orderBy(
      ...(backwards
        ? [desc(e.eventCreatedDateTime), desc(e.eventId)]
        : [asc(e.eventCreatedDateTime), asc(e.eventId)]),
    )
    .limit(filters.limit + 1);
  return backwards ? rows.reverse() : rows;
}

/** One event, if the viewer may see it. */
export async function findEvent(
  db: Db,
  viewer: Viewer,
  eventId: string,
): Promise<EventRow | undefined> {
  const [row] = await eventsWithOwners(db).where(
    and(eq(e.eventId, eventId), visibleTo(db, viewer)),
  );
  return row;
}

/** The event a staff write with this Idempotency-Key made, with its request hash. */
export async function eventByKey(db: Db | Tx, key: string) {
  const [row] = await db
    .select({ ...rowColumns, requestHash: e.requestHash })
    .from(e)
    .innerJoin(oc, eq(oc.id, e.orderContainerId))
    .innerJoin(s.orders, eq(s.orders.id, oc.orderId))
    .where(eq(e.idempotencyKey, key));
  return row;
}

/** A container by its number, with the order it ships for. */
export async function containerByReference(db: Db | Tx, equipmentReference: string) {
  const [row] = await db
    .select({ container: oc, purchaseOrder: s.orders.costumerOrderNumber })
    .from(oc)
    .innerJoin(s.orders, eq(s.orders.id, oc.orderId))
    .where(eq(oc.equipmentReference, equipmentReference));
  return row;
}

/** An order's containers (staff), or undefined when there is no such order. */
export async function containersOfOrder(db: Db, orderId: number) {
  const [order] = await db
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(eq(s.orders.id, orderId));
  if (!order) return undefined;
  return db.select().from(oc).where(eq(oc.orderId, orderId)).orderBy(asc(oc.id));
}
