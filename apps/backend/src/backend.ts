import { createTokenCache } from './http/token-cache';
import type { Hono } from 'hono';
import { pino } from 'pino';
import { createApp } from './app';
import { openDatabase } from './db/client';
import type { Config } from './env';
import type { AppEnv, AuthedCustomer, Services } from './http/context';
import { createMailer } from './mail/mailer';
import { memoryRateLimiter } from './security/rate-limit';
import { redisRateLimiter } from './security/redis-rate-limit';
import { withLocalFallback } from './security/limiter-policy';
import { seedContentIfMissing } from './modules/content/seed-content';
import { isDatabaseEmpty, seedDemo } from './seed/seed';
import type { SearchService } from './modules/search/search-service';
import { startSearch } from './modules/search/search-service';
import { VariantDetailsCache } from './modules/carts/variant-details-cache';
import { databaseWatch } from './modules/health/database-watch';
import { startMinuteTimer } from './minute-timer';

// A backstop only: the change feed forgets a changed product's details at once.
const VARIANT_DETAILS_TTL_MS = 60_000;

export type SeedMode = 'demo' | 'empty';

export interface Backend {
  app: Hono<AppEnv>;
  services: Services;
  /** True when this start filled an empty database with demo data. */
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens the database (migrating it), seeds an empty one if asked, and builds the app. */
export async function createBackend(
  config: Config,
  seed: SeedMode = config.SEED,
): Promise<Backend> {
  const logger = pino({ level: config.LOG_LEVEL, base: { service: 'backend' } });
  const watch = databaseWatch(logger);
  let seeded = false;
  const database = await openDatabase({
    onConnectionLost: (error) => {
      watch.watch.connectionLost(error);
    },
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    statementPoolSize: config.DATABASE_STATEMENT_POOL_SIZE,
    dataDir: config.DATA_DIR.startsWith('memory://')
      ? config.DATA_DIR
      : `${config.DATA_DIR}/pglite`,
    template: config.PGLITE_TEMPLATE,
    // Under the set-up lock: of backends starting together on one database, one seeds it.
    setUp: async (db) => {
      if (seed !== 'demo') return;
      if (await isDatabaseEmpty(db)) {
        await seedDemo(db);
        seeded = true;
      } else {
        await seedContentIfMissing(db);
      }
    },
  });
  let search: SearchService;
  try {
    search = await startSearch({ database, databaseUrl: config.DATABASE_URL, logger });
  } catch (error) {
    await database.close();
    throw error;
  }
  watch.attach(database);
  const variantDetails = new VariantDetailsCache(VARIANT_DETAILS_TTL_MS);
  search.onChange((ids) => {
    variantDetails.invalidate(ids);
  });
  const rateLimiter = config.REDIS_URL
    ? redisRateLimiter(config.REDIS_URL, { logger })
    : memoryRateLimiter();
  const services: Services = {
    config,
    database,
    logger,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      outboxDir: config.OUTBOX_DIR,
      from: config.MAIL_FROM,
    }),
    rateLimiter,
    trafficLimiter: config.REDIS_URL ? withLocalFallback(rateLimiter) : rateLimiter,
    catalogueCache: new Map(),
    variantDetails,
    search,
    background: new Set(),
    databaseWatch: watch.watch,
    lifecycle: { shuttingDown: false },
    tokenCache: database.driver === 'pglite' ? createTokenCache<AuthedCustomer>() : null,
  };
  const minuteTimer = startMinuteTimer(services);
  return {
    app: createApp(services),
    services,
    seeded,
    close: async () => {
      services.lifecycle.shuttingDown = true;
      minuteTimer.stop();
      watch.watch.close();
      await Promise.allSettled([...services.background]);
      await services.rateLimiter.close();
      await services.search.close();
      await database.close();
    },
  };
}
