import { Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';

export function healthRoutes(services: Services) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    try {
      await services.database.ping();
      return c.json({ status: 'ok', database: services.database.driver });
    } catch (error) {
      c.get('log').error({ err: error }, 'health check failed');
      return c.json({ status: 'error', database: services.database.driver }, 503);
    }
  });
}
