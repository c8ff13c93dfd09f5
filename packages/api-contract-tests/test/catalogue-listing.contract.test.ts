import { createApiClient } from '@shop/api';
import { RequestPayloadError } from '@shop/api/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './support/backend';
import type { TestBackend } from './support/backend';

// The typed listing a category grid reads, and the variant option swatches of the stock
// query, against the reference backend's real answers.
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend('demo');
});
afterAll(async () => {
  await backend.close();
});

describe('catalogue.productListing', () => {
  it('types the products of one category page and reports the paging', async () => {
    const { products, pagination } = await backend
      .client()
      .catalogue.productListing({ category_id: 1, page: 2, limit: 5 });
    expect(products).toHaveLength(5);
    expect(pagination).toMatchObject({ current_page: 2, per_page: 5, count: 5 });
    expect(pagination?.total).toBeGreaterThan(5);
    expect(pagination?.total_pages).toBe(Math.ceil((pagination?.total ?? 0) / 5));
    for (const product of products) {
      expect(product.name).not.toBe('');
      expect(product.custom_url?.url).toMatch(/^\/[a-z0-9-]+\/$/);
      expect(product.categories).toContain(1);
      expect(product.variants?.length).toBeGreaterThan(0);
      expect(product.variants?.[0]?.sku.startsWith(product.sku)).toBe(true);
    }
  });

  it('lists the newest products first when sorted by date_created, descending', async () => {
    const { products } = await backend
      .client()
      .catalogue.productListing({ sort: 'date_created', direction: 'desc', limit: 30 });
    expect(products).toHaveLength(30);
    const dates = products.map((product) => Date.parse(product.date_created ?? ''));
    for (const date of dates) expect(Number.isNaN(date)).toBe(false);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The demo catalogue's arrivals are spread over time, not one seed instant.
    expect(new Set(dates).size).toBeGreaterThan(20);
    const oldestFirst = await backend
      .client()
      .catalogue.productListing({ sort: 'date_created', direction: 'asc', limit: 1 });
    expect(Date.parse(oldestFirst.products[0]?.date_created ?? '')).toBeLessThan(dates.at(-1) ?? 0);
  });

  it('refuses an unknown sort before sending anything', async () => {
    await expect(
      backend.client().catalogue.productListing({ sort: 'price' as 'id' }),
    ).rejects.toBeInstanceOf(RequestPayloadError);
  });

  it('refuses a bad page before sending anything', async () => {
    await expect(backend.client().catalogue.productListing({ page: 0 })).rejects.toBeInstanceOf(
      RequestPayloadError,
    );
  });
});

describe('graphql.productStockDetails option values', () => {
  it('carries the swatch image of material variants', async () => {
    const { products } = await backend.client().catalogue.productListing({ limit: 20 });
    const material = products.find((p) =>
      p.variants?.some((v) => v.option_values?.[0]?.option_display_name === 'Material'),
    );
    expect(material).toBeDefined();
    const api = createApiClient({
      apiBaseUrl: `${backend.url}/api`,
      productServiceBaseUrl: `${backend.url}/product-service`,
      graphql: { endpoint: `${backend.url}/graphql`, token: 'demo-storefront-token' },
    });
    const { site } = await api.graphql.productStockDetails({ sku: material?.sku ?? '' });
    const value =
      site.product?.variants.edges?.[0]?.node.options.edges?.[0]?.node.values.edges?.[0]?.node;
    expect(value?.imageUrl).toMatch(/^\/images\/swatches\/.+\.svg$/);
    expect(Array.isArray(value?.hexColors)).toBe(true);
  });
});
