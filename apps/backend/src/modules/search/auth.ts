import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context';
import { searchError } from './params';

const digest = (value: string) => createHash('sha256').update(value).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * Algolia credentials: the node client sends `X-Algolia-Application-Id` / `X-Algolia-API-Key`
 * headers, the browser client the same names as query parameters (no CORS preflight). Only
 * the search-only key is accepted: this API has no write operations.
 */
export function searchAuth(appId: string, apiKey: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const givenApp =
      c.req.header('x-algolia-application-id') ?? c.req.query('x-algolia-application-id') ?? '';
    const givenKey = c.req.header('x-algolia-api-key') ?? c.req.query('x-algolia-api-key') ?? '';
    if (!same(givenApp, appId) || !same(givenKey, apiKey))
      throw searchError(403, 'Invalid Application-ID or API key');
    await next();
  };
}
