import { createApiClient } from '@shop/api';
import type { ApiClient, ApiClientConfig } from '@shop/api';
import { startTestBackend as startReferenceBackend } from '@shop/backend/testing';

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

/** The reference backend's demo staff token (`OPERATIONS_TOKEN`): `/operations/…` calls. */
export const DEMO_OPERATIONS_TOKEN = 'demo-operations-token';

export interface TestBackend {
  url: string;
  /** A client of the REST API and the product service against this backend. */
  client(): ApiClient;
  /**
   * A client with every service (GraphQL, content, search, newsletter, Track & Trace, B2B) configured with the
   * backend's demo values, as the storefront configures it; `overrides` replaces parts.
   */
  fullClient(overrides?: Partial<ApiClientConfig>): ApiClient;
  /** The newest password-reset token mailed to `email`. */
  resetTokenFor(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the real reference backend in-process on a fresh in-memory PGlite. `empty` has no
 * data at all; `demo` adds the demo catalogue and customers, for calls that need products.
 */
export async function startTestBackend(
  seed: 'empty' | 'demo',
  env: Record<string, string> = {},
): Promise<TestBackend> {
  const backend = await startReferenceBackend({ seed, env });
  const bases = {
    apiBaseUrl: `${backend.url}/api`,
    productServiceBaseUrl: `${backend.url}/product-service`,
  };
  return {
    url: backend.url,
    client: () => createApiClient(bases),
    fullClient: (overrides = {}) =>
      createApiClient({
        ...bases,
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
        trackTrace: { endpoint: backend.url },
        b2b: { endpoint: `${backend.url}/b2b/graphql` },
        ...overrides,
      }),
    async resetTokenFor(email) {
      const token = (await backend.mailsTo(email)).findLast((mail) => mail.meta.token)?.meta.token;
      if (!token) throw new Error(`no reset mail for ${email}`);
      return token;
    },
    close: () => backend.close(),
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
