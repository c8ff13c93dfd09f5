// The only place the storefront reads process.env. Every variable is listed in README.md.
// A bad value stops the server at start-up with a message naming the variable, instead of
// failing later inside a request. The defaults are the reference backend's demo values.
import { contentVersion } from '@shop/domain';
import { z } from 'zod';
import type { SearchConfig } from '@shop/api/search';

const flag = z.stringbool({
  truthy: ['1', 'true', 'yes', 'on'],
  falsy: ['0', 'false', 'no', 'off', ''],
});
const secret = (fallback: string) => z.string().trim().min(1).default(fallback);
/** A URL as a Content-Security-Policy source: its origin and path (a query has no place there). */
export function cspSource(url: string): string {
  const { origin, pathname } = new URL(url);
  return pathname === '/' ? origin : `${origin}${pathname}`;
}

/** Comma-separated origins or origins with a path (a file, or a folder ending in `/`). */
const sources = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform(cspSource)));

/**
 * The public demo values (README): a production server must never run with one (behaviour.md#security).
 * Their names are the variables that hold them.
 */
const DEMO_SECRETS = {
  CONTENT_PREVIEW_TOKEN: 'demo-preview-token',
  CONTENT_PUBLIC_TOKEN: 'demo-public-token',
  GRAPHQL_TOKEN: 'demo-storefront-token',
  SEARCH_API_KEY: 'demo-search-key',
} as const;

