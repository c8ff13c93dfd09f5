import algoliasearchHelper from 'algoliasearch-helper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../helpers';
import { setupBackend } from '../helpers';
import type { ServedBackend } from './serve';
import { SETUP_TIMEOUT_MS, serveBackend } from './serve';

// algoliasearch-helper is the request builder inside react-instantsearch: disjunctive facets
// become extra queries in one multi-query call, refinements become facetFilters, and facet
// search goes out as a `type: 'facet'` request. Using it here sends exactly those shapes.
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

const helperFor = () =>
  algoliasearchHelper(served.client(), 'products', {
    disjunctiveFacets: ['brand', 'colour'],
    facets: ['inStock'],
    hierarchicalFacets: [
      {
        name: 'categories',
        attributes: [
          'hierarchicalCategories.lvl0',
          'hierarchicalCategories.lvl1',
          'hierarchicalCategories.lvl2',
        ],
      },
    ],
    hitsPerPage: 12,
  });

describe('react-instantsearch request shapes (algoliasearch-helper)', () => {
  it('keeps other brands countable while one brand is refined (disjunctive faceting)', async () => {
    const helper = helperFor()
      .setQuery('chair')
      .addDisjunctiveFacetRefinement('brand', 'Nordic Oak Works');
    const { content } = await helper.searchOnce({});
    expect(content.nbHits).toBeGreaterThan(0);
    expect(content.hits.every((h) => h.brand === 'Nordic Oak Works')).toBe(true);
    const brands = content.getFacetValues('brand', {}) as {
      name: string;
      count: number;
      isRefined: boolean;
    }[];
    expect(brands.length).toBeGreaterThan(1);
    expect(brands.find((b) => b.name === 'Nordic Oak Works')).toMatchObject({
      isRefined: true,
      count: content.nbHits,
    });
  });

  it('combines refinements of two facets and pages the results', async () => {
    const helper = helperFor()
      .addDisjunctiveFacetRefinement('colour', 'Walnut')
      .addFacetRefinement('inStock', 'true')
      .setPage(1);
    const { content } = await helper.searchOnce({});
    expect(content.page).toBe(1);
    expect(content.hits.length).toBeGreaterThan(0);
    for (const hit of content.hits) {
      expect(hit.colour).toContain('Walnut');
      expect(hit.inStock).toBe(true);
    }
  });

  it('builds the hierarchical category menu from the lvl attributes', async () => {
    const helper = helperFor().toggleFacetRefinement('categories', 'Shop All > Chairs');
    const { content } = await helper.searchOnce({});
    expect(content.hits.every((h) => (h.categories as string[]).includes('Chairs'))).toBe(true);
    interface Node {
      name: string;
      count: number;
      data: Node[] | null;
    }
    const root = content.getFacetValues('categories', {}) as Node;
    const shopAll = root.data?.find((n) => n.name === 'Shop All');
    const chairs = shopAll?.data?.find((n) => n.name === 'Chairs');
    expect(chairs?.count).toBe(content.nbHits);
    expect(chairs?.data?.map((n) => n.name)).toEqual(
      expect.arrayContaining(['Dining Chairs', 'Bar Stools']),
    );
  });

  it('searches facet values the way a searchable refinement list does', async () => {
    const helper = helperFor().setQuery('sofa');
    const result = await helper.searchForFacetValues('brand', 'ver', 5);
    expect(result.facetHits.length).toBeGreaterThan(0);
    expect(result.facetHits.every((h) => /ver/i.test(h.value))).toBe(true);
  });
});
