// GET /calendar/{secret}.ics: the buyer's private calendar feed on the shop's own origin,
// fetched from the backend on the server. No session: calendar apps send no cookies, and the
// secret in the URL is the credential. An unknown or stopped feed is a plain 404.
import { ApiError } from '@shop/api/errors';
import { serverApi } from '../platform/api.server';
import { CALENDAR_FILE } from './calendar-feed.server';
import type { Route } from './+types/calendar-feed-file.route';

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
      ...headers,
    },
  });

export async function loader({ params }: Route.LoaderArgs) {
  const secret = CALENDAR_FILE.exec(params.file)?.[1];
  if (secret === undefined) return text(404, 'Calendar feed not found');
  try {
    const feed = await serverApi().calendarFeed.file(secret);
    return new Response(feed.text, {
      headers: {
        'Content-Type': feed.contentType,
        'Cache-Control': feed.cacheControl,
        'X-Robots-Tag': 'noindex',
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return text(404, 'Calendar feed not found');
    console.error('Calendar feed failed', error);
    return text(
      503,
      'The calendar feed is unavailable just now: your calendar app will try again.',
      {
        'Retry-After': '60',
      },
    );
  }
}
