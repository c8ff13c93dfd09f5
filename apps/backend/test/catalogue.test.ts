import { isNewArrival, METAFIELD_NAMESPACE, SIZE_METAFIELD_KEYS } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import type { TestBackend } from './helpers';
import { DEMO, setupBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await setupBackend();
});
afterAll(async () => {
  await t.close();
});

describe('catalogue', () => {
  it('lists brands, brand 40 among at least 8', async () => {
    const res = await t.call('GET', '/api/products/brands');
    expect(res.status).toBe(200);
    expect(res.body.message.length).toBeGreaterThanOrEqual(8);
    expect(res.body.message).toContainEqual(
      expect.objectContaining({ id: 40, name: expect.any(String) }),
    );
  });

  it('lists available products with variants, stock and options, paged and filtered', async () => {
    const all = await t.call('POST', '/api/products/all-products-available');
    expect(all.status).toBe(200);
    expect(all.body.meta.pagination.total).toBeGreaterThanOrEqual(300);
    expect(
      all.body.data.some(
        (p: { inventory_level: number; availability: string }) =>
          p.inventory_level === 0 && p.availability === 'preorder',
      ),
    ).toBe(true);
    expect(all.body.data).toHaveLength(250);
    const withOptions = all.body.data.find((p: { variants: unknown[] }) => p.variants.length > 1);
    expect(withOptions.variants[0].option_values[0]).toMatchObject({
      option_display_name: expect.stringMatching(/Colour|Material/),
    });
    expect(all.body.data.some((p: { name: string }) => p.name.endsWith('(Container)'))).toBe(true);

    const page = await t.call('POST', '/api/products/all-products-available', {
      body: { page: 2, limit: 5, brand_id: 40 },
    });
    expect(page.body.data).toHaveLength(5);
    expect(page.body.data.every((p: { brand_id: number }) => p.brand_id === 40)).toBe(true);
    expect(page.body.meta.pagination).toMatchObject({ current_page: 2, per_page: 5 });
    expect(
      (await t.call('POST', '/api/products/all-products-available', { body: { limit: 100_000 } }))
        .status,
    ).toBe(400);
    expect(
      (await t.call('POST', '/api/products/all-products-available', { body: { sort: 'name' } }))
        .status,
    ).toBe(400);
  });

  it('lists only the asked products, and refuses a bad list', async () => {
    const listed = await t.call('POST', '/api/products/all-products-available', {
      body: { product_ids: [103, 101, 999_999] },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((p: { id: number }) => p.id)).toEqual([101, 103]);
    expect(listed.body.data[0].variants[0]).toMatchObject({
      inventory_level: expect.any(Number),
      purchasing_disabled: expect.any(Boolean),
    });
    for (const product_ids of [[], [0], ['101'], Array.from({ length: 501 }, (_, i) => i + 1)]) {
      const refused = await t.call('POST', '/api/products/all-products-available', {
        body: { product_ids },
      });
      expect(refused.status).toBe(400);
    }
  });

  it('lists the New Arrivals category newest first, each product with its arrival date', async () => {
    const tree = await t.call('POST', '/graphql', {
      headers: { Authorization: 'Bearer demo-storefront-token' },
      body: { query: '{ site { categoryTree { entityId path productCount } } }' },
    });
    const category = (
      tree.body.data.site.categoryTree as { entityId: number; path: string; productCount: number }[]
    ).find((node) => node.path === '/new-arrivals/');
    expect(category?.productCount).toBeGreaterThanOrEqual(24);
    const listed = await t.call('POST', '/api/products/all-products-available', {
      body: {
        category_id: category?.entityId,
        sort: 'date_created',
        direction: 'desc',
        limit: 100,
      },
    });
    expect(listed.status).toBe(200);
    const dates: number[] = listed.body.data.map((p: { date_created: string }) =>
      Date.parse(p.date_created),
    );
    expect(dates).toHaveLength(category?.productCount ?? -1);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Filed there because they arrived lately: within the last 90 days (@shop/domain).
    for (const date of dates) expect(isNewArrival(date, Date.now())).toBe(true);
    const all = await t.call('POST', '/api/products/all-products-available', {
      body: { sort: 'date_created', direction: 'desc', limit: 1 },
    });
    expect(Date.parse(all.body.data[0].date_created)).toBe(dates[0]);
  });

  it('answers the product dictionary keyed by variant SKU', async () => {
    const res = await t.call('GET', '/api/product-dictionary');
    expect(res.status).toBe(200);
    const entries = Object.entries(res.body.data);
    expect(entries.length).toBeGreaterThan(600);
    expect(entries[0]![1]).toMatchObject({
      product_id: expect.any(Number),
      variant_id: expect.any(Number),
      url: expect.stringMatching(/^\//),
    });
    expect((await t.call('GET', '/api/product-dictionary?x=1')).status).toBe(400);
  });
});

describe('demo data', () => {
  it('has the catalogue the storefront needs', async () => {
    const db = t.backend.services.database.db;
    const products = await db.select().from(s.products);
    expect(products.length).toBeGreaterThanOrEqual(300);
    const categories = await db.select().from(s.categories);
    const byId = new Map(categories.map((c) => [c.id, c]));
    const depth = (id: number | null): number =>
      id === null ? 0 : 1 + depth(byId.get(id)?.parentId ?? null);
    expect(Math.max(...categories.map((c) => depth(c.id)))).toBe(3);
    const collections = categories.find((c) => c.path === '/collections/');
    expect(categories.filter((c) => c.parentId === collections?.id).length).toBeGreaterThan(8);
    expect(categories.some((c) => c.path === '/shop-all/')).toBe(true);

    const metafields = await db
      .select()
      .from(s.productMetafields)
      .where(eq(s.productMetafields.productId, products[0]!.id));
    const keys = new Set(
      metafields.filter((m) => m.namespace === METAFIELD_NAMESPACE).map((m) => m.key),
    );
    for (const key of Object.values(SIZE_METAFIELD_KEYS)) expect(keys).toContain(key);
    for (const key of [
      'ImageHero',
      'Warranty',
      'AssemblyRequired',
      'CountryOfManufacture',
      'TechnicalSheet',
    ])
      expect(keys).toContain(key);
    const swatches = await db.select().from(s.optionValues);
    expect(swatches.some((v) => v.imageUrl)).toBe(true);
    const locations = await db.select().from(s.locations);
    expect(locations.length).toBeGreaterThanOrEqual(2);
    const stock = await db.select().from(s.inventory);
    expect(stock.some((row) => row.availableToSell === 0)).toBe(true);
    expect((await db.select().from(s.relatedProducts)).length).toBeGreaterThan(0);
    expect((await db.select().from(s.bulkPricingTiers)).length).toBeGreaterThan(0);
  });
});

describe('customer pricing', () => {
  it('answers the price-list prices of the own customer, empty without a list', async () => {
    const buyer = await t.login(DEMO.buyer);
    const dict = await t.call('GET', '/api/product-dictionary');
    const skus = Object.keys(dict.body.data).slice(0, 3);
    const res = await t.call('POST', '/product-service/price-lists/get-customer-pricing', {
      token: buyer.token,
      body: { customerId: buyer.customerId, skus: [skus.slice(0, 2), skus.slice(2)] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toHaveLength(3);
    expect(res.body.message[0]).toEqual({
      variant_id: expect.any(Number),
      sku: skus[0],
      price: expect.any(Number),
    });

    const none = await t.login(DEMO.noprices);
    const empty = await t.call('POST', '/product-service/price-lists/get-customer-pricing', {
      token: none.token,
      body: { customerId: String(none.customerId), skus: [skus] },
    });
    expect(empty.status).toBe(200);
    expect(empty.body.message).toEqual([]);
    const bad = await t.call('POST', '/product-service/price-lists/get-customer-pricing', {
      token: buyer.token,
      body: { customerId: buyer.customerId, skus: 'x' },
    });
    expect(bad.status).toBe(400);
  });
});
