import type { Context, MiddlewareHandler } from 'hono';
import { tokenMatches } from '../security/secrets';
import { headerToken } from './auth';
import type { AppEnv, Services } from './context';
import { unauthorized } from './errors';

/** Whether the request carries the operations token (staff). */
export const isOperationsToken = (c: Context<AppEnv>, services: Services) =>
  tokenMatches(headerToken(c.req.header('authorization')), services.config.OPERATIONS_TOKEN);

/** Staff calls (`/operations/…`) need the operations token; their answers are never cached. */
export function requireOperationsToken(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isOperationsToken(c, services))
      throw unauthorized('Send the operations token in the Authorization header');
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