const schema = z.object({
  BACKEND_URL: z.url().default('http://localhost:4000'),
  API_BASE_URL: z.url().optional(),
  PRODUCT_SERVICE_URL: z.url().optional(),
  PUBLIC_BACKEND_URL: z.url().optional(),
  STAGING: flag.default(false),
  CONTENT_ENDPOINT: z.url().optional(),
  CONTENT_PREVIEW_TOKEN: secret(DEMO_SECRETS.CONTENT_PREVIEW_TOKEN),
  CONTENT_PUBLIC_TOKEN: secret(DEMO_SECRETS.CONTENT_PUBLIC_TOKEN),
  /** The Visual Editor's bridge script, loaded in draft mode only (behaviour.md#guards). */
  CONTENT_BRIDGE_URL: z.url({ protocol: /^https?$/ }).optional(),
  GRAPHQL_ENDPOINT: z.url().optional(),
  /** B2B Edition's storefront GraphQL for company users (`https://api-b2b.bigcommerce.com/graphql`). */
  B2B_GRAPHQL_ENDPOINT: z.url().optional(),
  /** DCSA Track & Trace 2.2 base (the client appends `/v2/events`): a carrier's, or the backend. */
  TRACK_TRACE_URL: z.url().optional(),
  GRAPHQL_TOKEN: secret(DEMO_SECRETS.GRAPHQL_TOKEN),
  SEARCH_APP_ID: secret('LOCAL'),
  SEARCH_API_KEY: secret(DEMO_SECRETS.SEARCH_API_KEY),
  SEARCH_HOST: z.url().optional(),
  NEWSLETTER_URL: z.url().optional(),
  NEWSLETTER_USER_ID: secret('demo'),
  NEWSLETTER_LIST_ID: secret('trade'),
  /** Shared with the backend: signs each shopper's address on the calls this server makes. */
  CLIENT_ADDRESS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Where the site settings' mailing script may come from: origins, or origins with a path
   * (`https://chimpstatic.com/mcjs-connected/`); the public backend's `/newsletter/` unless set.
   */
  MAILING_SCRIPT_ORIGINS: sources.optional(),
  NODE_ENV: z.string().optional(),
  /**
   * How long one server process shares the catalogue and content it read (settings, the
   * category tree, products, listings) before it reads them again in the background; 0 reads
   * them for every request. Default 30 s, 0 in draft mode (editors see their changes at once).
   */
  SHARED_DATA_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Printed documents (app/pdf/pdf-download.server.ts): renders one customer may start a minute. */
  PDF_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(10),
  /** PDFs one process renders at a time; the rest wait their turn (pages keep being served). */
  PDF_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Megabytes of rendered PDFs one process keeps, and for how long. */
  PDF_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  PDF_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /**
   * Local runs of the production build against the demo backend (`start`, the browser
   * tests): its public demo tokens are accepted under NODE_ENV=production. Never in a deployment.
   */
  ALLOW_DEMO_SECRETS: flag.default(false),
  /**
   * A production server reached over plain http (a local run, an intranet without TLS): the
   * session and cart cookies follow the request's scheme instead of being always `Secure`.
   */
  PLAIN_HTTP: flag.default(false),
  /** Who sells, printed on order documents; required in production (behaviour.md#order-documents). */
  SELLER_NAME: z.string().trim().min(1).max(200).optional(),
  /** The seller's postal address, its lines separated by `|`. */
  SELLER_ADDRESS: z.string().trim().min(1).max(500).optional(),
  SELLER_TAX_ID: z.string().trim().min(1).max(100).optional(),
  SELLER_EMAIL: z.email().optional(),
  SELLER_PHONE: z.string().trim().min(1).max(50).optional(),
  /**
   * How the buyer pays the seller (bank, account, SWIFT, reference), printed on pro-forma
   * invoices; its lines separated by `|`. Required in production for pro-formas.
   */
  SELLER_PAYMENT_DETAILS: z.string().trim().min(1).max(1000).optional(),
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
  /** Seconds this process shares what it read of the catalogue and content (0: not at all). */
  sharedDataSeconds: number;
  /** Printed documents: renders per customer a minute, at a time per process, the cache's bound. */
  pdf: { rendersPerMinute: number; concurrency: number; cacheBytes: number; cacheSeconds: number };
  /** REST base for server-side calls; `${backendUrl}/api` unless set. */
  apiBaseUrl: string;
  /** Base of the customer pricing call; `${backendUrl}/product-service` unless set. */
  productServiceUrl: string;
  /** The backend as the browser sees it (images, the newsletter's JSONP); `backendUrl` unless set. */
  publicBackendUrl: string;
  /** Staging shows draft content and settings; otherwise published (behaviour.md#product). */
  contentVersion: 'draft' | 'published';
  /** Storyblok-compatible delivery API (the client appends `/cdn/stories…`). */
  content: {
    endpoint: string;
    previewToken: string;
    publicToken: string;
    staging: boolean;
    /**
     * The content editor's bridge script (Storyblok: `https://app.storyblok.com/f/storyblok-v2-latest.js`),
     * loaded by the browser in draft mode only; the reference backend's stand-in unless set.
     */
    bridgeUrl: string;
  };
  graphql: { endpoint: string; token: string };
  /** B2B Edition's company GraphQL, asked with the buyer's own token. */
  b2b: { endpoint: string };
  /** DCSA Track & Trace 2.2: the events of the buyer's containers, asked with their token. */
  trackTrace: { endpoint: string };
  search: { appId: string; apiKey: string; hosts: string[] };
  /** Called from the browser, so it is built on the public backend URL. */
  newsletter: NewsletterEnv;
  /**
   * The one service the browser calls itself: the Algolia-compatible search, with the
   * search-only key (public by design, as with hosted Algolia). Everything commerce goes
   * through this server.
   */
  browserSearch: SearchConfig;
  /** Signs the shopper's address on this server's calls (unset: none is forwarded). */
  clientAddressSecret: string | undefined;
  /**
   * Where the site settings' `mailchimp_script` may load from (CSP and the chrome): origins, or
   * origins with a path, as Content-Security-Policy sources.
   */
  mailingScriptOrigins: string[];
  /**
   * Production without PLAIN_HTTP: the session and cart cookies are `Secure` whatever the
   * request's scheme, so a TLS-terminating proxy left out of TRUST_PROXY cannot make them
   * travel in clear. Otherwise they are `Secure` when the request came over https.
   */
  alwaysSecureCookies: boolean;
  /**
   * Whether this server is a demo, not a deployment: outside production, or the production
   * build run against the demo backend (ALLOW_DEMO_SECRETS): `/test-page` and the demo seller.
   */
  demo: boolean;
  /** The seller on order documents; null in production without SELLER_* (documents refused). */
  seller: SellerDetails | null;
  /**
   * The lines of SELLER_PAYMENT_DETAILS, printed on pro-forma invoices; the demo's in a demo,
   * null in production without it (pro-formas refused).
   */
  paymentDetails: string[] | null;
  /** What an operator must hear at start-up: a production server weaker than it should be. */
  warnings: string[];
}

/** Who sells, as order documents print it. */
export interface SellerDetails {
  name: string;
  address: string[];
  taxId: string;
  email: string | null;
  phone: string | null;
}

/** The demo backend's wholesaler: order documents of a demo, never of a deployment. */
const DEMO_SELLER: SellerDetails = {
  name: 'Trade Furniture',
  address: ['Unit 4, 18 Harbour Road', 'Port Botany NSW 2036', 'Australia'],
  taxId: 'ABN 12 345 678 901 (demo)',
  email: 'orders@tradefurniture.example',
  phone: '+61 2 9000 4000',
};

/** The demo wholesaler's bank: pro-formas of a demo, never of a deployment. */
const DEMO_PAYMENT_DETAILS = [
  'Westpac · BSB 032-000 · Account 123456 (demo)',
  'SWIFT WPACAU2S',
  'Reference: the pro-forma number',
];

type Vars = z.output<typeof schema>;

/** `|`-separated lines, trimmed, empty ones left out. */
const lines = (text: string) =>
  text
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);

