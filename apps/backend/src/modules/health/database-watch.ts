import type { Logger } from 'pino';
import type { Database } from '../../db/client';

const CHECK_EVERY_MS = 1000;

export interface DatabaseWatch {
  /** The database client lost a connection: find out whether the database itself went. */
  connectionLost(error: Error): void;
  /** False from a failed check until one succeeds. */
  reachable(): boolean;
  /** A readiness check's own outcome. */
  observed(reachable: boolean, reason?: string): void;
  close(): void;
}

/**
 * Says once that the database went and once that it came back (not once per request or per
 * pooled connection): a lost connection starts a ping every second until one answers.
 */
export function databaseWatch(logger: Logger): {
  watch: DatabaseWatch;
  attach(database: Database): void;
} {
  const log = logger.child({ component: 'database' });
  let database: Database | undefined;
  let down = false;
  let checking = false;
  let closed = false;
  const observed = (reachable: boolean, reason?: string) => {
    if (reachable && down) {
      down = false;
      log.info('database reachable again');
    } else if (!reachable && !down) {
      down = true;
      log.error({ reason }, 'database unreachable: requests that need it answer 503');
    }
  };
  const check = async () => {
    checking = true;
    try {
      while (!closed && database) {
        try {
          await database.ping(CHECK_EVERY_MS);
          observed(true);
          return;
        } catch (error) {
          observed(false, (error as Error).message);
          await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS).unref());
        }
      }
    } finally {
      checking = false;
    }
  };
  return {
    attach: (db) => {
      database = db;
    },
    watch: {
      connectionLost: (error) => {
        if (checking || closed) return;
        log.warn({ reason: error.message }, 'database connection lost; the pool reconnects');
        void check();
      },
      reachable: () => !down,
      observed,
      close: () => {
        closed = true;
      },
    },
  };
}
