// DCSA Track & Trace 2.2.0 (EVENT_DOMAIN 1.0.4): the container events a buyer follows after
// checkout, under DCSA's own field names and enums, so a hosted carrier's endpoint reads the
// same as the reference backend's.
import {
  EMPTY_INDICATOR_CODES,
  EQUIPMENT_EVENT_TYPE_CODES,
  EVENT_CLASSIFIERS,
  MODES_OF_TRANSPORT,
  TRANSPORT_EVENT_TYPE_CODES,
  type EventType,
} from '@shop/domain';
import { z } from 'zod';

/** PLN planned, EST estimated, ACT actual (kept under this name for the client's users). */
export const EVENT_CLASSIFIER_CODES = EVENT_CLASSIFIERS;
/** The event types this client reads (DCSA's SHIPMENT events are not asked for). */
export const TRACK_TRACE_EVENT_TYPES = [
  'EQUIPMENT',
  'TRANSPORT',
] as const satisfies readonly EventType[];
export { EMPTY_INDICATOR_CODES, EQUIPMENT_EVENT_TYPE_CODES, TRANSPORT_EVENT_TYPE_CODES };

const dateTime = z.iso.datetime({ offset: true });

const locationSchema = z.looseObject({
  locationName: z.string().optional(),
  UNLocationCode: z.string().optional(),
});

/** DCSA `transportCall`: where a transport event (or an equipment event, optionally) happened. */
export const transportCallSchema = z.looseObject({
  transportCallID: z.string().optional(),
  modeOfTransport: z.enum(MODES_OF_TRANSPORT),
  UNLocationCode: z.string().optional(),
  facilityTypeCode: z.string().optional(),
  carrierVoyageNumber: z.string().optional(),
  location: locationSchema.optional(),
  vessel: z
    .looseObject({ vesselIMONumber: z.string(), vesselName: z.string().optional() })
    .optional(),
});
export type TransportCall = z.output<typeof transportCallSchema>;

const eventBase = {
  eventID: z.string().min(1),
  eventClassifierCode: z.enum(EVENT_CLASSIFIER_CODES),
  eventDateTime: dateTime,
  eventCreatedDateTime: dateTime,
  /** E.g. `{ documentReferenceType: 'BKG', documentReferenceValue: carrierBookingReference }`. */
  documentReferences: z
    .array(z.looseObject({ documentReferenceType: z.string(), documentReferenceValue: z.string() }))
    .optional(),
  /** E.g. the buyer's PO (`PO`), and on a transport event the container (`EQ`). */
  references: z
    .array(z.looseObject({ referenceType: z.string(), referenceValue: z.string() }))
    .optional(),
};

/** An EQUIPMENT event: something happened to a container (stuffed, loaded, discharged, …). */
export const equipmentEventSchema = z.looseObject({
  ...eventBase,
  eventType: z.literal('EQUIPMENT'),
  equipmentEventTypeCode: z.enum(EQUIPMENT_EVENT_TYPE_CODES),
  equipmentReference: z.string().optional(),
  ISOEquipmentCode: z.string().optional(),
  emptyIndicatorCode: z.enum(EMPTY_INDICATOR_CODES),
  eventLocation: locationSchema.optional(),
  transportCall: transportCallSchema.optional(),
});
export type EquipmentEvent = z.output<typeof equipmentEventSchema>;

/** A TRANSPORT event: the vessel (or truck, …) arrived or departed. */
export const transportEventSchema = z.looseObject({
  ...eventBase,
  eventType: z.literal('TRANSPORT'),
  transportEventTypeCode: z.enum(TRANSPORT_EVENT_TYPE_CODES),
  transportCall: transportCallSchema,
});
export type TransportEvent = z.output<typeof transportEventSchema>;

export const trackTraceEventSchema = z.discriminatedUnion('eventType', [
  equipmentEventSchema,
  transportEventSchema,
]);
export type TrackTraceEvent = z.output<typeof trackTraceEventSchema>;

export const trackTraceEventsSchema = z.array(trackTraceEventSchema);

/** DCSA's date operators after `eventCreatedDateTime:` (none is `eq`). */
const createdSchema = z.strictObject({
  gte: dateTime.optional(),
  gt: dateTime.optional(),
  lte: dateTime.optional(),
  lt: dateTime.optional(),
  eq: dateTime.optional(),
});

/**
 * The filters of `GET /v2/events` (AND between them, OR within a list), or a `cursor` alone
 * (a page's `nextPage`: it carries the first call's filters and limit).
 */
export const eventsQuerySchema = z.union([
  z.strictObject({
    eventType: z.array(z.enum(TRACK_TRACE_EVENT_TYPES)).min(1).optional(),
    equipmentEventTypeCode: z.array(z.enum(EQUIPMENT_EVENT_TYPE_CODES)).min(1).optional(),
    transportEventTypeCode: z.array(z.enum(TRANSPORT_EVENT_TYPE_CODES)).min(1).optional(),
    carrierBookingReference: z.string().trim().min(1).max(35).optional(),
    equipmentReference: z.string().trim().min(1).max(15).optional(),
    eventCreatedDateTime: createdSchema.optional(),
    limit: z.number().int().min(1).max(1000).optional(),
  }),
  z.strictObject({ cursor: z.string().min(1).max(4000) }),
]);
export type EventsQuery = z.input<typeof eventsQuerySchema>;

export const eventIdSchema = z.string().trim().min(1).max(100);

/** DCSA's error body (ERROR_DOMAIN 1.0.0). */
export const dcsaErrorSchema = z.looseObject({
  httpMethod: z.string().optional(),
  requestUri: z.string().optional(),
  statusCode: z.number().int().optional(),
  statusCodeText: z.string().optional(),
  errorDateTime: z.string().optional(),
  errors: z
    .array(z.looseObject({ reason: z.string().optional(), message: z.string().optional() }))
    .min(1),
});
