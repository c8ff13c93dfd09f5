// A buyer's private calendar feed (ours: no commerce contract has one): whether it is live,
// the secret of a new one (shown once), and the secret's shape in the feed's URL.
import { z } from 'zod';

const dateTime = z.iso.datetime({ offset: true });

/** A feed's secret as the backend makes them (256 random bits, base64url). */
export const calendarFeedTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, {
  error: 'Expected a calendar feed secret (base64url)',
});

/** GET /customers/calendar-feed → `data`: whether a feed is live and since when (never its secret). */
export const calendarFeedStatusSchema = z.looseObject({
  active: z.boolean(),
  created_at: dateTime.nullable(),
});
export type CalendarFeedStatus = z.output<typeof calendarFeedStatusSchema>;

/** POST /customers/calendar-feed → `data`: the new feed's secret, the only time it is shown. */
export const createdCalendarFeedSchema = z.looseObject({
  token: calendarFeedTokenSchema,
  created_at: dateTime,
});
export type CreatedCalendarFeed = z.output<typeof createdCalendarFeedSchema>;

export const calendarFeedStatusResponseSchema = z.looseObject({ data: calendarFeedStatusSchema });
export const createdCalendarFeedResponseSchema = z.looseObject({
  data: createdCalendarFeedSchema,
});

/** The feed itself: iCalendar text, and the headers it was answered with. */
export interface CalendarFeedFile {
  text: string;
  contentType: string;
  cacheControl: string;
}
