import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { demoSecretsInUse } from './demo-secrets';
import { trustProxy } from './http/trust-proxy';

// The only place that reads process.env (STYLE.md "Habits"). Everything else receives a
// validated Config, so tests and startBackend() can override any value.
const backendRoot = fileURLToPath(new URL('..', import.meta.url));

const positiveInt = z.coerce.number().int().positive();

const basePath = z
  .string()
  .regex(/^(\/[A-Za-z0-9._~-]+)*$/, 'must start with / and have no trailing slash (or be empty)');

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** PostgreSQL connections for transactions and other queries. */
  DATABASE_POOL_SIZE: positiveInt.default(10),
  /**
   * PostgreSQL connections for the hot paths' prepared statements (cart read and add). Each
   * runs one short statement, so about twice the database's cores beats more: on 2 cores,
   * 4 gave cart add 911 req/s against 742 with 10 (bench --scenarios add,read).
   */
  DATABASE_STATEMENT_POOL_SIZE: positiveInt.default(4),
  /**
   * Idle keep-alive connections are kept this long: longer than any balancer in front keeps
   * its upstream connections (nginx 60 s), or the balancer reuses one the server is closing
   * and its request fails (a 502 with `recv() failed (104: Connection reset by peer)`).
   */
  KEEP_ALIVE_TIMEOUT_SECONDS: positiveInt.default(65),
  /** After SIGTERM, how long readiness answers 503 while requests are still served (a balancer's notice). */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** After the delay, how long in-flight requests may take before their connections are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt.default(10),
  DATA_DIR: z.string().default(`${backendRoot}.data`),
  API_BASE: basePath.default('/api'),
  PRODUCT_SERVICE_BASE: basePath.default('/product-service'),
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:3000')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  STOREFRONT_URL: z.url().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Trade Furniture <no-reply@example.com>'),
  OUTBOX_DIR: z.string().optional(),
  TAX_RATE: z.coerce.number().min(0).max(1).default(0.1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  /**
   * Which proxies may name the client in X-Forwarded-For (Express's `trust proxy`, read by
   * proxy-addr): `false`, `true` (any: only behind a proxy that overwrites the header), a
   * number of hops, or addresses and subnets (`10.0.0.0/8, loopback`).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      try {
        return trustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * Shared with the storefront: it signs each shopper's address with it, so per-address
   * limits count shoppers, not the storefront (behaviour.md#security). Unset: the header is ignored.
   */
  CLIENT_ADDRESS_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Failed logins for one account from one address (the owner elsewhere is not locked out). */
  LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: positiveInt.default(10),
  /** Failed logins for one account from every address: stops distributed guessing, e-mails the owner. */
  LOGIN_LIMIT_PER_ACCOUNT: positiveInt.default(50),
  LOGIN_LIMIT_PER_ADDRESS: positiveInt.default(100),
  RESET_LIMIT_PER_ACCOUNT: positiveInt.default(5),
  RESET_LIMIT_PER_ADDRESS: positiveInt.default(30),
  /** Registrations (create-user) per address: 409 tells whether an e-mail has an account. */
  REGISTER_LIMIT_PER_ADDRESS: positiveInt.default(10),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
  /** Search queries (each of a multi-query counts) per address and SEARCH_LIMIT_WINDOW_SECONDS. */
  SEARCH_LIMIT_PER_ADDRESS: positiveInt.default(1200),
  SEARCH_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  /**
   * Picture variants (sharp, 0.1–1 s of CPU each) one address may have made in a window: what
   * is already made is served freely; past the limit a new one is a 429.
   */
  IMAGE_RENDER_LIMIT_PER_ADDRESS: positiveInt.default(240),
  IMAGE_RENDER_WINDOW_SECONDS: positiveInt.default(60),
  /**
   * Serves a draft-mode (staging) storefront: the content editor's bridge stand-in is served at
   * `/f/…` only then (it takes messages from any origin; a public site never loads it).
   */
  STAGING: z
    .stringbool({ truthy: ['1', 'true', 'yes', 'on'], falsy: ['0', 'false', 'no', 'off', ''] })
    .default(false),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().min(0).default(5),
  SEED: z.enum(['demo', 'empty']).default('demo'),
  /** Content delivery (`/v2/cdn`): drafts need the preview token, published stories either token. */
  CONTENT_PREVIEW_TOKEN: z.string().min(8).default('demo-preview-token'),
  CONTENT_PUBLIC_TOKEN: z.string().min(8).default('demo-public-token'),
  /** Content management (`/v1/spaces/local/stories`): edit drafts and publish. */
  CONTENT_MANAGEMENT_TOKEN: z.string().min(8).default('demo-management-token'),
  /** Staff calls (`/operations/…`): payments received, slots moved, container events; also reads every `/v2/events` event. */
  OPERATIONS_TOKEN: z.string().min(8).default('demo-operations-token'),
  /**
   * Container notices: a departure or arrival that moved this many days or more from the plan
   * is e-mailed to the buyer (0: any move). @shop/domain estimateMovedBeyond.
   */
  NOTICE_MOVED_DAYS: z.coerce.number().int().min(0).max(365).default(2),
  /** Newsletter (`/subscribe/post-json`): the list's `u` and `id`, and the CSV export token. */
  NEWSLETTER_USER_ID: z.string().min(1).default('demo'),
  NEWSLETTER_LIST_ID: z.string().min(1).default('trade'),
  NEWSLETTER_EXPORT_TOKEN: z.string().min(8).default('demo-newsletter-export-token'),
  /** Sign-up attempts per client address and RATE_LIMIT_WINDOW_SECONDS window. */
  NEWSLETTER_LIMIT_PER_ADDRESS: positiveInt.default(30),
  /** Bearer token of the storefront GraphQL API (`/graphql`). */
  GRAPHQL_TOKEN: z.string().min(8).default('demo-storefront-token'),
  /** Algolia-compatible search (`/1/indexes/…`): the application id and the search-only key clients send. */
  SEARCH_APP_ID: z.string().min(1).default('LOCAL'),
  SEARCH_API_KEY: z.string().min(8).default('demo-search-key'),
  /** Tests: a PGlite dump to start in-memory databases from (skips initdb and seeding). */
  PGLITE_TEMPLATE: z.string().optional(),
});

export type EnvInput = Partial<Record<keyof z.input<typeof envSchema>, string | undefined>>;

export interface Config extends Omit<z.output<typeof envSchema>, 'OUTBOX_DIR' | 'STOREFRONT_URL'> {
  OUTBOX_DIR: string;
  STOREFRONT_URL: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment (or overrides) and fills derived defaults. */
export function loadConfig(source: EnvInput = process.env): Config {
  const picked: Record<string, string | undefined> = {};
  for (const key of Object.keys(envSchema.shape)) picked[key] = source[key as keyof EnvInput];
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    const problems = demoSecretsInUse(env);
    if (problems.length > 0)
      throw new ConfigError(
        `Refusing to start with NODE_ENV=production:\n  ${problems.join('\n  ')}`,
      );
  }
  const inMemory = env.DATA_DIR.startsWith('memory://');
  return {
    ...env,
    OUTBOX_DIR:
      env.OUTBOX_DIR ?? (inMemory ? `${backendRoot}.data/outbox` : `${env.DATA_DIR}/outbox`),
    STOREFRONT_URL: env.STOREFRONT_URL ?? env.CORS_ORIGINS[0] ?? 'http://localhost:3000',
  };
}
