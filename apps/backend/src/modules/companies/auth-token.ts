import type { MiddlewareHandler } from 'hono';
import { headerToken } from '../../http/auth';
import type { AppEnv, Services } from '../../http/context';
import { unauthorized } from '../../http/errors';
import { tokenMatches } from '../../security/secrets';

/**
 * B2B Edition's server-to-server calls carry their token in an `authToken` header. Here that
 * token is the operations token (staff calls), taken from `authToken` or, as on
 * `/operations`, from `Authorization`; answers are never cached.
 */
export function requireB2bAuthToken(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header('authToken') ?? headerToken(c.req.header('authorization'));
    if (!tokenMatches(given, services.config.OPERATIONS_TOKEN))
      throw unauthorized('Send the operations token in the authToken header');
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
