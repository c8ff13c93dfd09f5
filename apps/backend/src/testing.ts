// `@shop/backend/testing`: the reference backend for other workspaces' tests (the API
// contract tests, the storefront's server and browser suites). In-process, on a free port,
// on a database of its own (in-memory PGlite, or a fresh one on a PostgreSQL server),
// writing mail to a temporary outbox of its own, so tests read their e-mails without
// knowing where this workspace keeps its data.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import {
  CONTAINER_METAFIELD_NAMESPACE,
  containerMetafield,
  containerMetafieldKey,
} from '@shop/domain';
import type { Db } from './db/client';
import { freshPostgresDatabase } from './db/fresh-database';
import * as s from './db/schema';
import type { EnvInput } from './env';
import { startBackend, type RunningBackend } from './index';

// Also for the storefront's scripts that start a backend of their own on PostgreSQL.
export { freshPostgresDatabase, type FreshDatabase } from './db/fresh-database';

/** Stores a factory's own container size, as the wholesaler would for a factory shipping in another box. */
async function setFactoryContainer(db: Db, brandId: number, cbm: number): Promise<void> {
  const field = containerMetafield(brandId, cbm);
  await db
    .delete(s.brandMetafields)
    .where(
      and(
        eq(s.brandMetafields.brandId, brandId),
        eq(s.brandMetafields.namespace, CONTAINER_METAFIELD_NAMESPACE),
        eq(s.brandMetafields.key, containerMetafieldKey(brandId)),
      ),
    );
  await db.insert(s.brandMetafields).values({
    brandId,
    namespace: field.namespace,
    key: field.key,
    value: field.value,
  });
}

export interface TestBackendOptions {
  /** `demo` (default): the demo catalogue, customers and content; `empty`: no data. */
  seed?: 'demo' | 'empty';
  /** Further backend variables (README "Environment variables"), e.g. `CLIENT_ADDRESS_SECRET`. */
  env?: EnvInput;
  /** pino level; `silent` unless given. */
  logLevel?: string;
  /**
   * Brand id → the CBM of that factory's own container (its `container_size` brand metafield),
   * in place of the demo's 26: a factory that ships in another box.
   */
  factoryContainers?: Record<number, number>;
  /**
   * A PostgreSQL server (`postgres://…`, any database on it to connect to): the backend runs
   * on a fresh database of its own there, created under a unique name and dropped by `close`.
   * Unset: in-memory PGlite.
   */
  databaseUrl?: string;
}

/** One e-mail as the backend's file outbox holds it. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** What a test needs without parsing the text, e.g. a reset mail's `token` and `resetUrl`. */
  meta: Record<string, string>;
}

export interface TestBackend {
  /** e.g. `http://127.0.0.1:43123`; the REST API is under `/api`. */
  url: string;
  /** The folder this backend writes mail to; removed by `close`. */
  outbox: string;
  /** The mails sent to `to` so far, oldest first; waits up to `timeoutMs` for the first. */
  mailsTo(to: string, options?: { timeoutMs?: number }): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

async function readMails(outbox: string, to: string): Promise<OutboxMail[]> {
  const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.json'));
  // File names start with the time they were written, so their order is the mails' order.
  const mails = await Promise.all(
    files
      .sort()
      .map(async (file) => JSON.parse(await readFile(join(outbox, file), 'utf8')) as OutboxMail),
  );
  return mails.filter((mail) => mail.to === to);
}

export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const outbox = await mkdtemp(join(tmpdir(), 'shop-test-outbox-'));
  const database = options.databaseUrl
    ? await freshPostgresDatabase(options.databaseUrl)
    : undefined;
  let backend: RunningBackend | undefined;
  try {
    backend = await startBackend({
      port: 0,
      ...(database ? { databaseUrl: database.url } : { dataDir: 'memory://' }),
      seed: options.seed ?? 'demo',
      logLevel: options.logLevel ?? 'silent',
      // Every test registers its customers from one address: the limit is this workspace's
      // to test (test/security), not its users'.
      REGISTER_LIMIT_PER_ADDRESS: '10000',
      ...options.env,
      OUTBOX_DIR: outbox,
    });
    for (const [brandId, cbm] of Object.entries(options.factoryContainers ?? {}))
      await setFactoryContainer(backend.services.database.db, Number(brandId), cbm);
  } catch (error) {
    // A backend that did not come up leaves no database or outbox behind.
    await backend?.close().catch(() => undefined);
    await database?.drop().catch(() => undefined);
    await rm(outbox, { recursive: true, force: true });
    throw error;
  }
  const running = backend;
  return {
    url: running.url,
    outbox,
    async mailsTo(to, { timeoutMs = 5_000 } = {}) {
      // Mail is written after the answer is sent: give it a moment to land.
      const until = Date.now() + timeoutMs;
      for (;;) {
        const mails = await readMails(outbox, to);
        if (mails.length > 0 || Date.now() > until) return mails;
        await delay(25);
      }
    },
    async close() {
      try {
        await running.close();
      } finally {
        await database?.drop();
        await rm(outbox, { recursive: true, force: true });
      }
    },
  };
}
