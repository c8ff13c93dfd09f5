import {
  EMPTY_INDICATOR_CODES,
  EQUIPMENT_EVENT_TYPE_CODES,
  EVENT_CLASSIFIERS,
  EVENT_TYPES,
  FACILITY_TYPE_CODES,
  MODES_OF_TRANSPORT,
  TRANSPORT_EVENT_TYPE_CODES,
  isValidEquipmentReference,
} from '@shop/domain';
import { z } from 'zod';
import { idParam } from '../../http/params';

// What DCSA Track & Trace 2.2.0 lets a caller send, checked before any SQL: each list
// value against the spec's enum, each date-time as RFC 3339 with an offset.

/** DCSA's `limit` has a default of 100 and no maximum; ours is 1000. */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

/** A comma-separated list (`eventType=TRANSPORT,EQUIPMENT`): OR between its values. */
const csvOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((text) => text.split(',').map((part) => part.trim()))
    .pipe(z.array(z.enum(values)).min(1));

const dateTime = z.iso
  .datetime({ offset: true, error: 'Must be an ISO 8601 date-time with an offset' })
  .transform((text) => new Date(text));

/** The filters of `GET /v2/events` this backend implements; any other parameter is a 400. */
export const eventFilters = z.strictObject({
  eventType: csvOf(EVENT_TYPES).optional(),
  equipmentEventTypeCode: csvOf(EQUIPMENT_EVENT_TYPE_CODES).optional(),
  transportEventTypeCode: csvOf(TRANSPORT_EVENT_TYPE_CODES).optional(),
  carrierBookingReference: z.string().min(1).max(35).optional(),
  equipmentReference: z.string().min(1).max(15).optional(),
  eventCreatedDateTime: dateTime.optional(),
  'eventCreatedDateTime:gte': dateTime.optional(),
  'eventCreatedDateTime:gt': dateTime.optional(),
  'eventCreatedDateTime:lte': dateTime.optional(),
  'eventCreatedDateTime:lt': dateTime.optional(),
  'eventCreatedDateTime:eq': dateTime.optional(),
  limit: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1)
    .max(MAX_LIMIT)
    .default(DEFAULT_LIMIT),
});
export type EventFilters = z.output<typeof eventFilters>;

/** With a `cursor`, the cursor carries the filters and the limit: nothing else may be sent. */
export const cursorQuery = z.strictObject({ cursor: z.string().min(1).max(4000) });

const position = z.strictObject({ t: z.iso.datetime(), id: z.uuid() });
/** A decoded cursor: the first page's query, and where the page starts (after) or ends (before). */
export const cursorPayload = z.strictObject({
  q: z.record(z.string(), z.string()),
  after: position.optional(),
  before: position.optional(),
});
export type CursorPayload = z.output<typeof cursorPayload>;

export const eventIdParams = z.strictObject({
  eventID: z.uuid({ error: 'Must be an eventID (a UUID)' }),
});

export const equipmentReferenceParams = z.strictObject({
  equipmentReference: z
    .string()
    .refine(isValidEquipmentReference, 'Must be an ISO 6346 container number with its check digit'),
});

export const orderIdParams = z.strictObject({ orderId: idParam });

// ---------------------------------------------------------------- staff writes

const unLocationCode = z.string().regex(/^[A-Z]{2}[A-Z2-9]{3}$/, 'Must be a UN/LOCODE (5 letters)');

const location = z.strictObject({
  locationName: z.string().trim().min(1).max(100).optional(),
  UNLocationCode: unLocationCode.optional(),
});

const transportCall = z.strictObject({
  transportCallID: z.string().trim().min(1).max(100).optional(),
  modeOfTransport: z.enum(MODES_OF_TRANSPORT),
  UNLocationCode: unLocationCode.optional(),
  facilityTypeCode: z.enum(FACILITY_TYPE_CODES).optional(),
  carrierVoyageNumber: z.string().trim().min(1).max(50).optional(),
  location: location.optional(),
  vessel: z
    .strictObject({
      vesselIMONumber: z.string().regex(/^\d{7}$/, 'Must be a 7-digit IMO number'),
      vesselName: z.string().trim().min(1).max(35).optional(),
    })
    .optional(),
});

const eventBase = {
  eventClassifierCode: z.enum(EVENT_CLASSIFIERS),
  eventDateTime: dateTime,
};

/** A staff write: one DCSA event of a container (SHIPMENT events are not recorded here). */
export const staffEventBody = z.discriminatedUnion('eventType', [
  z.strictObject({
    eventType: z.literal('EQUIPMENT'),
    ...eventBase,
    equipmentEventTypeCode: z.enum(EQUIPMENT_EVENT_TYPE_CODES),
    emptyIndicatorCode: z.enum(EMPTY_INDICATOR_CODES),
    eventLocation: location.optional(),
    transportCall: transportCall.optional(),
  }),
  z.strictObject({
    eventType: z.literal('TRANSPORT'),
    ...eventBase,
    transportEventTypeCode: z.enum(TRANSPORT_EVENT_TYPE_CODES),
    transportCall,
  }),
]);
export type StaffEventInput = z.output<typeof staffEventBody>;
