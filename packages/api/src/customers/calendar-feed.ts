import type { KyInstance } from 'ky';
import { z } from 'zod';
import type { RestConfig } from '../config';
import type { CallOptions } from '../http/call-options';
import { parsePayload } from '../http/parse-payload';
import { parseResponse } from '../http/parse-response';
import { requestFailure, segment, send } from '../http/send';
import { restHttp } from '../http/service-http';
import {
  calendarFeedStatusResponseSchema,
  calendarFeedTokenSchema,
  createdCalendarFeedResponseSchema,
} from './calendar-feed.schemas';
import type {
  CalendarFeedFile,
  CalendarFeedStatus,
  CreatedCalendarFeed,
} from './calendar-feed.schemas';

/** What any iCalendar file starts with (RFC 5545): anything else is the wrong answer. */
const icalendarSchema = z.string().startsWith('BEGIN:VCALENDAR');

/**
 * The buyer's private calendar feed of their containers' departures and arrivals: the three
 * calls with their token (`{ token }`), and the feed itself, read by its secret alone.
 */
export function calendarFeedApi(rest: KyInstance) {
  return {
    /** GET /customers/calendar-feed → whether a feed is live, and since when. */
    async status(options: CallOptions = {}): Promise<CalendarFeedStatus> {
      const { data } = await send(rest, {
        method: 'get',
        path: 'customers/calendar-feed',
        schema: calendarFeedStatusResponseSchema,
        call: options,
      });
      return data;
    },

    /**
     * POST /customers/calendar-feed → a new feed's secret (shown only now); the buyer's
     * previous feed stops working.
     */
    async create(options: CallOptions = {}): Promise<CreatedCalendarFeed> {
      const { data } = await send(rest, {
        method: 'post',
        path: 'customers/calendar-feed',
        schema: createdCalendarFeedResponseSchema,
        call: options,
      });
      return data;
    },

    /** DELETE /customers/calendar-feed: stops the live feed (none live is fine too). */
    async stop(options: CallOptions = {}): Promise<void> {
      await send(rest, {
        method: 'delete',
        path: 'customers/calendar-feed',
        schema: z.undefined(),
        call: options,
      });
    },

    /**
     * GET /calendar-feeds/{secret}.ics → the iCalendar text and its headers (no token: the
     * secret is the credential). An unknown or stopped feed is a 404 `ApiError`.
     */
    async file(secret: string): Promise<CalendarFeedFile> {
      const token = parsePayload(calendarFeedTokenSchema, secret, 'calendarFeed.file');
      const path = `calendar-feeds/${segment(token)}.ics`;
      try {
        const response = await rest(path, { method: 'get' });
        const text = await response.text();
        return {
          text: parseResponse(icalendarSchema, text, { method: 'GET', url: response.url }),
          contentType: response.headers.get('content-type') ?? 'text/calendar; charset=utf-8',
          cacheControl: response.headers.get('cache-control') ?? 'private, max-age=300',
        };
      } catch (error) {
        throw requestFailure(error, 'GET');
      }
    },
  };
}

export type CalendarFeedApi = ReturnType<typeof calendarFeedApi>;

/** The calendar feed calls on their own (`client.calendarFeed` is the same). */
export function createCalendarFeedApi(config: RestConfig): CalendarFeedApi {
  return calendarFeedApi(restHttp(config));
}
