import { Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { noQuery } from '../../http/params';
import { readQuery } from '../../http/validate';
import { runNotices } from './run';

/** `POST /operations/notices/run` (staff): the minute's sweep and sends, now → `{ queued, sent }`. */
export function noticeOperationsRoutes(services: Services) {
  return new Hono<AppEnv>().post('/notices/run', async (c) => {
    readQuery(c, noQuery);
    c.header('Cache-Control', 'no-store');
    return c.json(await runNotices(services));
  });
}
