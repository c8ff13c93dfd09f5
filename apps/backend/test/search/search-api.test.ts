import type { Algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { eq, sql } from 'drizzle-orm';
import { loadSearchRecords } from '../../src/modules/search/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema';
import type { TestBackend } from '../helpers';
import { setupBackend } from '../helpers';
import type { ServedBackend } from './serve';
import { APP_ID, SEARCH_KEY, SETUP_TIMEOUT_MS, serveBackend } from './serve';

let t: TestBackend;
let served: ServedBackend;
let client: Algoliasearch;

beforeAll(async () => {
  t = await setupBackend();
  served = await serveBackend(t.backend);
  client = served.client();
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await served.close();
  await t.close();
});

interface Hit {
  objectID: string;
  sku: string;
  name: string;
  imageUrl: string | null;
  productUrl: string;
  brand: string;
  inStock: boolean;
  colour: string[];
  categories: string[];
  variantSkus: string[];
  _highlightResult: Record<string, { value: string; matchLevel: string } | { value: string }[]>;
}

async function search(params: Record<string, unknown>) {
  const { results } = await client.searchForHits<Hit>({
    requests: [{ indexName: 'products', ...params }],
  });
  const [result] = results;
  if (!result) throw new Error('no result');
  return result;
}

async function visibleProducts() {
  const db = t.backend.services.database.db;
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
    .from(s.products)
    .where(eq(s.products.isVisible, true));
  return row?.n ?? 0;
}

describe('credentials', () => {
  it('refuses a wrong search key with an Algolia 403 the client raises as ApiError', async () => {
    const error = await served
      .client('not-the-search-key')
      .searchSingleIndex({ indexName: 'products' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
  });

  it('refuses a request without credentials and one with the wrong application id', async () => {
    const none = await fetch(`${served.url}/1/indexes/products/query`, {
      method: 'POST',
      body: '{}',
    });
    expect(none.status).toBe(403);
    expect(await none.json()).toMatchObject({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    const wrongApp = await fetch(`${served.url}/1/indexes/products/query`, {
      method: 'POST',
      body: '{}',
      headers: { 'x-algolia-application-id': 'OTHER', 'x-algolia-api-key': SEARCH_KEY },
    });
    expect(wrongApp.status).toBe(403);
  });

  it('accepts the credentials as query parameters, the way the browser client sends them', async () => {
    const res = await fetch(
      `${served.url}/1/indexes/*/queries?x-algolia-agent=Algolia%20for%20JavaScript&x-algolia-api-key=${SEARCH_KEY}&x-algolia-application-id=${APP_ID}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ requests: [{ indexName: 'products', query: 'sofa' }] }),
      },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { nbHits: number }[] };
    expect(body.results[0]?.nbHits).toBeGreaterThan(0);
  });

  it('answers the CORS preflight of any page origin, like hosted Algolia (behaviour.md#security)', async () => {
    for (const origin of ['http://localhost:3000', 'https://another-shop.example']) {
      const res = await fetch(`${served.url}/1/indexes/*/queries`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-algolia-api-key,x-algolia-application-id',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      // A public key and no cookies: credentials are never allowed cross-origin.
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'x-algolia-api-key',
      );
    }
    const rest = await fetch(`${served.url}/api/products/brands`, {
      method: 'OPTIONS',
      headers: { origin: 'https://another-shop.example', 'access-control-request-method': 'GET' },
    });
    expect(rest.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('search hits (behaviour.md#entities)', () => {
  it('returns hits with sku, name, imageUrl and productUrl plus brand, categories, options and stock', async () => {
    const result = await search({ query: 'dining chair', hitsPerPage: 5 });
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result).toMatchObject({
      page: 0,
      hitsPerPage: 5,
      query: 'dining chair',
      index: 'products',
      exhaustiveNbHits: true,
    });
    expect(result.processingTimeMS).toBeGreaterThanOrEqual(0);
    const [hit] = result.hits;
    expect(hit).toMatchObject({
      objectID: expect.any(String),
      sku: expect.any(String),
      name: expect.stringMatching(/Dining Chair/),
    });
    expect(hit?.productUrl).toMatch(/^\/.+\/$/);
    expect(hit?.imageUrl).toMatch(/^\/images\//);
    expect(hit?.brand).toEqual(expect.any(String));
    expect(hit?.categories).toContain('Dining Chairs');
    expect(typeof hit?.inStock).toBe('boolean');
    expect(hit?.variantSkus.every((sku) => sku.startsWith(hit.sku))).toBe(true);

    const db = t.backend.services.database.db;
    const [row] = await db
      .select()
      .from(s.products)
      .where(eq(s.products.id, Number(hit?.objectID)));
    expect(row).toMatchObject({ sku: hit?.sku, name: hit?.name, path: hit?.productUrl });
  });

  it('answers several queries of one multi-query call in order, as react-instantsearch sends them', async () => {
    const { results } = await client.search({
      requests: [
        { indexName: 'products', query: 'sofa', hitsPerPage: 3 },
        { indexName: 'products', query: 'bookcase', hitsPerPage: 0, facets: ['brand'] },
      ],
    });
    expect(results).toHaveLength(2);
    const [sofas, bookcases] = results as {
      hits: Hit[];
      nbHits: number;
      facets?: Record<string, Record<string, number>>;
    }[];
    expect(sofas?.hits.every((h) => /sofa/i.test(h.name + h.categories.join(' ')))).toBe(true);
    expect(bookcases?.hits).toEqual([]);
    expect(bookcases?.nbHits).toBeGreaterThan(0);
    expect(Object.values(bookcases?.facets?.brand ?? {}).reduce((a, b) => a + b, 0)).toBe(
      bookcases?.nbHits,
    );
  });

  it('works through the lite client @shop/api uses (read host, port in the url)', async () => {
    const lite = liteClient(APP_ID, SEARCH_KEY, {
      hosts: [{ url: `localhost:${served.port}`, protocol: 'http', accept: 'read' }],
    });
    const { results } = await lite.searchForHits<Hit>({
      requests: [{ indexName: 'products', query: 'bed' }],
    });
    expect(results[0]?.hits.length).toBeGreaterThan(0);
  });

  it('retrieves only the requested attributes (objectID always)', async () => {
    const result = await search({
      query: 'table',
      hitsPerPage: 2,
      attributesToRetrieve: ['sku', 'name'],
      attributesToHighlight: [],
    });
    for (const hit of result.hits) {
      expect(Object.keys(hit).sort()).toEqual(['_highlightResult', 'name', 'objectID', 'sku']);
    }
  });
});

describe('matching', () => {
  it('matches the last word as a prefix and highlights only the typed part', async () => {
    const result = await search({ query: 'oslo chai', hitsPerPage: 50 });
    expect(result.nbHits).toBeGreaterThan(0);
    for (const hit of result.hits)
      expect(`${hit.name} ${hit.categories.join(' ')}`).toMatch(/oslo/i);
    const names = result.hits.map((h) => h._highlightResult.name as { value: string });
    expect(names.some((n) => n.value.includes('<em>Chai</em>r'))).toBe(true);
    expect(names.every((n) => n.value.includes('<em>Oslo</em>'))).toBe(true);
  });

  it('does not treat earlier words as prefixes (prefixLast)', async () => {
    const result = await search({ query: 'osl chair' });
    expect(result.nbHits).toBe(0);
  });

  it('tolerates typos: a swapped pair of letters and a wrong letter count as one typo', async () => {
    const exact = await search({
      query: 'chair',
      hitsPerPage: 1000,
      queryType: 'prefixNone',
      typoTolerance: false,
    });
    const swapped = await search({ query: 'chiar', hitsPerPage: 1000 });
    const wrong = await search({ query: 'chsir', hitsPerPage: 1000 });
    const ids = (r: typeof exact) => r.hits.map((h) => h.objectID);
    expect(exact.nbHits).toBeGreaterThan(0);
    expect(ids(swapped)).toEqual(expect.arrayContaining(ids(exact)));
    expect(ids(wrong)).toEqual(expect.arrayContaining(ids(exact)));
    const highlighted = swapped.hits[0]?._highlightResult.name as { value: string };
    expect(highlighted.value).toMatch(/<em>Chair<\/em>/);
  });

  it('allows no typo in short words and none at all with typoTolerance false', async () => {
    expect((await search({ query: 'bde' })).nbHits).toBe(0);
    expect((await search({ query: 'chiar', typoTolerance: false })).nbHits).toBe(0);
  });

  it('finds a product by its SKU and by a variant SKU', async () => {
    const db = t.backend.services.database.db;
    const [variant] = await db.select().from(s.variants).limit(1);
    const [product] = await db
      .select()
      .from(s.products)
      .where(eq(s.products.id, variant?.productId ?? 0));
    const bySku = await search({ query: product?.sku ?? '' });
    expect(bySku.hits[0]?.objectID).toBe(String(product?.id));
    const byVariant = await search({ query: variant?.sku ?? '' });
    expect(byVariant.hits.map((h) => h.objectID)).toContain(String(product?.id));
  });

  it('uses the highlight tags react-instantsearch asks for', async () => {
    const result = await search({
      query: 'sofa',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    });
    const name = result.hits[0]?._highlightResult.name as { value: string; matchLevel: string };
    expect(name.value).toContain('__ais-highlight__Sofa__/ais-highlight__');
    expect(name.matchLevel).toBe('full');
  });

  it('finds every visible product with an empty query, in-stock products first', async () => {
    const result = await search({
      query: '',
      hitsPerPage: 1000,
      attributesToRetrieve: ['inStock'],
    });
    expect(result.nbHits).toBe(await visibleProducts());
    const stock = result.hits.map((h) => h.inStock);
    expect(stock.indexOf(false)).toBeGreaterThan(0);
    expect(stock.slice(stock.indexOf(false)).every((v) => !v)).toBe(true);
  });
});

describe('facets', () => {
  it('counts brand values exactly as the catalogue holds them', async () => {
    const db = t.backend.services.database.db;
    const rows = await db
      .select({ name: s.brands.name, n: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
      .from(s.products)
      .innerJoin(s.brands, eq(s.brands.id, s.products.brandId))
      .where(eq(s.products.isVisible, true))
      .groupBy(s.brands.name);
    const result = await search({
      query: '',
      hitsPerPage: 0,
      facets: ['brand', 'inStock', 'colour', 'material', 'categories'],
    });
    expect(result.facets?.brand).toEqual(Object.fromEntries(rows.map((r) => [r.name, r.n])));
    const stock = result.facets?.inStock ?? {};
    expect((stock.true ?? 0) + (stock.false ?? 0)).toBe(result.nbHits);
    expect(Object.keys(result.facets?.colour ?? {})).toContain('Walnut');
    expect(Object.keys(result.facets?.material ?? {}).length).toBeGreaterThan(0);
    expect(result.facets?.categories?.['Shop All']).toBe(result.nbHits);
  });

  it('counts facets within the matches of a query, sorted by count, cut at maxValuesPerFacet', async () => {
    const result = await search({
      query: 'sofa',
      hitsPerPage: 0,
      facets: ['categories'],
      maxValuesPerFacet: 3,
    });
    const counts = Object.values(result.facets?.categories ?? {});
    expect(counts).toHaveLength(3);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(counts[0]).toBeLessThanOrEqual(result.nbHits ?? 0);
  });

  it('reports statistics of a numeric facet with facets_stats', async () => {
    const result = await search({
      query: 'bed',
      hitsPerPage: 1000,
      facets: ['brandId'],
      attributesToRetrieve: ['brandId'],
    });
    const brands = result.hits.map((h) => (h as unknown as { brandId: number }).brandId);
    expect(result.facets_stats?.brandId).toMatchObject({
      min: Math.min(...brands),
      max: Math.max(...brands),
    });
  });

  it('searches facet values (searchForFacetValues) within the query', async () => {
    const all = await client.searchForFacetValues({
      indexName: 'products',
      facetName: 'brand',
      searchForFacetValuesRequest: { facetQuery: 'nor' },
    });
    expect(all.facetHits).toHaveLength(1);
    expect(all.facetHits[0]).toMatchObject({
      value: 'Nordic Oak Works',
      highlighted: '<em>Nor</em>dic Oak Works',
    });
    const everything = await search({ query: '', hitsPerPage: 0, facets: ['brand'] });
    expect(all.facetHits[0]?.count).toBe(everything.facets?.brand?.['Nordic Oak Works']);

    const { results } = await client.searchForFacets({
      requests: [
        {
          indexName: 'products',
          type: 'facet',
          facet: 'colour',
          facetQuery: 'wal',
          query: 'sideboard',
        },
      ],
    });
    expect(results[0]?.facetHits.map((h) => h.value)).toEqual(['Walnut']);
  });

  it('refuses a facet search on an attribute that is not a facet', async () => {
    const error = await client
      .searchForFacetValues({
        indexName: 'products',
        facetName: 'name',
        searchForFacetValuesRequest: { facetQuery: 'a' },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
  });
});

describe('filters', () => {
  it('applies a filters expression with AND, OR, NOT, quoted values and comparisons', async () => {
    const result = await search({
      query: '',
      hitsPerPage: 1000,
      filters:
        '(brand:"Nordic Oak Works" OR brand:"Kyoto Joinery") AND productId < 200 AND NOT inStock:false',
      attributesToRetrieve: ['*'],
    });
    expect(result.nbHits).toBeGreaterThan(0);
    for (const hit of result.hits) {
      expect(['Nordic Oak Works', 'Kyoto Joinery']).toContain(hit.brand);
      expect(Number(hit.objectID)).toBeLessThan(200);
      expect(hit.inStock).toBe(true);
    }
  });

  it('applies facetFilters (inner lists are OR, a leading minus negates) and numericFilters', async () => {
    const result = await search({
      query: '',
      hitsPerPage: 1000,
      facetFilters: [['colour:Walnut', 'colour:Ivory'], 'brand:-Nordic Oak Works'],
      numericFilters: ['productId>=20', 'productId:20 TO 300'],
    });
    expect(result.nbHits).toBeGreaterThan(0);
    for (const hit of result.hits) {
      expect(hit.colour.some((c) => c === 'Walnut' || c === 'Ivory')).toBe(true);
      expect(hit.brand).not.toBe('Nordic Oak Works');
      expect(Number(hit.objectID)).toBeGreaterThanOrEqual(20);
      expect(Number(hit.objectID)).toBeLessThanOrEqual(300);
    }
  });

  it('answers a malformed filter with a 400 naming the problem', async () => {
    const unterminated = await search({ filters: 'brand:"Nordic' }).catch((e: unknown) => e);
    expect(unterminated).toMatchObject({
      status: 400,
      message: expect.stringContaining('unterminated'),
    });
    const unknown = await search({ filters: 'colourz:Walnut' }).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ status: 400, message: expect.stringContaining('colourz') });
  });
});

describe('pagination', () => {
  it('pages through every hit exactly once with nbPages pages', async () => {
    const first = await search({ query: 'chair', hitsPerPage: 7 });
    const nbHits = first.nbHits ?? 0;
    const nbPages = first.nbPages ?? 0;
    expect(nbHits).toBeGreaterThan(7);
    expect(nbPages).toBe(Math.ceil(nbHits / 7));
    const seen: string[] = [];
    for (let page = 0; page < nbPages; page++) {
      const result = await search({ query: 'chair', hitsPerPage: 7, page });
      expect(result.page).toBe(page);
      seen.push(...result.hits.map((h) => h.objectID));
    }
    expect(seen).toHaveLength(nbHits);
    expect(new Set(seen).size).toBe(nbHits);
    const past = await search({ query: 'chair', hitsPerPage: 7, page: nbPages });
    expect(past.hits).toEqual([]);
  });

  it('pages an empty query the same way and sorts a price replica', async () => {
    const a = await search({ query: '', hitsPerPage: 5, page: 0 });
    const b = await search({ query: '', hitsPerPage: 5, page: 1 });
    expect(new Set([...a.hits, ...b.hits].map((h) => h.objectID)).size).toBe(10);
    const { results } = await client.searchForHits<Hit>({
      requests: [{ indexName: 'products_price_asc', query: 'table', hitsPerPage: 50 }],
    });
    // The hits carry no price (an unretrievable attribute): the catalogue's own say the order.
    const ids = results[0]?.hits.map((h) => Number(h.objectID)) ?? [];
    expect(ids.length).toBeGreaterThan(1);
    const records = await loadSearchRecords(t.backend.services.database.db);
    const priceOf = new Map(records.map((record) => [record.productId, record.price]));
    const prices = ids.map((id) => priceOf.get(id) ?? Number.NaN);
    expect([...prices].sort((x, y) => x - y)).toEqual(prices);
  });

  it('refuses out-of-range paging parameters and unknown indexes', async () => {
    expect(await search({ hitsPerPage: 5000 }).catch((e: unknown) => e)).toMatchObject({
      status: 400,
    });
    expect(await search({ page: -1 }).catch((e: unknown) => e)).toMatchObject({ status: 400 });
    const missing = await client
      .searchForHits({ requests: [{ indexName: 'orders' }] })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404 });
  });
});

describe('request forms', () => {
  const headers = { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY };

  it('reads url-encoded params strings (v3/v4 clients) and the GET form of a search', async () => {
    const post = await fetch(`${served.url}/1/indexes/*/queries`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        requests: [
          { indexName: 'products', params: 'query=sofa&hitsPerPage=2&facets=%5B%22brand%22%5D' },
        ],
      }),
    });
    const body = (await post.json()) as {
      results: { hits: unknown[]; facets: object; params: string }[];
    };
    expect(body.results[0]?.hits).toHaveLength(2);
    expect(body.results[0]?.facets).toHaveProperty('brand');
    expect(body.results[0]?.params).toContain('query=sofa');
    const get = await fetch(`${served.url}/1/indexes/products?query=sofa&hitsPerPage=3`, {
      headers,
    });
    expect(((await get.json()) as { hits: unknown[] }).hits).toHaveLength(3);
  });

  it('answers broken bodies with a 400 in the Algolia error shape', async () => {
    const res = await fetch(`${served.url}/1/indexes/*/queries`, {
      method: 'POST',
      headers,
      body: '{"requests": [',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      status: 400,
      message: 'The request body is not valid JSON',
    });
    const noRequests = await fetch(`${served.url}/1/indexes/*/queries`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(noRequests.status).toBe(400);
  });

  it('reads one record by objectID', async () => {
    const hit = (await search({ query: 'sofa', hitsPerPage: 1 })).hits[0];
    const record = await client.getObject({ indexName: 'products', objectID: hit?.objectID ?? '' });
    expect(record).toMatchObject({ objectID: hit?.objectID, sku: hit?.sku });
  });
});
