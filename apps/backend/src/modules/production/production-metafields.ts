// The order metafield `production` / `factory:{brandId}` (BigCommerce order metafields): each
// factory's slot, pro-forma and invoices, read from the typed tables every time, never stored,
// so it cannot disagree with them. ETD and ETA carry the plan, and the latest estimate and the
// actual date as the container's DCSA events report them.
import { and, asc, eq } from 'drizzle-orm';
import {
  INVOICE_STATUS_LABELS,
  milestoneDates,
  type InvoiceStatusCode,
  type MilestoneKey,
} from '@shop/domain';
import type { Db, Tx } from '../../db/client';
import * as s from '../../db/schema';
import { milestoneEventOf } from '../track-trace/serialize';

export const PRODUCTION_METAFIELD_NAMESPACE = 'production';
export const productionMetafieldKey = (brandId: number) => `factory:${String(brandId)}`;

export function invoiceJson(invoice: typeof s.invoices.$inferSelect) {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    orderNumber: String(invoice.orderId),
    type: invoice.type,
    dueDate: invoice.dueDate,
    originalBalance: { code: invoice.currency, value: invoice.originalBalance.toFixed(2) },
    openBalance: { code: invoice.currency, value: invoice.openBalance.toFixed(2) },
    status: invoice.status,
    statusLabel: INVOICE_STATUS_LABELS[invoice.status as InvoiceStatusCode],
  };
}

type StoredEvent = typeof s.tntEvents.$inferSelect;

/** A milestone's plan (the slot's), with the estimate and the actual date its events report. */
function milestoneJson(events: readonly StoredEvent[], key: MilestoneKey, planned: string) {
  const dates = milestoneDates(events.map(milestoneEventOf)).find((d) => d.milestone.key === key);
  return {
    planned,
    ...(dates?.estimated && { estimated: dates.estimated.slice(0, 10) }),
    ...(dates?.actual && { actual: dates.actual.slice(0, 10) }),
  };
}

/** The production metafields of an order whose owner the caller has already checked. */
export async function productionMetafields(q: Db | Tx, orderId: number) {
  const [rows, invoices, events] = await Promise.all([
    q
      .select({ production: s.orderProduction, factory: s.brands.name, box: s.orderContainers })
      .from(s.orderProduction)
      .innerJoin(s.brands, eq(s.brands.id, s.orderProduction.brandId))
      .leftJoin(
        s.orderContainers,
        and(
          eq(s.orderContainers.orderId, s.orderProduction.orderId),
          eq(s.orderContainers.brandId, s.orderProduction.brandId),
        ),
      )
      .where(eq(s.orderProduction.orderId, orderId))
      .orderBy(asc(s.orderProduction.brandId)),
    q.select().from(s.invoices).where(eq(s.invoices.orderId, orderId)).orderBy(asc(s.invoices.id)),
    q
      .select({ event: s.tntEvents })
      .from(s.tntEvents)
      .innerJoin(s.orderContainers, eq(s.orderContainers.id, s.tntEvents.orderContainerId))
      .where(eq(s.orderContainers.orderId, orderId)),
  ]);
  return rows.map(({ production: p, factory, box }) => {
    const boxEvents = events.flatMap(({ event }) =>
      box && event.orderContainerId === box.id ? [event] : [],
    );
    return {
      namespace: PRODUCTION_METAFIELD_NAMESPACE,
      key: productionMetafieldKey(p.brandId),
      value: JSON.stringify({
        factory: { id: p.brandId, name: factory },
        proforma_number: p.proformaNumber,
        // The container the factory ships in, to follow on DCSA Track & Trace (`/v2/events`).
        container: box && {
          equipment_reference: box.equipmentReference,
          carrier_booking_reference: box.carrierBookingReference,
          iso_equipment_code: box.isoEquipmentCode,
        },
        container_value: p.containerValue,
        deposit_percent: p.depositPercent,
        slot: { key: p.slotKey, cutoff_at: p.cutoffAt.toISOString() },
        etd: milestoneJson(boxEvents, 'departed', p.departurePlanned),
        eta: milestoneJson(boxEvents, 'arrived', p.arrivalPlanned),
        invoices: invoices.filter((i) => i.brandId === p.brandId).map(invoiceJson),
      }),
    };
  });
}
