// The search page and the header search rendered on the server against the real backend
// (in-process, in-memory demo catalogue and search index): first results, facets and
// pagination are in the HTML (the page works before and without script), the query
// string is the page's state, and the SKU list the browser filters suggestions with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexDictionary } from '../../app/catalogue/product-dictionary.server';
import { skusOfDictionary } from '../../app/search/known-skus.server';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend } from './render';

let app: RenderedApp;
let closeBackend: () => Promise<void>;
beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await closeBackend();
});

interface IndexAnswer {
  nbHits: number;
  nbPages: number;
  hits: { sku: string; name: string; productUrl: string; brand: string }[];
  facets?: Record<string, Record<string, number>>;
}

/** The backend's own answer, to check the page against (Algolia REST form). */
async function searchIndex(body: Record<string, unknown>): Promise<IndexAnswer> {
  const response = await fetch(`${String(process.env.BACKEND_URL)}/1/indexes/products/query`, {
    method: 'POST',
    headers: { 'X-Algolia-Application-Id': 'LOCAL', 'X-Algolia-API-Key': 'demo-search-key' },
    body: JSON.stringify({ hitsPerPage: 24, ...body }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as IndexAnswer;
}

async function page(path: string): Promise<string> {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  return response.text();
}

const decode = (html: string) =>
  html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const productLinks = (html: string) =>
  [...html.matchAll(/class="ui-search-results__card" href="([^"]+)"/g)].map((m) => m[1]);
const checkbox = (html: string, label: string) =>
  new RegExp(
    `<a href="([^"]*)" role="checkbox" aria-checked="(true|false)"[^>]*>(?:(?!</a>).)*?>${label}<`,
  ).exec(decode(html));

describe('search results page (server-rendered)', () => {
  it("has the term's title and heading, the first results and their count", async () => {
    const expected = await searchIndex({ query: 'chair' });
    expect(expected.nbHits).toBeGreaterThan(24);
    const html = await page('/search?term=chair');
    expect(decode(titleOf(html) ?? '')).toBe("Search results for 'chair'");
    expect(decode(html)).toContain(
      `<h1 class="ui-search-results__heading">Search results for 'chair'</h1>`,
    );
    expect(html).toContain(`${String(expected.nbHits)} products`);
    expect(productLinks(html)).toEqual(
      expected.hits.map((hit) => `/product/${hit.productUrl.replace(/^\/|\/$/g, '')}`),
    );
    expect(html).toContain(expected.hits[0]?.sku);
    // Images come from the backend, as the browser sees it.
    expect(html).toMatch(/<img src="http:\/\/[^"]+\/images\/products\/\d+\/hero\.svg\?v=[\w-]{12}/);
  });

  it('lists the facets with counts as links that toggle a value in the query string', async () => {
    const expected = await searchIndex({ query: 'chair', facets: ['brand', 'inStock'] });
    const html = await page('/search?term=chair');
    for (const heading of ['Brand', 'Category', 'Availability']) {
      expect(html).toContain(`class="ui-facet-list__title">${heading}</h2>`);
    }
    const [brand, count] = Object.entries(expected.facets?.brand ?? {})[0] ?? [];
    expect(brand).toBeDefined();
    const link = checkbox(html, String(brand));
    expect(link?.[2]).toBe('false');
    expect(link?.[1]).toBe(`/search?term=chair&brand=${encodeURIComponent(String(brand))}`);
    expect(decode(html)).toContain(`${String(brand)}</span><span class="ui-facet-list__count">`);
    expect(html).toContain(`</span>${String(count)}<span class="ui-visually-hidden"> products`);
    expect(checkbox(html, 'In stock')?.[1]).toBe('/search?term=chair&instock=1');
  });

  it('reads brand, stock and page from the query string', async () => {
    const facets = await searchIndex({ query: '', facets: ['brand'] });
    const brand = Object.keys(facets.facets?.brand ?? {})[0] ?? '';
    const expected = await searchIndex({
      query: '',
      facetFilters: [[`brand:${brand}`], ['inStock:true']],
    });
    const html = await page(`/search?brand=${encodeURIComponent(brand)}&instock=1`);
    expect(titleOf(html)).toBe('Search');
    expect(html).toContain(`${String(expected.nbHits)} products`);
    expect(checkbox(html, brand)?.[2]).toBe('true');
    expect(checkbox(html, brand)?.[1]).toBe('/search?instock=1');
    expect(checkbox(html, 'In stock')?.[2]).toBe('true');
    expect(productLinks(html)).toHaveLength(expected.hits.length);
  });

  it('paginates with links, the current page marked', async () => {
    const first = await searchIndex({ query: 'chair' });
    const second = await searchIndex({ query: 'chair', page: 1 });
    const html = await page('/search?term=chair&page=2');
    expect(productLinks(html)[0]).toBe(
      `/product/${String(second.hits[0]?.productUrl.replace(/^\/|\/$/g, ''))}`,
    );
    expect(productLinks(html)[0]).not.toBe(productLinks(await page('/search?term=chair'))[0]);
    expect(html).toContain('<nav aria-label="Pagination"');
    expect(html).toMatch(/aria-current="page"><span class="ui-visually-hidden">Page <\/span>2</);
    expect(decode(html)).toContain('href="/search?term=chair" aria-label="Previous page"');
    if (first.nbPages > 2)
      expect(decode(html)).toContain('href="/search?term=chair&page=3" aria-label="Next page"');
  });

  it("says there are no results for a term the index doesn't match (behaviour.md#search-bar)", async () => {
    const html = decode(await page('/search?term=qqqzzzxxx'));
    expect(html).toContain("No results found for 'qqqzzzxxx'");
    expect(html).toContain('Please try again later or enter a new search');
    expect(html).toContain('0 products');
  });

  it('shrugs off a malformed query string', async () => {
    const html = await page(`/search?page=abc&instock=maybe&brand=&term=${'x'.repeat(700)}`);
    expect(html).toContain('ui-search-results__heading');
  });
});

describe('header search (server-rendered)', () => {
  it('is on every page and submits to /search?term= before hydration', async () => {
    const html = await page('/');
    const forms = html.match(/<form role="search"[^>]*>/g) ?? [];
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      expect(form).toContain('action="/search"');
      expect(form).toContain('method="get"');
    }
    const input = /<input[^>]*type="search"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of [
      'name="term"',
      'placeholder="Search for products"',
      'maxLength="512"',
    ]) {
      expect(input).toContain(attribute);
    }
  });
});

