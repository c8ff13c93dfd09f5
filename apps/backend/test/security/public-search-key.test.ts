import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../scripts/probe/http';
import type { TestBackend } from '../helpers';
import { setupBackend } from '../helpers';
import {
  APP_ID,
  SEARCH_KEY,
  SETUP_TIMEOUT_MS,
  serveBackend,
  type ServedBackend,
} from '../search/serve';

// Attack 12 of issue "Security, round two" (behaviour.md#security): the public search-only key
// answered `attributesToRetrieve: ["price","retailPrice","variants"]` from any origin, so
// anyone read the catalogue's prices and exact stock while the shop shows guests no price.
// Prices and stock are now unretrievable (Algolia's unretrievableAttributes) and cannot be
// faceted or filtered on with that key; the price replicas still sort by them.

let t: TestBackend;
let served: ServedBackend;
beforeAll(async () => {
  t = await setupBackend();
  served = await serveBackend(t.backend);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await served.close();
  await t.close();
});

const FIGURES = /"(price|retailPrice|stock|salePrice|facets_stats)"/;

/** A multi-query as the browser sends it: any origin, the public key in the query string. */
async function query(params: Record<string, unknown>, indexName = 'products') {
  const answer = await send(
    `${served.url}/1/indexes/*/queries?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${SEARCH_KEY}`,
    {
      headers: { origin: 'https://anyone.example', 'content-type': 'text/plain' },
      raw: JSON.stringify({ requests: [{ indexName, ...params }] }),
    },
  );
  return answer;
}

describe('the public search key', () => {
  it.each([
    { attributesToRetrieve: ['price', 'retailPrice', 'variants', 'stock'] },
    { attributesToRetrieve: ['*'] },
    { attributesToRetrieve: ['*'], attributesToHighlight: ['*'], attributesToSnippet: ['price'] },
    { facets: ['price', 'retailPrice', 'stock'] },
    { facets: ['*'] },
  ])('returns no price or stock figure for %j', async (params) => {
    const answer = await query({ query: 'sofa', hitsPerPage: 50, ...params });
    expect(answer.status).toBe(200);
    expect(answer.json.results[0].nbHits).toBeGreaterThan(0);
    expect(answer.text).not.toMatch(FIGURES);
  });

  it('still lists what the search page and quick order read: names, SKUs, variants and their options', async () => {
    const answer = await query({
      query: 'sofa',
      attributesToRetrieve: ['name', 'variants', 'brand'],
    });
    const [hit] = answer.json.results[0].hits;
    expect(hit.name).toEqual(expect.any(String));
    expect(hit.variants[0]).toMatchObject({
      sku: expect.any(String),
      options: expect.any(Object),
      inStock: expect.any(Boolean),
    });
    expect(hit.variants[0]).not.toHaveProperty('price');
    expect(hit.variants[0]).not.toHaveProperty('stock');
  });

  it('cannot filter on a price or stock figure, which would tell it by bisection', async () => {
    for (const params of [
      { filters: 'price < 500' },
      { filters: 'stock:3' },
      { numericFilters: ['retailPrice>=100'] },
      { numericFilters: ['stock:1 TO 5'] },
    ]) {
      const answer = await query({ query: '', ...params });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(/not retrievable with this key/);
    }
  });

  it('still sorts by price on the price replicas, without saying the prices', async () => {
    const answer = await query({ query: 'table', hitsPerPage: 20 }, 'products_price_desc');
    expect(answer.status).toBe(200);
    expect(answer.json.results[0].hits.length).toBeGreaterThan(1);
    expect(answer.text).not.toMatch(FIGURES);
  });
});
