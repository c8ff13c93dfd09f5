// The only place the storefront reads process.env. Every variable is listed in README.md.
// A bad value stops the server at start-up with a message naming the variable, instead of
// failing later inside a request. The defaults are the reference backend's demo values.
import { contentVersion } from '@shop/domain';
import { z } from 'zod';
import type { BrowserApiEnv } from './browser-api';

const flag = z.stringbool({
  truthy: ['1', 'true', 'yes', 'on'],
  falsy: ['0', 'false', 'no', 'off', ''],
});
const secret = (fallback: string) => z.string().trim().min(1).default(fallback);

const schema = z.object({
  BACKEND_URL: z.url().default('http://localhost:4000'),
  API_BASE_URL: z.url().optional(),
  PRODUCT_SERVICE_URL: z.url().optional(),
  PUBLIC_BACKEND_URL: z.url().optional(),
  STAGING: flag.default(false),
  CONTENT_ENDPOINT: z.url().optional(),
  CONTENT_PREVIEW_TOKEN: secret('demo-preview-token'),
  CONTENT_PUBLIC_TOKEN: secret('demo-public-token'),
  GRAPHQL_ENDPOINT: z.url().optional(),
  GRAPHQL_TOKEN: secret('demo-storefront-token'),
  SEARCH_APP_ID: secret('LOCAL'),
  SEARCH_API_KEY: secret('demo-search-key'),
  SEARCH_HOST: z.url().optional(),
  NEWSLETTER_URL: z.url().optional(),
  NEWSLETTER_USER_ID: secret('demo'),
  NEWSLETTER_LIST_ID: secret('trade'),
});

/** The mailing-list signup as the browser calls it (JSONP): nothing secret. */
export interface NewsletterEnv {
  url: string;
  userId: string;
  listId: string;
}

export interface StorefrontEnv {
  /** Where this server reaches the backend (REST, GraphQL, content, search). */
  backendUrl: string;
  /** REST base for server-side calls; `${backendUrl}/api` unless set. */
  apiBaseUrl: string;
  /** Base of the customer pricing call; `${backendUrl}/product-service` unless set. */
  productServiceUrl: string;
  /** The backend as the browser sees it (client-side calls, images); `backendUrl` unless set. */
  publicBackendUrl: string;
  /** Staging shows draft content and settings; otherwise published (SPEC §1). */
  contentVersion: 'draft' | 'published';
  /** Storyblok-compatible delivery API (the client appends `/cdn/stories…`). */
  content: { endpoint: string; previewToken: string; publicToken: string; staging: boolean };
  graphql: { endpoint: string; token: string };
  search: { appId: string; apiKey: string; hosts: string[] };
  /** Called from the browser, so it is built on the public backend URL. */
  newsletter: NewsletterEnv;
  /**
   * What the browser's own @shop/api client talks to (cart, customer, pricing, search):
   * the explicitly configured service URLs, or the public backend URL. Nothing secret —
   * the storefront GraphQL token and the search-only key are public by design.
   */
  browser: BrowserApiEnv;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function parseEnv(source: Record<string, string | undefined>): StorefrontEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid storefront environment:\n${problems.join('\n')}`);
  }
  const vars = result.data;
  const backendUrl = trimSlash(vars.BACKEND_URL);
  const publicBackendUrl = trimSlash(vars.PUBLIC_BACKEND_URL ?? backendUrl);
  return {
    backendUrl,
    apiBaseUrl: trimSlash(vars.API_BASE_URL ?? `${backendUrl}/api`),
    productServiceUrl: trimSlash(vars.PRODUCT_SERVICE_URL ?? `${backendUrl}/product-service`),
    publicBackendUrl,
    contentVersion: contentVersion(vars.STAGING),
    content: {
      endpoint: trimSlash(vars.CONTENT_ENDPOINT ?? `${backendUrl}/v2`),
      previewToken: vars.CONTENT_PREVIEW_TOKEN,
      publicToken: vars.CONTENT_PUBLIC_TOKEN,
      staging: vars.STAGING,
    },
    graphql: {
      endpoint: vars.GRAPHQL_ENDPOINT ?? `${backendUrl}/graphql`,
      token: vars.GRAPHQL_TOKEN,
    },
    search: {
      appId: vars.SEARCH_APP_ID,
      apiKey: vars.SEARCH_API_KEY,
      hosts: [trimSlash(vars.SEARCH_HOST ?? backendUrl)],
    },
    newsletter: {
      url: vars.NEWSLETTER_URL ?? `${publicBackendUrl}/subscribe/post-json`,
      userId: vars.NEWSLETTER_USER_ID,
      listId: vars.NEWSLETTER_LIST_ID,
    },
    browser: {
      apiBaseUrl: trimSlash(vars.API_BASE_URL ?? `${publicBackendUrl}/api`),
      productServiceBaseUrl: trimSlash(
        vars.PRODUCT_SERVICE_URL ?? `${publicBackendUrl}/product-service`,
      ),
      graphql: {
        endpoint: vars.GRAPHQL_ENDPOINT ?? `${publicBackendUrl}/graphql`,
        token: vars.GRAPHQL_TOKEN,
      },
      search: {
        appId: vars.SEARCH_APP_ID,
        apiKey: vars.SEARCH_API_KEY,
        hosts: [trimSlash(vars.SEARCH_HOST ?? publicBackendUrl)],
      },
    },
  };
}

export const env: StorefrontEnv = parseEnv(process.env);
