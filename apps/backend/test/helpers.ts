import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createBackend } from '../src/backend';
import { freshPostgresDatabase } from '../src/db/fresh-database';
import type { Backend } from '../src/backend';
import type { EnvInput } from '../src/env';
import { loadConfig } from '../src/env';
import { DEMO_PASSWORD } from '../src/seed/demo-customers';
import { CARTON_METAFIELD_KEYS, METAFIELD_NAMESPACE, cartonMetafields } from '@shop/domain';

export interface CallOptions {
  body?: unknown;
  /** Sent as is (malformed JSON tests). */
  raw?: string;
  token?: string | undefined;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // Tests read whatever the server sent.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface TestBackend {
  backend: Backend;
  outbox: string;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  login(email: string, password?: string): Promise<{ token: string; customerId: number }>;
  close(): Promise<void>;
}

/** The real backend on its own demo-seeded database (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function setupBackend(overrides: EnvInput = {}): Promise<TestBackend> {
  const outbox = await mkdtemp(join(tmpdir(), 'shop-outbox-'));
  const env: EnvInput = {
    LOG_LEVEL: 'silent',
    OUTBOX_DIR: outbox,
    CATALOGUE_CACHE_SECONDS: '0',
    ...overrides,
  };
  const pgUrl = process.env.TEST_DATABASE_URL;
  let drop: (() => Promise<void>) | undefined;
  if (pgUrl) {
    // Each test file gets a database of its own, dropped afterwards, so runs can repeat.
    const db = await freshPostgresDatabase(pgUrl);
    env.DATABASE_URL = db.url;
    drop = db.drop;
  } else {
    env.DATA_DIR = 'memory://';
    env.PGLITE_TEMPLATE = inject('pgliteTemplate');
  }
  const backend = await createBackend(loadConfig(env), 'demo');
  const call = async (
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await backend.app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Non-JSON bodies stay text.
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    backend,
    outbox,
    call,
    login: async (email, password = DEMO_PASSWORD) => {
      const res = await call('POST', '/api/customers/login', { body: { email, password } });
      if (res.status !== 200)
        throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { token: res.body.token as string, customerId: res.body.customer.id as number };
    },
    close: async () => {
      // A test may have closed the database on purpose; the fresh database is dropped regardless.
      await backend.close().catch(() => undefined);
      await drop?.();
      await rm(outbox, { recursive: true, force: true });
    },
  };
}

/** Mail is sent after the response: wait for it. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  meta: Record<string, string>;
}

/** The mails sent to `to` (of `kind`, when given), waiting until at least `count` have arrived. */
export async function mailsTo(
  dir: string,
  to: string,
  { kind, count = 1, timeoutMs = 5000 }: { kind?: string; count?: number; timeoutMs?: number } = {},
): Promise<OutboxMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
    const mails = (
      await Promise.all(
        files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxMail),
      )
    ).filter((m) => m.to === to && (kind === undefined || m.meta.kind === kind));
    if (mails.length >= count || Date.now() > until) return mails;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A variant that is in stock, with its product. */
export const DEMO = {
  buyer: 'buyer@example.com',
  rrp: 'rrp@example.com',
  noprices: 'noprices@example.com',
};

/** The billing and shipping address the tests' orders are placed with. */
export const ORDER_ADDRESS = {
  first_name: 'Alex',
  last_name: 'Buyer',
  company: 'Buyer Interiors',
  street_1: '10 Harbour Street',
  city: 'Sydney',
  state: 'NSW',
  zip: '2000',
  country: 'Australia',
  country_code: 'AU',
  phone: '+639171234567',
  email: 'buyer@example.com',
};

/**
 * A flat-packed carton far smaller than the fixture's container product (600 × 500 × 250 mm,
 * 0.075 CBM a unit against the product's 0.38), for tests of the CBM rule (behaviour.md#validation): with it the
 * volume rule binds long before the load plan (behaviour.md#load-plans) does.
 */
export const FLAT_PACKED_CARTON = {
  width: 600,
  depth: 500,
  height: 250,
  grossWeightKg: 20,
  unitsPerCarton: 1,
  stackable: true,
  maxLoadOnTopKg: 2000,
  thisSideUp: false,
} as const;

/** Demo fixtures read from the database, so tests follow the generator rather than magic ids. */
export async function fixtures(t: TestBackend) {
  const db = t.backend.services.database.db;
  const { and, asc, eq, inArray, like, notLike, sql } = await import('drizzle-orm');
  const s = await import('../src/db/schema');
  const pick = async (container: boolean) => {
    const [row] = await db
      .select({
        productId: s.products.id,
        variantId: s.variants.id,
        sku: s.variants.sku,
        name: s.products.name,
        brandId: s.products.brandId,
      })
      .from(s.variants)
      .innerJoin(s.products, eq(s.products.id, s.variants.productId))
      .where(
        and(
          container
            ? like(s.products.name, '%(Container)')
            : notLike(s.products.name, '%(Container)'),
          eq(s.products.brandId, 40),
        ),
      )
      .orderBy(asc(s.variants.id))
      .limit(1);
    if (!row) throw new Error('no fixture product');
    return row;
  };
  const setStock = async (variantId: number, perLocation: number[]) => {
    await db.delete(s.inventory).where(eq(s.inventory.variantId, variantId));
    await db.insert(s.inventory).values(
      perLocation.map((availableToSell, i) => ({
        variantId,
        locationId: i + 1,
        availableToSell,
        warningLevel: 1,
      })),
    );
  };
  const stockOf = async (variantId: number) => {
    const [row] = await db
      .select({
        total:
          sql<number>`cast(coalesce(sum(${s.inventory.availableToSell}), 0) as integer)`.mapWith(
            Number,
          ),
      })
      .from(s.inventory)
      .where(eq(s.inventory.variantId, variantId));
    return row?.total ?? 0;
  };
  const dimensions = async (productId: number) => {
    const rows = await db
      .select()
      .from(s.productMetafields)
      .where(eq(s.productMetafields.productId, productId));
    const get = (key: string) =>
      Number(rows.find((r) => r.key === key && r.variantId === null)?.value);
    return { width: get('ProductWidth'), depth: get('ProductDepth'), height: get('ProductHeight') };
  };
  /**
   * Replaces a variant's carton metafields (behaviour.md#load-plans) with `carton`'s, or removes them (`null`:
   * the product's own size then counts as one estimated carton).
   */
  const setCarton = async (
    variantId: number,
    carton: Parameters<typeof cartonMetafields>[0] | null,
  ) => {
    const [variant] = await db
      .select({ productId: s.variants.productId })
      .from(s.variants)
      .where(eq(s.variants.id, variantId));
    if (!variant) throw new Error(`no variant ${String(variantId)}`);
    await db
      .delete(s.productMetafields)
      .where(
        and(
          eq(s.productMetafields.variantId, variantId),
          inArray(s.productMetafields.key, Object.values(CARTON_METAFIELD_KEYS)),
        ),
      );
    if (carton === null) return;
    await db.insert(s.productMetafields).values(
      Object.entries(cartonMetafields(carton)).map(([key, value]) => ({
        productId: variant.productId,
        variantId,
        namespace: METAFIELD_NAMESPACE,
        key,
        value,
      })),
    );
  };
  return {
    plain: await pick(false),
    container: await pick(true),
    setStock,
    stockOf,
    dimensions,
    setCarton,
  };
}
