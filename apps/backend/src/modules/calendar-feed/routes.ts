import { Hono } from 'hono';
import { z } from 'zod';
import { requireCustomer } from '../../http/auth';
import type { AppEnv, Services } from '../../http/context';
import { notFound } from '../../http/errors';
import { noQuery } from '../../http/params';
import { noStore } from '../../http/no-store';
import { readJson, readQuery } from '../../http/validate';
import { feedCalendar } from './calendar';
import { feedContainers } from './feed-containers';
import { feedOwner, feedStatus, replaceFeed, revokeFeed } from './feeds';

/** A feed's file name: its secret (base64url, as randomToken makes them) and `.ics`. */
const feedFile = z.string().regex(/^([A-Za-z0-9_-]{20,100})\.ics$/);

/** Calendar apps ask again every few minutes; five minutes of reuse spares the database. */
const FEED_CACHE_CONTROL = 'private, max-age=300';

/**
 * The buyer's own calls, under `/customers` with their token: make (or replace) the private
 * feed, see whether one is live, stop it.
 */
export function customerCalendarFeedRoutes(services: Services) {
  const db = () => services.database.db;
  return new Hono<AppEnv>()
    .use('/calendar-feed', noStore)
    .post('/calendar-feed', async (c) => {
      const me = await requireCustomer(c, services);
      readQuery(c, noQuery);
      await readJson(c, z.strictObject({}).optional());
      const feed = await replaceFeed(db(), me.id);
      return c.json({ data: { token: feed.token, created_at: feed.createdAt.toISOString() } }, 201);
    })
    .get('/calendar-feed', async (c) => {
      const me = await requireCustomer(c, services);
      readQuery(c, noQuery);
      const status = await feedStatus(db(), me.id);
      return c.json({
        data: { active: status.active, created_at: status.createdAt?.toISOString() ?? null },
      });
    })
    .delete('/calendar-feed', async (c) => {
      const me = await requireCustomer(c, services);
      readQuery(c, noQuery);
      await revokeFeed(db(), me.id);
      return c.body(null, 204);
    });
}

/**
 * `GET /calendar-feeds/{secret}.ics`: public, the secret in the URL is the credential (calendar
 * apps send no token). Unknown, revoked and malformed secrets are all the same 404.
 */
export function calendarFeedRoutes(services: Services) {
  const db = () => services.database.db;
  return new Hono<AppEnv>().get('/:file', async (c) => {
    const file = feedFile.safeParse(c.req.param('file'));
    const owner = file.success
      ? await feedOwner(db(), file.data.slice(0, -'.ics'.length))
      : undefined;
    if (!owner) throw notFound('Calendar feed not found');
    const containers = await feedContainers(db(), owner.customerId);
    const body = feedCalendar(owner, containers, services.config.STOREFRONT_URL);
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': FEED_CACHE_CONTROL,
      'X-Robots-Tag': 'noindex',
    });
  });
}
