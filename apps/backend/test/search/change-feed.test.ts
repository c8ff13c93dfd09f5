import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../src/backend';
import { createBackend } from '../../src/backend';
import * as s from '../../src/db/schema';
import { loadConfig } from '../../src/env';
import type { TestBackend } from '../helpers';
import { setupBackend } from '../helpers';
import type { ServedBackend } from './serve';
import { SETUP_TIMEOUT_MS, serveBackend } from './serve';

// On PostgreSQL (TEST_DATABASE_URL) a second backend process on the same database is
// started as well, and every assertion holds for both: the catalogue triggers NOTIFY and
// each backend LISTENs. On PGlite the one embedded database notifies its own process.
let t: TestBackend;
let second: Backend | undefined;
const instances: ServedBackend[] = [];

beforeAll(async () => {
  t = await setupBackend();
  instances.push(await serveBackend(t.backend));
  const url = t.backend.services.config.DATABASE_URL;
  if (url) {
    second = await createBackend(
      loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', OUTBOX_DIR: t.outbox }),
      'empty',
    );
    instances.push(await serveBackend(second));
  }
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const served of instances) await served.close();
  await second?.close();
  await t.close();
});

const db = () => t.backend.services.database.db;

async function hitsFor(served: ServedBackend, query: string, filters = '') {
  const result = await served
    .client()
    .searchSingleIndex<{ name: string; inStock: boolean; stock: number }>({
      indexName: 'products',
      searchParams: { query, filters, hitsPerPage: 50 },
    });
  return result.hits;
}

describe('search index change feed', { timeout: 90_000 }, () => {
  it('every backend on the database finds a renamed product under its new name', async () => {
    const [product] = await db().select().from(s.products).limit(1);
    if (!product) throw new Error('no product');
    await db()
      .update(s.products)
      .set({ name: 'Zanzibar Teak Daybed' })
      .where(eq(s.products.id, product.id));
    for (const served of instances) {
      await vi.waitFor(
        async () => {
          const hits = await hitsFor(served, 'zanzibar');
          expect(hits.map((h) => h.objectID)).toEqual([String(product.id)]);
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(await hitsFor(served, product.name)).not.toContainEqual(
        expect.objectContaining({ objectID: String(product.id) }),
      );
    }
  });

  it('every backend sees stock run out (inventory written by another client) in the inStock facet', async () => {
    const [product] = await db()
      .select()
      .from(s.products)
      .where(eq(s.products.availability, 'available'))
      .limit(1)
      .offset(3);
    if (!product) throw new Error('no product');
    const variantIds = (
      await db()
        .select({ id: s.variants.id })
        .from(s.variants)
        .where(eq(s.variants.productId, product.id))
    ).map((v) => v.id);
    const before = await hitsFor(instances[0] as ServedBackend, product.sku);
    expect(before[0]).toMatchObject({ objectID: String(product.id), inStock: true });

    await db()
      .update(s.inventory)
      .set({ availableToSell: 0 })
      .where(inArray(s.inventory.variantId, variantIds));
    for (const served of instances) {
      await vi.waitFor(
        async () => {
          const hits = await hitsFor(served, product.sku, 'inStock:false');
          expect(hits.map((h) => h.objectID)).toContain(String(product.id));
        },
        { timeout: 20_000, interval: 50 },
      );
    }
  });

  it('every backend drops a hidden product and a deleted one, and indexes a new one', async () => {
    const [hidden, deleted] = await db().select().from(s.products).limit(2).offset(10);
    if (!hidden || !deleted) throw new Error('no products');
    await db().update(s.products).set({ isVisible: false }).where(eq(s.products.id, hidden.id));
    await db().delete(s.products).where(eq(s.products.id, deleted.id));
    const id = 999_001;
    await db().insert(s.products).values({
      id,
      brandId: hidden.brandId,
      name: 'Quokka Bench',
      sku: 'QKB-1',
      path: '/quokka-bench/',
      price: 250,
    });
    for (const served of instances) {
      await vi.waitFor(
        async () => {
          const client = served.client();
          const { results } = await client.searchForHits({
            requests: [
              { indexName: 'products', query: hidden.sku },
              { indexName: 'products', query: deleted.sku },
              { indexName: 'products', query: 'quokka' },
            ],
          });
          expect(results[0]?.hits.map((h) => h.objectID)).not.toContain(String(hidden.id));
          expect(results[1]?.hits.map((h) => h.objectID)).not.toContain(String(deleted.id));
          expect(results[2]?.hits.map((h) => h.objectID)).toEqual([String(id)]);
        },
        { timeout: 20_000, interval: 50 },
      );
    }
  });

  it('a brand renamed from a separate database connection is picked up by a full rebuild', async () => {
    const url = t.backend.services.config.DATABASE_URL;
    if (url) {
      // An outside tool (psql, an import job) writing straight to PostgreSQL.
      const outside = new pg.Client({ connectionString: url });
      await outside.connect();
      await outside.query(`UPDATE brands SET name = 'Fjord Timber' WHERE id = 40`);
      await outside.end();
    } else {
      await db().update(s.brands).set({ name: 'Fjord Timber' }).where(eq(s.brands.id, 40));
    }
    for (const served of instances) {
      await vi.waitFor(
        async () => {
          const result = await served.client().searchSingleIndex({
            indexName: 'products',
            searchParams: { query: 'fjord', hitsPerPage: 0, facets: ['brand'] },
          });
          expect(result.nbHits).toBeGreaterThan(0);
          expect(Object.keys(result.facets?.brand ?? {})).toEqual(['Fjord Timber']);
        },
        { timeout: 30_000, interval: 100 },
      );
    }
  });
});
