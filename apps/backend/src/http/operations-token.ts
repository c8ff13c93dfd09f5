import type { MiddlewareHandler } from 'hono';
import { tokenMatches } from '../security/secrets';
import { headerToken } from './auth';
import type { AppEnv, Services } from './context';
import { unauthorized } from './errors';

/** Staff calls (`/operations/…`) need the operations token; their answers are never cached. */
export function requireOperationsToken(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = headerToken(c.req.header('authorization'));
    if (!tokenMatches(token, services.config.OPERATIONS_TOKEN))
      throw unauthorized('Send the operations token in the Authorization header');
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
