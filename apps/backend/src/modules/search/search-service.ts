import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { SearchEngine } from './engine';
import { loadSearchRecords } from './records';

/** The channel the catalogue triggers notify (migration 0002_search_change_feed). */
export const CHANGE_CHANNEL = 'search_products';
/** Changes arriving within this window are applied together. */
const COALESCE_MS = 15;
/** Past this many changed products a full rebuild is cheaper than record-by-record refreshes. */
const REBUILD_THRESHOLD = 5000;
/** Share of dead slots (replaced records) that triggers a compacting rebuild. */
const COMPACT_RATIO = 0.33;

export interface SearchBuildStats {
  records: number;
  loadMs: number;
  indexMs: number;
  builtAt: Date;
}

export interface SearchService {
  /** The current index (replaced whole by a full rebuild). */
  engine(): SearchEngine;
  lastBuild(): SearchBuildStats;
  /** Queues a refresh of these products, or of everything with `'*'`. */
  refresh(ids: readonly number[] | '*'): void;
  /** Resolves once every queued change is applied. */
  idle(): Promise<void>;
  /** Calls `listener` with every change the feed announces (other caches of catalogue facts). */
  onChange(listener: (ids: readonly number[] | '*') => void): void;
  close(): Promise<void>;
}

export interface SearchServiceOptions {
  database: Database;
  databaseUrl: string | undefined;
  logger: Logger;
}

/**
 * Builds the `products` index from the database and keeps it current: catalogue triggers
 * announce changed product ids on the `search_products` channel and every backend process
 * LISTENs to it (PostgreSQL: one dedicated connection per process, so all processes on one
 * database see every change, whoever wrote it; PGlite: the in-process notification of the
 * single embedded database). A lost PostgreSQL connection reconnects and rebuilds, since
 * notifications sent meanwhile are lost.
 */
export async function startSearch(options: SearchServiceOptions): Promise<SearchService> {
  const { database, logger } = options;
  const log = logger.child({ component: 'search' });
  let current = new SearchEngine();
  let stats: SearchBuildStats = { records: 0, loadMs: 0, indexMs: 0, builtAt: new Date() };
  const pendingIds = new Set<number>();
  let pendingAll = false;
  let running: Promise<void> | undefined;
  let closed = false;
  const isClosed = () => closed;

  const build = async () => {
    const started = performance.now();
    const records = await loadSearchRecords(database.db);
    const loaded = performance.now();
    const engine = new SearchEngine(records);
    current = engine;
    stats = {
      records: records.length,
      loadMs: loaded - started,
      indexMs: performance.now() - loaded,
      builtAt: new Date(),
    };
    log.info(
      {
        records: stats.records,
        loadMs: Math.round(stats.loadMs),
        indexMs: Math.round(stats.indexMs),
      },
      'search index built',
    );
  };

  const applyIds = async (ids: number[]) => {
    const records = await loadSearchRecords(database.db, ids);
    const engine = current;
    const found = new Set<string>();
    for (const record of records) {
      engine.upsert(record);
      found.add(record.objectID);
    }
    for (const id of ids) if (!found.has(String(id))) engine.remove(String(id));
    log.debug({ products: ids.length }, 'search records refreshed');
    // Replaced records leave dead slots behind; past a third of the index, compact it.
    if (engine.deadRatio > COMPACT_RATIO) pendingAll = true;
  };

  const drain = async () => {
    await new Promise((resolve) => setTimeout(resolve, COALESCE_MS));
    while (!closed && (pendingAll || pendingIds.size > 0)) {
      try {
        if (pendingAll || pendingIds.size > REBUILD_THRESHOLD) {
          pendingAll = false;
          pendingIds.clear();
          await build();
        } else {
          const ids = [...pendingIds];
          pendingIds.clear();
          await applyIds(ids);
        }
      } catch (error) {
        // close() may have run while the refresh was waiting on the database.
        if (isClosed()) return;
        // The database may be briefly unreachable: try again from scratch a little later.
        log.error({ err: error }, 'search index refresh failed; rebuilding shortly');
        pendingAll = true;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };

  const schedule = () => {
    running ??= drain().finally(() => {
      running = undefined;
      if (!closed && (pendingAll || pendingIds.size > 0)) schedule();
    });
  };

  const listeners = new Set<(ids: readonly number[] | '*') => void>();
  const refresh = (ids: readonly number[] | '*') => {
    if (closed) return;
    for (const listener of listeners) listener(ids);
    if (ids === '*') pendingAll = true;
    else for (const id of ids) pendingIds.add(id);
    schedule();
  };

  const onPayload = (payload: string | undefined) => {
    if (!payload || payload === '*') {
      refresh('*');
      return;
    }
    const ids = payload.split(',').map(Number).filter(Number.isInteger);
    refresh(ids);
  };

  // Listen before the first build so that no change between the two is missed.
  const unsubscribe = options.databaseUrl
    ? await listenPostgres(
        options.databaseUrl,
        onPayload,
        () => {
          refresh('*');
        },
        log,
      )
    : await listenPglite(database, onPayload);

  try {
    await build();
  } catch (error) {
    await unsubscribe();
    throw error;
  }

  return {
    engine: () => current,
    lastBuild: () => stats,
    refresh,
    onChange: (listener) => {
      listeners.add(listener);
    },
    idle: async () => {
      while (running) await running;
    },
    close: async () => {
      closed = true;
      await unsubscribe();
      await running?.catch(() => undefined);
    },
  };
}

async function listenPglite(
  database: Database,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  // Drizzle keeps the driver's client as `$client`; PGlite delivers NOTIFY in-process.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const stop = await client.listen(CHANGE_CHANNEL, onPayload);
  return async () => {
    await stop().catch(() => undefined);
  };
}

async function listenPostgres(
  url: string,
  onPayload: (payload: string | undefined) => void,
  onReconnect: () => void,
  log: Logger,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;

  const scheduleReconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(
        () => {
          delay = 500;
          onReconnect();
        },
        (error: unknown) => {
          log.warn({ err: error }, 'search change feed reconnect failed');
          scheduleReconnect();
        },
      );
    }, delay);
    delay = Math.min(delay * 2, 10_000);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) onPayload(message.payload);
    });
    const lost = (error?: Error) => {
      if (stopped || client !== c) return;
      client = undefined;
      log.warn({ err: error }, 'search change feed connection lost; reconnecting');
      c.end().catch(() => undefined);
      scheduleReconnect();
    };
    c.on('error', lost);
    c.on('end', () => {
      lost();
    });
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      client = undefined;
      await c.end().catch(() => undefined);
      throw error;
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
