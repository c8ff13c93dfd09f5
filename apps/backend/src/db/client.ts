import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { superviseClients } from './connection-errors';
import * as relations from './relations';
import * as tables from './schema';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The tables and their relations (`db.query.…` with `with:`). */
const schema = { ...tables, ...relations };

/** The driver-independent Drizzle database both drivers satisfy. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle (same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs one hot-path statement by name: PostgreSQL parses it once per connection and can
   * keep its plan (a named prepared statement); PGlite runs it as it is. The text must be
   * the same for every call with that name, and it runs outside any transaction.
   */
  prepared<T>(statement: PreparedStatement, params: readonly unknown[]): Promise<T[]>;
  /** Pings the database (readiness); fails after `timeoutMs` rather than wait on a full pool. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (test templates). */
  dump?: () => Promise<Blob>;
}

export interface PreparedStatement {
  name: string;
  text: string;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** A folder for PGlite's files, or `memory://` for an in-memory database. */
  dataDir: string;
  /** PostgreSQL: connections for transactions and other queries (default 10). */
  poolSize?: number;
  /** PostgreSQL: connections for the prepared hot-path statements (default 4). */
  statementPoolSize?: number;
  /** A PGlite dump (dumpDataDir) to start an in-memory database from, skipping initdb. */
  template?: string | undefined;
  /** PostgreSQL: told of every connection that drops (a restart, pg_terminate_backend). */
  onConnectionLost?: (error: Error) => void;
  /**
   * Runs after the migrations while still holding the set-up lock (the demo seed): backends
   * starting together on one PostgreSQL database migrate and seed one after another.
   */
  setUp?: (db: Db) => Promise<void>;
}

/**
 * The key of the PostgreSQL advisory lock every backend takes while it migrates and seeds.
 * Drizzle's migrator reads the applied migrations, then applies the rest, with nothing to
 * stop a second process doing the same in between (two backends of a cluster starting
 * together: `relation … already exists`, or the demo data seeded twice).
 */
export const SETUP_LOCK_KEY = 7_301_964_001;

/** Holds the set-up lock on a connection of its own (a session lock: released if it drops). */
async function underSetupLock<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock too.
    await client.end().catch(() => undefined);
  }
}

/** PostgreSQL: how long a request waits for a connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what}: timeout exceeded when trying to connect`));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * Opens one database client for the process and applies the migrations.
 * PGlite has a single connection; it already runs every query and transaction
 * exclusively (a query waits while a transaction is open), which serialises them.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // A connection that cannot be made in time fails the request (503) instead of hanging
    // it; keep-alive notices a peer that vanished without closing (a failover, a dead host).
    const connection = {
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    };
    const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
    // The hot paths' named statements get connections of their own that always use the
    // generic plan: PostgreSQL would otherwise re-plan the cart's joins on every call, and
    // planning them costs twice what running them does. Other queries keep custom plans.
    const preparedPool = new pg.Pool({
      ...connection,
      max: options.statementPoolSize ?? 4,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // A client losing its connection, idle or in use, must not crash the process; the pools
    // drop it and open new connections as they are needed, so they recover by themselves.
    // The ping (readiness, the database watch) asks on a connection of its own: in the pool it
    // would queue behind every busy request, and a pool merely full under load would read as
    // a database that is gone — every replica "not ready" at once, every request a 503.
    const pingPool = new pg.Pool({ ...connection, max: 1, idleTimeoutMillis: 30_000 });
    const onLost = options.onConnectionLost ?? (() => undefined);
    superviseClients(pool, onLost);
    superviseClients(preparedPool, onLost);
    superviseClients(pingPool, () => undefined);
    const db = drizzlePg(pool, { schema });
    try {
      await underSetupLock(options.databaseUrl, async () => {
        await migratePg(db, { migrationsFolder });
        await options.setUp?.(db);
      });
    } catch (error) {
      await Promise.all([pool.end(), preparedPool.end(), pingPool.end()]);
      throw error;
    }
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      prepared: async <T>(statement: PreparedStatement, params: readonly unknown[]) => {
        const result = await preparedPool.query({ ...statement, values: [...params] });
        return result.rows as T[];
      },
      ping: async (timeoutMs = CONNECT_TIMEOUT_MS) => {
        await withTimeout(pingPool.query('select 1'), timeoutMs, 'database ping');
      },
      close: async () => {
        await Promise.all([pool.end(), preparedPool.end(), pingPool.end()]);
      },
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const loadDataDir =
    inMemory && options.template ? new Blob([await readFile(options.template)]) : undefined;
  const client = new PGlite(
    inMemory ? undefined : options.dataDir,
    loadDataDir ? { loadDataDir } : {},
  );
  const db = drizzlePglite(client, { schema });
  // One process owns a PGlite folder: nothing else can migrate it meanwhile.
  try {
    await migratePglite(db, { migrationsFolder });
    await options.setUp?.(db);
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    prepared: async <T>(statement: PreparedStatement, params: readonly unknown[]) => {
      const result = await client.query<T>(statement.text, [...params]);
      return result.rows;
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dump: async () => {
      const dumped = await client.dumpDataDir('none');
      return dumped;
    },
  };
}

/** Postgres unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e; depth++) {
    if (typeof e === 'object' && 'code' in e && e.code === '23505') return true;
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
  return false;
}

/** Rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('unexpected raw query result');
  return rows as T[];
}
