import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  /** The shopper's address as the HTTP server saw it (its trusted proxies considered). */
  shopperAddress: string;
}

/**
 * What the HTTP server (server.ts) knows about the request being handled and a loader
 * cannot see in its Request: run around each request by the server, read by the calls the
 * loaders make (api.server.ts). Unset under the test renderer and the dev server.
 */
export const requestScope = new AsyncLocalStorage<RequestScope>();