describe('known SKUs (behaviour.md#calls-search)', () => {
  it('serves the SKUs of every product and variant the catalogue knows, cached a minute', async () => {
    const response = await app.request('/search/known-skus');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
    const { skus } = (await response.json()) as { skus: string[] };
    const dictionary = (await (
      await fetch(`${String(process.env.BACKEND_URL)}/api/product-dictionary`)
    ).json()) as { data: Record<string, { product_sku: string }> };
    const variantSkus = Object.keys(dictionary.data);
    expect(skus).toEqual(expect.arrayContaining(variantSkus));
    const indexed = await searchIndex({ query: 'sofa' });
    for (const hit of indexed.hits) expect(skus).toContain(hit.sku);
  });

  it('reads variant and product SKUs from the product dictionary', () => {
    const entry = (productId: number, variantId: number, productSku: string | null) => ({
      product_id: productId,
      variant_id: variantId,
      product_sku: productSku,
      name: 'Alpha',
      url: null,
      brand_id: null,
      image_url: null,
    });
    expect(
      [
        ...skusOfDictionary(
          indexDictionary({
            'A-1': entry(1, 11, 'A'),
            'A-2': entry(1, 12, 'A'),
            'B-1': entry(2, 21, null),
          }),
        ),
      ].sort(),
    ).toEqual(['A', 'A-1', 'A-2', 'B-1']);
  });
});
