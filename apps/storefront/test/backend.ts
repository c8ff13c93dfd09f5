// The reference backend for unit and route tests: in-process, through its testing entry
// (its own temporary outbox for the mail tests read), on an in-memory database, or with
// TEST_DATABASE_URL on a fresh PostgreSQL database of its own on that server (`test:pg`).
import type { ApiClientConfig } from '@shop/api';
import { startTestBackend, type OutboxMail } from '@shop/backend/testing';

export interface TestBackend {
  url: string;
  /** What the browser's client is given: the API, product service, GraphQL and search. */
  config: ApiClientConfig;
  /** The mails the backend sent to `to`, oldest first (waiting up to `timeoutMs` for one). */
  mailsTo: (to: string, options?: { timeoutMs?: number }) => Promise<OutboxMail[]>;
  close: () => Promise<void>;
}

/** Starts the backend on a free port with the demo data (or none). */
export async function inProcessBackend(seed: 'demo' | 'empty' = 'demo'): Promise<TestBackend> {
  const backend = await startTestBackend({ seed, databaseUrl: process.env.TEST_DATABASE_URL });
  return {
    url: backend.url,
    config: {
      apiBaseUrl: `${backend.url}/api`,
      productServiceBaseUrl: `${backend.url}/product-service`,
      graphql: { endpoint: `${backend.url}/graphql`, token: 'demo-storefront-token' },
      search: { appId: 'LOCAL', apiKey: 'demo-search-key', hosts: [backend.url] },
    },
    mailsTo: (to, options) => backend.mailsTo(to, options),
    close: () => backend.close(),
  };
}
