// The order metafield `production` / `factory:{brandId}` (BigCommerce order metafields): each
// factory's slot, pro-forma and invoices, read from the typed tables every time, never stored,
// so it cannot disagree with them.
import { and, asc, eq } from 'drizzle-orm';
import { INVOICE_STATUS_LABELS, type InvoiceStatusCode } from '@shop/domain';
import type { Db, Tx } from '../../db/client';
import * as s from '../../db/schema';

export const PRODUCTION_METAFIELD_NAMESPACE = 'production';
export const productionMetafieldKey = (brandId: number) => `factory:${String(brandId)}`;

export function invoiceJson(invoice: typeof s.invoices.$inferSelect) {
  return {
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    order_number: String(invoice.orderId),
    type: invoice.type,
    due_date: invoice.dueDate,
    original_balance: { code: invoice.currency, value: invoice.originalBalance.toFixed(2) },
    open_balance: { code: invoice.currency, value: invoice.openBalance.toFixed(2) },
    status: invoice.status,
    status_label: INVOICE_STATUS_LABELS[invoice.status as InvoiceStatusCode],
  };
}

/** The production metafields of an order whose owner the caller has already checked. */
export async function productionMetafields(q: Db | Tx, orderId: number) {
  const [rows, invoices] = await Promise.all([
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
  ]);
  return rows.map(({ production: p, factory, box }) => ({
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
      etd: { planned: p.departurePlanned },
      eta: { planned: p.arrivalPlanned },
      invoices: invoices.filter((i) => i.brandId === p.brandId).map(invoiceJson),
    }),
  }));
}
