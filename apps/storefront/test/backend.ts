// The reference backend for unit and route tests: in-process, on an in-memory database.
import type { ApiClientConfig } from '@shop/api';
import { startBackend } from '@shop/backend';

export interface TestBackend {
  url: string;
  /** What the browser's client is given: the API, product service, GraphQL and search. */
  config: ApiClientConfig;
  close: () => Promise<void>;
}

/** Starts the backend on a free port with the demo data (or none). */
export async function inProcessBackend(seed: 'demo' | 'empty' = 'demo'): Promise<TestBackend> {
  const backend = await startBackend({ port: 0, dataDir: 'memory://', seed, logLevel: 'silent' });
  return {
    url: backend.url,
    config: {
      apiBaseUrl: `${backend.url}/api`,
      productServiceBaseUrl: `${backend.url}/product-service`,
      graphql: { endpoint: `${backend.url}/graphql`, token: 'demo-storefront-token' },
      search: { appId: 'LOCAL', apiKey: 'demo-search-key', hosts: [backend.url] },
    },
    close: () => backend.close(),
  };
}
