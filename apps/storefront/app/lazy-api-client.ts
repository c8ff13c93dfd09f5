import type { ApiClient, ApiClientConfig } from '@shop/api';

// Issue 8 budgets the product page's first-load JavaScript at 150 kB gzip. @shop/api
// (ky, the search client, zod and every response schema) is about 50 kB of that, and no
// page needs it before the first click or effect: the server renders every page. So the
// browser holds this stand-in, which loads @shop/api on its first call.

type ApiModule = { createApiClient: (config: ApiClientConfig) => ApiClient };
type AnyFunction = (...args: unknown[]) => unknown;

/**
 * What react-instantsearch calls on a search client (`search`, and `addAlgoliaAgent` once),
 * and the responses cache it hydrates with the server's results, as it does a real client's.
 */
interface DeferredSearchClient {
  search: AnyFunction;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { responsesCache: ResponsesCache };
}

/** The part of algoliasearch's responses cache InstantSearch's hydration uses. */
interface ResponsesCache {
  get: (key: unknown, miss: () => Promise<unknown>) => Promise<unknown>;
  set: (key: unknown, value: unknown) => Promise<unknown>;
}

/**
 * Holds what InstantSearch hydrates it with: the results the server rendered the page
 * with. Going back to that state then needs no search (nor @shop/api); anything else is
 * asked of the real client, which keeps its own cache.
 */
function hydratedResponses(): ResponsesCache {
  const entries = new Map<string, unknown>();
  return {
    get: (key, miss) => {
      const id = JSON.stringify(key);
      return entries.has(id) ? Promise.resolve(entries.get(id)) : miss();
    },
    set: (key, value) => {
      entries.set(JSON.stringify(key), value);
      return Promise.resolve(value);
    },
  };
}

/**
 * An ApiClient whose calls load `@shop/api` first (once; a failed load is retried on the
 * next call). The token calls stay synchronous: the token is kept here and handed to the
 * real client when it exists.
 */
export function createLazyApiClient(
  config: ApiClientConfig,
  load: () => Promise<ApiModule> = () => import('@shop/api'),
): ApiClient {
  let token = config.token;
  let loaded: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  const agents: [string, string | undefined][] = [];

  const real = (): Promise<ApiClient> => {
    if (loaded) return Promise.resolve(loaded);
    loading ??= load().then(
      ({ createApiClient }) => {
        const { token: _initial, ...rest } = config;
        const client = createApiClient({ ...rest, ...(token ? { token } : {}) });
        for (const [segment, version] of agents)
          client.search.client.addAlgoliaAgent(segment, version);
        loaded = client;
        return client;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  /** `client.a.b.c(...)`: walks the same path on the real client and calls it there. */
  const deferred = (path: readonly string[]): unknown =>
    new Proxy(() => undefined, {
      get(target, key) {
        // Not a thenable, not iterable: only named members lead on.
        if (typeof key !== 'string' || key === 'then') return undefined;
        // Still a function to whoever binds or calls it indirectly (InstantSearch binds
        // the search it wraps when it hydrates the client).
        if (key === 'bind' || key === 'call' || key === 'apply')
          return Reflect.get(target, key) as unknown;
        return deferred([...path, key]);
      },
      has: () => false,
      apply(_target, _this, args: unknown[]) {
        return real().then((client) => {
          const owner = path
            .slice(0, -1)
            .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], client);
          const method = (owner as Record<string, unknown>)[path.at(-1) ?? ''];
          if (typeof method !== 'function')
            throw new TypeError(`@shop/api has no method ${path.join('.')}`);
          return (method as AnyFunction).apply(owner, args);
        });
      },
    });

  const searchClient: DeferredSearchClient = {
    search: deferred(['search', 'client', 'search']) as AnyFunction,
    transporter: { responsesCache: hydratedResponses() },
    addAlgoliaAgent(segment, version) {
      agents.push([segment, version]);
      loaded?.search.client.addAlgoliaAgent(segment, version);
    },
  };

  const sync: Record<string, unknown> = {
    setToken(next: string) {
      if (typeof next !== 'string' || next.trim() === '')
        throw new TypeError('setToken needs a non-empty token');
      token = next;
      loaded?.setToken(next);
    },
    clearToken() {
      token = undefined;
      loaded?.clearToken();
    },
    getToken: () => token,
  };

  return new Proxy({} as ApiClient, {
    get(_target, key) {
      if (typeof key !== 'string' || key === 'then') return undefined;
      if (key in sync) return sync[key];
      if (key === 'search')
        return new Proxy(deferred(['search']) as object, {
          get: (target, member): unknown =>
            member === 'client' ? searchClient : Reflect.get(target, member),
        });
      return deferred([key]);
    },
  });
}
