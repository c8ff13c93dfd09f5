import type { TokenCache } from './token-cache';
import type { DatabaseWatch } from '../modules/health/database-watch';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Config } from '../env';
import type { Mailer } from '../mail/mailer';
import type { RateLimiter } from '../security/rate-limit';
import type { SearchService } from '../modules/search/search-service';
import type { VariantDetailsCache } from '../modules/carts/variant-details-cache';

/** Process-wide dependencies shared by every route (one database client per process). */
export interface Services {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  /** Limits that guard accounts (login, reset, registration): fail closed without Redis. */
  rateLimiter: RateLimiter;
  /** Limits that guard capacity (search, newsletter): per process while Redis is unreachable. */
  trafficLimiter: RateLimiter;
  catalogueCache: Map<string, { expires: number; body: string }>;
  /** Variant details the cart add reuses (kept current by the catalogue change feed). */
  variantDetails: VariantDetailsCache;
  /** The in-process `products` search index, kept current by the catalogue change feed. */
  search: SearchService;
  /** Work finished after the response (e-mail); awaited at shutdown. */
  background: Set<Promise<unknown>>;
  /** Says when the database goes and comes back; readiness reads it. */
  databaseWatch: DatabaseWatch;
  /** Set when a shutdown begins: readiness answers 503 and connections close after their answer. */
  lifecycle: { shuttingDown: boolean };
  /** Who a token belongs to, for a few seconds: on the embedded database only (http/token-cache.ts). */
  tokenCache: TokenCache<AuthedCustomer> | null;
}

export interface AuthedCustomer {
  id: number;
  email: string;
  groupName: string;
  tokenHash: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    customer: AuthedCustomer | undefined;
    /** Whose request this is, for per-address limits (http/client-address.ts). */
    clientAddress: string;
  };
}
