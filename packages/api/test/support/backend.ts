import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '../../src/client';
import type { ApiClient } from '../../src/client';
import type { ApiClientConfig } from '../../src/config';

/** The part of `@shop/backend`'s public API these tests use (its index.ts `startBackend`). */
interface BackendModule {
  startBackend: (options: {
    port: number;
    dataDir: string;
    seed: 'empty' | 'demo';
    logLevel: string;
    OUTBOX_DIR: string;
  }) => Promise<{ url: string; close: () => Promise<void> }>;
}

// Imported by a non-literal specifier so `tsc` here does not type-check the backend's
// sources with this package's settings; vitest resolves it at run time (source condition).
const BACKEND_MODULE: string = '@shop/backend';

async function loadBackend(): Promise<BackendModule> {
  return (await import(BACKEND_MODULE)) as BackendModule;
}

/** The reference backend's demo configuration (README "Environment variables"). */
export const DEMO = {
  graphqlToken: 'demo-storefront-token',
  previewToken: 'demo-preview-token',
  publicToken: 'demo-public-token',
  searchAppId: 'LOCAL',
  searchKey: 'demo-search-key',
  newsletterUserId: 'demo',
  newsletterListId: 'trade',
} as const;

export interface TestBackend {
  url: string;
  /** A fresh client (its own token) against this backend. */
  client(): ApiClient;
  /**
   * A fresh client with every service (GraphQL, content, search, newsletter) configured with
   * the backend's demo values, as the storefront configures it; `overrides` replaces parts.
   */
  fullClient(overrides?: Partial<ApiClientConfig>): ApiClient;
  /** The newest password-reset token mailed to `email` (the backend's file outbox). */
  resetTokenFor(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the real reference backend in-process on a fresh in-memory PGlite. `empty` has no
 * data at all; `demo` adds the demo catalogue and customers, for calls that need products.
 */
export async function startTestBackend(seed: 'empty' | 'demo'): Promise<TestBackend> {
  const outbox = await mkdtemp(join(tmpdir(), 'shop-api-outbox-'));
  const { startBackend } = await loadBackend();
  const backend = await startBackend({
    port: 0,
    dataDir: 'memory://',
    seed,
    logLevel: 'silent',
    OUTBOX_DIR: outbox,
  });
  return {
    url: backend.url,
    client: () =>
      createApiClient({
        apiBaseUrl: `${backend.url}/api`,
        productServiceBaseUrl: `${backend.url}/product-service`,
      }),
    fullClient: (overrides = {}) =>
      createApiClient({
        apiBaseUrl: `${backend.url}/api`,
        productServiceBaseUrl: `${backend.url}/product-service`,
        graphql: { endpoint: `${backend.url}/graphql`, token: DEMO.graphqlToken },
        content: {
          endpoint: `${backend.url}/v2`,
          previewToken: DEMO.previewToken,
          publicToken: DEMO.publicToken,
          staging: false,
        },
        search: { appId: DEMO.searchAppId, apiKey: DEMO.searchKey, hosts: [backend.url] },
        newsletter: {
          url: `${backend.url}/subscribe/post-json`,
          userId: DEMO.newsletterUserId,
          listId: DEMO.newsletterListId,
        },
        ...overrides,
      }),
    async resetTokenFor(email) {
      // The mail is written in the background; give it a moment to land.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const files = (await readdir(outbox)).filter((file) => file.endsWith('.json')).sort();
        for (const file of files.reverse()) {
          const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as {
            to: string;
            meta?: { token?: string };
          };
          if (mail.to === email && mail.meta?.token) return mail.meta.token;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no reset mail for ${email}`);
    },
    async close() {
      await backend.close();
      await rm(outbox, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A registration that passes @shop/domain's form rules, with a unique e-mail. */
export function newRegistration(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    email: `buyer${Date.now().toString(36)}${counter}@example.com`,
    first_name: 'Ana',
    last_name: 'Cruz',
    company: 'Cruz Interiors',
    phone: '09171234567',
    password: 'first-password-1',
    ...overrides,
  };
}
