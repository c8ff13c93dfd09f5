import type { HTTPError, KyInstance } from 'ky';
import type { z } from 'zod';
import { parseConfig, trackTraceConfigSchema } from '../config';
import type { TrackTraceConfig } from '../config';
import { ApiError } from '../errors/api-error';
import { ResponseShapeError } from '../errors/response-shape-error';
import { bearerHeaders } from '../http/call-options';
import type { CallOptions } from '../http/call-options';
import { parsePayload } from '../http/parse-payload';
import { parseResponse } from '../http/parse-response';
import { requestFailure, segment } from '../http/send';
import { serviceHttp } from '../http/service-http';
import { toApiError } from '../http/to-api-error';
import {
  TRACK_TRACE_EVENT_TYPES,
  dcsaErrorSchema,
  eventIdSchema,
  eventsQuerySchema,
  trackTraceEventSchema,
  trackTraceEventsSchema,
} from './track-trace.schemas';
import type { EventsQuery, TrackTraceEvent } from './track-trace.schemas';

/** How many pages `allEvents` follows at most: 20 pages of up to 1000 events. */
export const MAX_EVENT_PAGES = 20;

export interface EventsPage {
  events: TrackTraceEvent[];
  /**
   * The cursor of the answer's `Next-Page` link: pass it as `events({ cursor: nextPage })`.
   * Absent on the last page.
   */
  nextPage?: string;
}

/**
 * A DCSA error body (`errors: [{ reason, message }]`) as an `ApiError` whose `errors` are its
 * messages; any other failure as the commerce API's are read.
 */
export function dcsaApiError(error: HTTPError): ApiError {
  const dcsa = dcsaErrorSchema.safeParse(error.data);
  if (!dcsa.success) return toApiError(error);
  return new ApiError({
    status: error.response.status,
    errors: dcsa.data.errors.map(
      (entry) => entry.message ?? entry.reason ?? error.response.statusText,
    ),
    method: error.request.method,
    url: error.request.url,
    body: error.data,
  });
}

/** The query string of `GET /v2/events`: lists comma-joined, date operators as `eventCreatedDateTime:gte`. */
export function eventsSearch(query: z.output<typeof eventsQuerySchema>): URLSearchParams {
  const search = new URLSearchParams();
  if ('cursor' in query) {
    search.set('cursor', query.cursor);
    return search;
  }
  // Only the event types this client reads: a hosted carrier's SHIPMENT events are not asked for.
  search.set('eventType', (query.eventType ?? TRACK_TRACE_EVENT_TYPES).join(','));
  if (query.equipmentEventTypeCode)
    search.set('equipmentEventTypeCode', query.equipmentEventTypeCode.join(','));
  if (query.transportEventTypeCode)
    search.set('transportEventTypeCode', query.transportEventTypeCode.join(','));
  if (query.carrierBookingReference)
    search.set('carrierBookingReference', query.carrierBookingReference);
  if (query.equipmentReference) search.set('equipmentReference', query.equipmentReference);
  for (const [operator, value] of Object.entries(query.eventCreatedDateTime ?? {}))
    if (value) search.set(`eventCreatedDateTime:${operator}`, value);
  if (query.limit !== undefined) search.set('limit', String(query.limit));
  return search;
}

/** The cursor of a `Next-Page` link (`/v2/events?cursor=…`, relative or absolute). */
function cursorOf(link: string, where: { method: string; url: string }): string {
  const cursor = new URL(link, where.url).searchParams.get('cursor');
  if (!cursor)
    throw new ResponseShapeError({
      ...where,
      issues: [
        {
          code: 'custom',
          path: ['Next-Page'],
          message: 'A page link without a cursor',
          input: link,
        },
      ],
      body: link,
    });
  return cursor;
}

async function dcsaGet<S extends z.ZodType>(
  http: KyInstance,
  path: string,
  schema: S,
  call: CallOptions,
): Promise<{ data: z.output<S>; headers: Headers; url: string }> {
  const headers = bearerHeaders(call, `GET ${path}`);
  try {
    const response = await http(path, { method: 'get', ...(headers ? { headers } : {}) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: the schema reports what it expected.
    }
    const data = parseResponse(schema, body, { method: 'GET', url: response.url });
    return { data, headers: response.headers, url: response.url };
  } catch (error) {
    throw requestFailure(error, 'GET', dcsaApiError);
  }
}

/**
 * DCSA Track & Trace 2.2.0 events of the buyer's containers, with the customer token
 * (`{ token }`): a buyer sees only their own orders' containers.
 */
export function trackTraceApi(http: KyInstance) {
  const calls = {
    /** GET /v2/events → one page of events and the cursor of the next. */
    async events(query: EventsQuery = {}, options: CallOptions = {}): Promise<EventsPage> {
      const parsed = parsePayload(eventsQuerySchema, query, 'trackTrace.events');
      const { data, headers, url } = await dcsaGet(
        http,
        `v2/events?${eventsSearch(parsed).toString()}`,
        trackTraceEventsSchema,
        options,
      );
      const next = headers.get('Next-Page');
      return next
        ? { events: data, nextPage: cursorOf(next, { method: 'GET', url }) }
        : { events: data };
    },

    /**
     * Every page of GET /v2/events, following `Next-Page`, at most `MAX_EVENT_PAGES` pages;
     * `nextPage` is set only when that bound stopped the walk before the last page.
     */
    async allEvents(query: EventsQuery = {}, options: CallOptions = {}): Promise<EventsPage> {
      const events: TrackTraceEvent[] = [];
      let page = await calls.events(query, options);
      events.push(...page.events);
      for (let count = 1; page.nextPage && count < MAX_EVENT_PAGES; count++) {
        page = await calls.events({ cursor: page.nextPage }, options);
        events.push(...page.events);
      }
      return page.nextPage ? { events, nextPage: page.nextPage } : { events };
    },

    /** GET /v2/events/{eventID} → one event; another customer's or an unknown one is a 404 `ApiError`. */
    async event(eventID: string, options: CallOptions = {}): Promise<TrackTraceEvent> {
      const id = parsePayload(eventIdSchema, eventID, 'trackTrace.event');
      const { data } = await dcsaGet(
        http,
        `v2/events/${segment(id)}`,
        trackTraceEventSchema,
        options,
      );
      return data;
    },
  };
  return calls;
}

export type TrackTraceApi = ReturnType<typeof trackTraceApi>;

/** The Track & Trace calls alone (`@shop/api/track-trace`). */
export function createTrackTraceApi(config: TrackTraceConfig): TrackTraceApi {
  const resolved = parseConfig(trackTraceConfigSchema, config);
  return trackTraceApi(serviceHttp(resolved.endpoint, resolved));
}
