import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Services } from '../../http/context';

/** A readiness answer never waits longer than this on the database. */
export const READINESS_DB_TIMEOUT_MS = 1000;

const journal = JSON.parse(
  readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { when: number }[] };
const lastMigration = Math.max(...journal.entries.map((entry) => entry.when));

export interface Readiness {
  ready: boolean;
  status: 'ready' | 'shutting-down' | 'database-unreachable' | 'migrations-pending';
  database: 'up' | 'down';
  migrations: 'done' | 'pending' | 'unknown';
  /** Reported, never a reason to be unready: every replica shares the one Redis (SECURITY.md). */
  redis: 'shared' | 'unreachable' | 'not-configured';
}

/**
 * Whether this replica should get traffic: it is not shutting down, its database answers
 * within a second, and every migration this build knows is applied.
 */
export function readinessCheck(services: Services) {
  let migrated = false;
  const migrationsDone = async () => {
    if (migrated) return true;
    const [row] = rowsOf<{ last: string | number | null }>(
      await services.database.db.execute(
        sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
      ),
    );
    migrated = Number(row?.last ?? 0) >= lastMigration;
    return migrated;
  };
  return async (): Promise<Readiness> => {
    const limiter = services.rateLimiter.status();
    const redis = limiter === 'local' ? 'not-configured' : limiter;
    if (services.lifecycle.shuttingDown)
      return {
        ready: false,
        status: 'shutting-down',
        database: 'up',
        migrations: 'unknown',
        redis,
      };
    try {
      await services.database.ping(READINESS_DB_TIMEOUT_MS);
      services.databaseWatch.observed(true);
    } catch (error) {
      services.databaseWatch.observed(false, (error as Error).message);
      return {
        ready: false,
        status: 'database-unreachable',
        database: 'down',
        migrations: 'unknown',
        redis,
      };
    }
    const done = await migrationsDone().catch(() => false);
    return done
      ? { ready: true, status: 'ready', database: 'up', migrations: 'done', redis }
      : {
          ready: false,
          status: 'migrations-pending',
          database: 'up',
          migrations: 'pending',
          redis,
        };
  };
}
