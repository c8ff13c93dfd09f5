import type { MilestoneEvent } from '@shop/domain';
import type * as s from '../../db/schema';

// Events as DCSA Track & Trace 2.2.0 answers them (EVENT_DOMAIN 1.0.4 `equipmentEvent`,
// `transportEvent`): its field names, its enums, date-times in ISO 8601. Optional fields
// with no value are left out rather than sent as null.

/** An event row with what its container and order add to it. */
export interface EventRow {
  event: typeof s.tntEvents.$inferSelect;
  isoEquipmentCode: string;
  /** The buyer's purchase order number (the order's `costumer_order_number`), '' when none. */
  purchaseOrder: string;
}

interface Reference {
  referenceType: 'PO' | 'EQ';
  referenceValue: string;
}

/** DCSA `references`: the buyer's PO, so their systems can match the event to their order. */
const poReference = (row: EventRow): Reference[] =>
  row.purchaseOrder ? [{ referenceType: 'PO', referenceValue: row.purchaseOrder }] : [];

export function eventJson(row: EventRow) {
  const e = row.event;
  const base = {
    eventID: e.eventId,
    eventType: e.eventType,
    eventClassifierCode: e.eventClassifierCode,
    eventDateTime: e.eventDateTime.toISOString(),
    eventCreatedDateTime: e.eventCreatedDateTime.toISOString(),
  };
  if (e.eventType === 'TRANSPORT') {
    return {
      ...base,
      transportEventTypeCode: e.transportEventTypeCode,
      transportCall: e.transportCall,
      documentReferences: e.documentReferences,
      // A transport event has no equipmentReference field: DCSA's EQ reference names the container.
      references: [
        { referenceType: 'EQ', referenceValue: e.equipmentReference },
        ...poReference(row),
      ],
    };
  }
  return {
    ...base,
    equipmentEventTypeCode: e.equipmentEventTypeCode,
    equipmentReference: e.equipmentReference,
    ISOEquipmentCode: row.isoEquipmentCode,
    emptyIndicatorCode: e.emptyIndicatorCode,
    ...(e.eventLocation ? { eventLocation: e.eventLocation } : {}),
    ...(e.transportCall ? { transportCall: e.transportCall } : {}),
    documentReferences: e.documentReferences,
    references: poReference(row),
  };
}

/** An order's container, as the staff calls list it. */
export function containerJson(c: typeof s.orderContainers.$inferSelect) {
  return {
    id: c.id,
    order_id: c.orderId,
    brand_id: c.brandId,
    equipmentReference: c.equipmentReference,
    carrierBookingReference: c.carrierBookingReference,
    ISOEquipmentCode: c.isoEquipmentCode,
    created_at: c.createdAt.toISOString(),
  };
}

/** An order shipment in the commerce platform's v2 shape (`orders/{id}/shipments`). */
export function shipmentJson(
  row: typeof s.orderShipments.$inferSelect,
  customerId: number,
): Record<string, unknown> {
  return {
    id: row.id,
    order_id: row.orderId,
    customer_id: customerId,
    order_address_id: row.orderAddressId,
    date_created: row.createdAt.toISOString(),
    tracking_number: row.trackingNumber,
    shipping_method: row.shippingMethod,
    shipping_provider: '',
    tracking_carrier: '',
    tracking_link: '',
    comments: row.comments,
    items: row.items,
  };
}

/** What the domain's milestone rules (milestoneOf, milestoneDates, …) read of a stored event. */
export const milestoneEventOf = (event: typeof s.tntEvents.$inferSelect): MilestoneEvent => ({
  eventType: event.eventType,
  eventClassifierCode: event.eventClassifierCode,
  eventDateTime: event.eventDateTime.toISOString(),
  eventCreatedDateTime: event.eventCreatedDateTime.toISOString(),
  equipmentEventTypeCode: event.equipmentEventTypeCode,
  transportEventTypeCode: event.transportEventTypeCode,
  emptyIndicatorCode: event.emptyIndicatorCode,
});
