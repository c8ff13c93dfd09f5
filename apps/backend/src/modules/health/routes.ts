import { Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { readinessCheck } from './readiness';

/**
 * Health for a load balancer. `/health/live`: the process answers (restart it if not).
 * `/health/ready`: send it traffic (503 while shutting down, without its database, or
 * before its migrations). `/health`: the database ping alone, as before.
 */
export function healthRoutes(services: Services) {
  const readiness = readinessCheck(services);
  return new Hono<AppEnv>()
    .get('/health/live', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    })
    .get('/health/ready', async (c) => {
      c.header('Cache-Control', 'no-store');
      const answer = await readiness();
      return c.json(answer, answer.ready ? 200 : 503);
    })
    .get('/health', async (c) => {
      try {
        await services.database.ping();
        return c.json({ status: 'ok', database: services.database.driver });
      } catch (error) {
        c.get('log').error({ err: error }, 'health check failed');
        return c.json({ status: 'error', database: services.database.driver }, 503);
      }
    });
}
