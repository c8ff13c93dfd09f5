// The buyer's private calendar feed, as /account/containers offers it: whether one is live,
// and the writes its form posts (make one, replace it, stop it). The feed's URL is on the
// shop's own origin (/calendar/{secret}.ics, served by calendar-feed-file.route.ts), so the
// backend's address never reaches the buyer's calendar app.
import type { ApiClient, CalendarFeedStatus } from '@shop/api';
import { z } from 'zod';
import { errorLines } from './api-errors';

/** What the feed's form may ask; anything else is a 400. */
export const calendarFeedIntentSchema = z.enum(['create-feed', 'replace-feed', 'stop-feed']);
type CalendarFeedIntent = z.output<typeof calendarFeedIntentSchema>;

/** The path of a feed on the shop: its secret (base64url) and `.ics`. */
export const CALENDAR_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;
const calendarFeedPath = (secret: string) => `/calendar/${secret}.ics`;

/** The feed's URL for the buyer (the shop's origin of this request) and its webcal:// twin. */
function calendarFeedLinks(requestUrl: string, secret: string) {
  const url = new URL(calendarFeedPath(secret), new URL(requestUrl).origin).toString();
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
}

/** A signed-in buyer's client and token. */
interface Buyer {
  api: ApiClient;
  token: string;
}

export type CalendarFeedView =
  { state: 'ready'; active: boolean; since: string | null } | { state: 'error'; errors: string[] };

/** Whether the buyer has a live feed; a failure leaves the rest of the page be. */
export async function calendarFeedView({ api, token }: Buyer): Promise<CalendarFeedView> {
  try {
    const status: CalendarFeedStatus = await api.calendarFeed.status({ token });
    return { state: 'ready', active: status.active, since: status.created_at };
  } catch (error) {
    return { state: 'error', errors: errorLines(error, 'Reading the calendar feed') };
  }
}

export type CalendarFeedResult =
  | { done: 'created'; url: string; webcal: string }
  | { done: 'stopped' }
  | { done: 'failed'; errors: string[] };

/** Makes (or replaces: the backend ends the old one) or stops the buyer's feed. */
export async function changeCalendarFeed(
  { api, token }: Buyer,
  intent: CalendarFeedIntent,
  requestUrl: string,
): Promise<CalendarFeedResult> {
  try {
    if (intent === 'stop-feed') {
      await api.calendarFeed.stop({ token });
      return { done: 'stopped' };
    }
    const created = await api.calendarFeed.create({ token });
    return { done: 'created', ...calendarFeedLinks(requestUrl, created.token) };
  } catch (error) {
    return { done: 'failed', errors: errorLines(error, 'Changing the calendar feed') };
  }
}
