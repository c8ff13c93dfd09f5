// The search client alone (`@shop/api/search`): what a browser needs to query the
// Algolia-compatible index with the public search key, without the commerce clients, zod
// or ky.
import { SEARCH_TIMEOUTS_MS } from '@shop/domain';
import { liteClient } from 'algoliasearch/lite';
import type { LiteClient } from 'algoliasearch/lite';

export interface SearchConfig {
  appId: string;
  apiKey: string;
  /** Full URLs of the search hosts; when absent the client's own hosts for the app id are used. */
  hosts?: string[] | undefined;
  /** Sent with every search (a server's signed shopper address); browsers send none. */
  headers?: Record<string, string> | undefined;
}

export interface SearchHost {
  url: string;
  protocol: 'http' | 'https';
  accept: 'read';
}

/**
 * `http://localhost:4000/search` → the host entry the search client expects. The port stays
 * inside `url` (the client appends `:port` after the whole url, which would land after a
 * path), so a backend that serves search under a path prefix works too.
 */
export function toSearchHost(href: string): SearchHost {
  const parsed = new URL(href);
  const path = parsed.pathname.replace(/\/+$/, '');
  return {
    url: `${parsed.host}${path}`,
    protocol: parsed.protocol === 'http:' ? 'http' : 'https',
    accept: 'read',
  };
}

/**
 * The search-only client: the configured hosts with read access only, the time-outs of behaviour.md#calls-search
 * (the browser client's defaults, made explicit so SSR behaves the same), and the
 * client's own host retry (a host that fails is marked down and the next one tried). A 429
 * is answered at once rather than waited out: the client would sleep its Retry-After (up to
 * a minute, three times) in the middle of a page render or a keystroke.
 */
export function createSearchClient(config: SearchConfig): LiteClient {
  return liteClient(config.appId, config.apiKey, {
    ...(config.hosts ? { hosts: config.hosts.map(toSearchHost) } : {}),
    ...(config.headers ? { baseHeaders: config.headers } : {}),
    timeouts: { ...SEARCH_TIMEOUTS_MS },
    maxRateLimitRetries: 0,
  });
}
