import type { Context } from 'hono';
import type { AppEnv, Services } from './context';

/**
 * Catalogue answers change only when stock or products change, and are read far more than
 * that: keep the serialised JSON for CATALOGUE_CACHE_SECONDS (0 disables). Orders clear it
 * in this process; other replicas see stock changes within the same few seconds.
 */
export async function cachedJson(
  c: Context<AppEnv>,
  services: Services,
  key: string,
  produce: () => Promise<unknown>,
) {
  const ttl = services.config.CATALOGUE_CACHE_SECONDS * 1000;
  const now = Date.now();
  const hit = ttl > 0 ? services.catalogueCache.get(key) : undefined;
  let body = hit && hit.expires > now ? hit.body : undefined;
  if (body === undefined) {
    body = JSON.stringify(await produce());
    if (ttl > 0) {
      if (services.catalogueCache.size > 500) services.catalogueCache.clear();
      services.catalogueCache.set(key, { expires: now + ttl, body });
    }
  }
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
