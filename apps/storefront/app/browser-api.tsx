import type { ApiClient } from '@shop/api';
import { USER_TOKEN_COOKIE } from '@shop/domain';
import { parseCookie } from 'cookie';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createLazyApiClient } from './lazy-api-client';

/** The public configuration of the browser's client (env.server.ts builds it). */
export interface BrowserApiEnv {
  apiBaseUrl: string;
  productServiceBaseUrl: string;
  graphql: { endpoint: string; token: string };
  search: { appId: string; apiKey: string; hosts: string[] };
}

const BrowserApiContext = createContext<ApiClient | null>(null);

/** The customer token the browser holds (SPEC §4: the user-token cookie), or null. */
export function readUserToken(): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookie(document.cookie)[USER_TOKEN_COOKIE] ?? null;
}

/**
 * One @shop/api client for the browser, made from the public configuration the root loader
 * hands down; it loads @shop/api on its first call (lazy-api-client.ts). It starts with the
 * token of the user-token cookie; login and logout keep it in step with `setToken` /
 * `clearToken`.
 */
export function BrowserApiProvider({
  config,
  children,
}: {
  config: BrowserApiEnv;
  children: ReactNode;
}) {
  const client = useMemo(() => {
    const token = readUserToken();
    return createLazyApiClient({ ...config, ...(token ? { token } : {}) });
  }, [config]);
  return <BrowserApiContext value={client}>{children}</BrowserApiContext>;
}

/**
 * The browser's @shop/api client, for event handlers and effects (loaders on the server
 * use `serverApi` instead). Throws outside the site shell, where there is no configuration.
 */
export function useBrowserApi(): ApiClient {
  const client = useContext(BrowserApiContext);
  if (client === null) throw new Error('useBrowserApi must be used inside the site shell');
  return client;
}