/** SELLER_* as a whole: none set is "not configured", some set is a mistake named at start-up. */
function sellerOf(vars: Vars, demo: boolean): SellerDetails | null {
  const { SELLER_NAME: name, SELLER_ADDRESS: address, SELLER_TAX_ID: taxId } = vars;
  const given = [name, address, taxId, vars.SELLER_EMAIL, vars.SELLER_PHONE].some(
    (value) => value !== undefined,
  );
  if (!given) return demo ? DEMO_SELLER : null;
  const missing = Object.entries({
    SELLER_NAME: name,
    SELLER_ADDRESS: address,
    SELLER_TAX_ID: taxId,
  })
    .filter(([, value]) => value === undefined)
    .map(([variable]) => `  ${variable}: required with the other SELLER_* variables`);
  if (missing.length > 0 || name === undefined || address === undefined || taxId === undefined)
    throw new Error(`Invalid storefront environment:\n${missing.join('\n')}`);
  return {
    name,
    address: lines(address),
    taxId,
    email: vars.SELLER_EMAIL ?? null,
    phone: vars.SELLER_PHONE ?? null,
  };
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
  if (vars.NODE_ENV === 'production') {
    const problems = (Object.keys(DEMO_SECRETS) as (keyof typeof DEMO_SECRETS)[])
      .filter((name) => !vars.ALLOW_DEMO_SECRETS && vars[name] === DEMO_SECRETS[name])
      .map((name) => `  ${name}: is the public demo value; set a secret of your own`);
    if (!vars.CLIENT_ADDRESS_SECRET)
      problems.push(
        '  CLIENT_ADDRESS_SECRET: not set; share one with the backend so its limits count shoppers',
      );
    if (problems.length > 0)
      throw new Error(`Refusing to start with NODE_ENV=production:\n${problems.join('\n')}`);
  }
  const production = vars.NODE_ENV === 'production';
  const demo = !production || vars.ALLOW_DEMO_SECRETS;
  const seller = sellerOf(vars, demo);
  const paymentDetails = vars.SELLER_PAYMENT_DETAILS
    ? lines(vars.SELLER_PAYMENT_DETAILS)
    : demo
      ? DEMO_PAYMENT_DETAILS
      : null;
  const backendUrl = trimSlash(vars.BACKEND_URL);
  const publicBackendUrl = trimSlash(vars.PUBLIC_BACKEND_URL ?? backendUrl);
  return {
    backendUrl,
    sharedDataSeconds: vars.SHARED_DATA_SECONDS ?? (vars.STAGING ? 0 : 30),
    pdf: {
      rendersPerMinute: vars.PDF_RENDERS_PER_MINUTE,
      concurrency: vars.PDF_RENDER_CONCURRENCY,
      cacheBytes: vars.PDF_CACHE_MB * 1024 * 1024,
      cacheSeconds: vars.PDF_CACHE_SECONDS,
    },
    apiBaseUrl: trimSlash(vars.API_BASE_URL ?? `${backendUrl}/api`),
    productServiceUrl: trimSlash(vars.PRODUCT_SERVICE_URL ?? `${backendUrl}/product-service`),
    publicBackendUrl,
    contentVersion: contentVersion(vars.STAGING),
    content: {
      endpoint: trimSlash(vars.CONTENT_ENDPOINT ?? `${backendUrl}/v2`),
      previewToken: vars.CONTENT_PREVIEW_TOKEN,
      publicToken: vars.CONTENT_PUBLIC_TOKEN,
      staging: vars.STAGING,
      bridgeUrl: vars.CONTENT_BRIDGE_URL ?? `${publicBackendUrl}/f/storyblok-v2-latest.js`,
    },
    graphql: {
      endpoint: vars.GRAPHQL_ENDPOINT ?? `${backendUrl}/graphql`,
      token: vars.GRAPHQL_TOKEN,
    },
    b2b: { endpoint: vars.B2B_GRAPHQL_ENDPOINT ?? `${backendUrl}/b2b/graphql` },
    trackTrace: { endpoint: trimSlash(vars.TRACK_TRACE_URL ?? backendUrl) },
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
    browserSearch: {
      appId: vars.SEARCH_APP_ID,
      apiKey: vars.SEARCH_API_KEY,
      hosts: [trimSlash(vars.SEARCH_HOST ?? publicBackendUrl)],
    },
    clientAddressSecret: vars.CLIENT_ADDRESS_SECRET,
    mailingScriptOrigins: vars.MAILING_SCRIPT_ORIGINS ?? [`${publicBackendUrl}/newsletter/`],
    alwaysSecureCookies: production && !vars.PLAIN_HTTP,
    demo,
    seller,
    paymentDetails,
    warnings: [
      ...(production && vars.PLAIN_HTTP
        ? [
            'PLAIN_HTTP=true: the session and cart cookies go without Secure over plain http. For a local run or an intranet without TLS only; a shop on the internet must be served over https without it.',
          ]
        : []),
      ...(seller === null
        ? [
            'SELLER_NAME, SELLER_ADDRESS and SELLER_TAX_ID are not set: order documents are refused until they are.',
          ]
        : paymentDetails === null
          ? [
              'SELLER_PAYMENT_DETAILS is not set: pro-forma invoices of containers are refused until it is.',
            ]
          : []),
    ],
  };
}

export const env: StorefrontEnv = parseEnv(process.env);
for (const warning of env.warnings) console.warn(`[storefront] WARNING: ${warning}`);
