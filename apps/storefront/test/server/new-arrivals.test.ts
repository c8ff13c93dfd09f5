// "New arrivals" (behaviour.md#new-arrivals): the header's entry leads to /shop/new-arrivals, the category
// the wholesaler files new products under; it lists them newest first and is never empty.
import { createApiClient, type ApiClient } from '@shop/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { newArrivalsListing as NewArrivalsListing } from '../../app/catalogue/category.server';
import { inProcessBackend, type TestBackend } from '../backend';
import type { RenderedApp } from './render';
import { renderApp } from './render';

let app: RenderedApp;
let backend: TestBackend;
let api: ApiClient;
// Imported once BACKEND_URL is set: the app's server modules read it when first loaded.
let newArrivalsListing: typeof NewArrivalsListing;
beforeAll(async () => {
  backend = await inProcessBackend('demo');
  process.env.BACKEND_URL = backend.url;
  api = createApiClient(backend.config);
  app = await renderApp();
  ({ newArrivalsListing } = await import('../../app/catalogue/category.server'));
});
afterAll(async () => {
  await app.close();
  await backend.close();
});

const decode = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const cardNames = (main: string) =>
  [...main.matchAll(/class="ui-product-card__link"[^>]*>([^<]+)</g)].map((m) => m[1]);

async function categoryId(path: string): Promise<number> {
  const { site } = await api.graphql.categoryTree();
  const node = site.categoryTree.find((category) => category.path === path);
  if (!node) throw new Error(`no category ${path}`);
  return node.entityId;
}

describe('new arrivals', () => {
  it('is linked from the header and lists the products filed there, newest first', async () => {
    const home = decode(await (await app.request('/')).text());
    expect(home).toContain('href="/shop/new-arrivals"');

    const response = await app.request('/shop/new-arrivals');
    expect(response.status).toBe(200);
    const main = mainOf(decode(await response.text()));
    expect(main).toContain('New Arrivals</h1>');
    expect(main).toContain('The newest products in the range, newest first.');

    const filed = await api.catalogue.productListing({
      category_id: await categoryId('/new-arrivals/'),
      limit: 100,
    });
    const byArrival = [...filed.products].sort(
      (a, b) => Date.parse(b.date_created ?? '') - Date.parse(a.date_created ?? '') || b.id - a.id,
    );
    const names = cardNames(main);
    expect(names.length).toBe(Math.min(24, filed.products.length));
    expect(names).toEqual(byArrival.slice(0, 24).map((product) => product.name));
    // Not the id order a category lists in otherwise.
    expect(names).not.toEqual(filed.products.slice(0, 24).map((product) => product.name));
  });

  it("stands in the catalogue's newest products when nothing is filed under the category", async () => {
    // The Collections root has no products of its own: an empty category, as a new
    // arrivals category nobody has filed under yet would be.
    const empty = await categoryId('/collections/');
    const direct = await api.catalogue.productListing({ category_id: empty, limit: 1 });
    expect(direct.pagination?.total).toBe(0);

    const listing = await newArrivalsListing(empty, 1);
    const newest = await api.catalogue.productListing({
      sort: 'date_created',
      direction: 'desc',
      limit: 24,
    });
    expect(listing.products.map((p) => p.id)).toEqual(newest.products.map((p) => p.id));
    expect(listing.products).toHaveLength(24);
    expect(listing.pagination).toBeNull();
    // One page only: a second page is past the last (the route answers 404).
    expect((await newArrivalsListing(empty, 2)).products).toEqual([]);
    // No category at all in the tree: the same.
    expect((await newArrivalsListing(null, 1)).products.map((p) => p.id)).toEqual(
      newest.products.map((p) => p.id),
    );
  });
});
