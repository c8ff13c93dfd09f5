// `@shop/api/track-trace`: DCSA Track & Trace 2.2.0 events of the buyer's containers
// (`GET /v2/events`, `/v2/events/{eventID}`), at the reference backend or a hosted carrier.
export { createTrackTraceApi, MAX_EVENT_PAGES } from './track-trace-client';
export type { EventsPage, TrackTraceApi } from './track-trace-client';
export {
  EQUIPMENT_EVENT_TYPE_CODES,
  EVENT_CLASSIFIER_CODES,
  EMPTY_INDICATOR_CODES,
  equipmentEventSchema,
  eventsQuerySchema,
  TRACK_TRACE_EVENT_TYPES,
  trackTraceEventSchema,
  TRANSPORT_EVENT_TYPE_CODES,
  transportCallSchema,
  transportEventSchema,
} from './track-trace.schemas';
export type {
  EquipmentEvent,
  EventsQuery,
  TrackTraceEvent,
  TransportCall,
  TransportEvent,
} from './track-trace.schemas';
export type { CallOptions } from '../http/call-options';
export type { TrackTraceConfig } from '../config';
