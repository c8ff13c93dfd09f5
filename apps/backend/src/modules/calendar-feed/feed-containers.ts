// The containers a feed shows: the owner's orders only (ownership is in the WHERE), each
// factory's container with its planned dates, its DCSA events and whether its deposit is paid.
import { INVOICE_STATUS, type MilestoneEvent } from '@shop/domain';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { milestoneEventOf } from '../track-trace/serialize';

/** Orders that will not ship (refunded, cancelled, declined) have no dates to keep. */
const NOT_SHIPPING_STATUSES = [4, 5, 6];

export interface FeedContainer {
  orderId: number;
  brandId: number;
  factory: string;
  equipmentReference: string;
  carrierBookingReference: string;
  departurePlanned: string;
  arrivalPlanned: string;
  depositPaid: boolean;
  events: MilestoneEvent[];
}

export async function feedContainers(db: Db, customerId: number): Promise<FeedContainer[]> {
  const rows = await db
    .select({
      containerId: s.orderContainers.id,
      orderId: s.orderContainers.orderId,
      brandId: s.orderContainers.brandId,
      factory: s.brands.name,
      equipmentReference: s.orderContainers.equipmentReference,
      carrierBookingReference: s.orderContainers.carrierBookingReference,
      departurePlanned: s.orderProduction.departurePlanned,
      arrivalPlanned: s.orderProduction.arrivalPlanned,
    })
    .from(s.orderContainers)
    .innerJoin(s.orders, eq(s.orders.id, s.orderContainers.orderId))
    .innerJoin(
      s.orderProduction,
      and(
        eq(s.orderProduction.orderId, s.orderContainers.orderId),
        eq(s.orderProduction.brandId, s.orderContainers.brandId),
      ),
    )
    .innerJoin(s.brands, eq(s.brands.id, s.orderContainers.brandId))
    .where(
      and(
        eq(s.orders.customerId, customerId),
        notInArray(s.orders.statusId, NOT_SHIPPING_STATUSES),
      ),
    )
    .orderBy(asc(s.orderContainers.orderId), asc(s.orderContainers.brandId));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.containerId);
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const [events, paidDeposits] = await Promise.all([
    db
      .select()
      .from(s.tntEvents)
      .where(inArray(s.tntEvents.orderContainerId, ids))
      .orderBy(asc(s.tntEvents.eventCreatedDateTime)),
    db
      .select({ orderId: s.invoices.orderId, brandId: s.invoices.brandId })
      .from(s.invoices)
      .where(
        and(
          eq(s.invoices.customerId, customerId),
          inArray(s.invoices.orderId, orderIds),
          eq(s.invoices.type, 'deposit'),
          eq(s.invoices.status, INVOICE_STATUS.paid),
        ),
      ),
  ]);
  const paid = new Set(paidDeposits.map((d) => `${String(d.orderId)}-${String(d.brandId)}`));
  return rows.map(({ containerId, ...row }) => ({
    ...row,
    depositPaid: paid.has(`${String(row.orderId)}-${String(row.brandId)}`),
    events: events.filter((event) => event.orderContainerId === containerId).map(milestoneEventOf),
  }));
}
