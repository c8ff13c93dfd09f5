import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client';
import { RequestPayloadError } from '../src/errors/request-payload-error';
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
