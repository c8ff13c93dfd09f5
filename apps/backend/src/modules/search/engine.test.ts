import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { parseFilters } from './filters';
import { parseSearchParams } from './params';
import type { SearchRecord } from './records';

function record(
  id: number,
  name: string,
  brand: string,
  price: number,
  inStock = true,
): SearchRecord {
  return {
    objectID: String(id),
    productId: id,
    sku: `SKU-${id}`,
    name,
    imageUrl: null,
    productUrl: `/p-${id}/`,
    brand,
    brandId: 1,
    categories: ['Shop All'],
    categoryPaths: ['/shop-all/'],
    categoryIds: [1],
    hierarchicalCategories: { lvl0: ['Shop All'], lvl1: [], lvl2: [] },
    options: {},
    colour: [],
    material: [],
    price,
    retailPrice: null,
    stock: inStock ? 5 : 0,
    inStock,
    availability: 'available',
    variantSkus: [],
    variants: [],
  };
}

const params = (raw: Record<string, unknown>) => parseSearchParams(raw);

describe('SearchEngine', () => {
  it('keeps text matches and facet counts right through updates and removals, reusing slots', () => {
    const engine = new SearchEngine([
      record(1, 'Oak Chair', 'Acme', 100),
      record(2, 'Oak Table', 'Acme', 300),
      record(3, 'Pine Bed', 'Birch', 500, false),
    ]);
    expect(
      engine.search('products', params({ query: 'oak', facets: ['brand'] })).facets?.brand,
    ).toEqual({ Acme: 2 });

    engine.upsert(record(2, 'Walnut Table', 'Birch', 320));
    engine.remove('1');
    engine.upsert(record(4, 'Oak Stool', 'Cedar', 90));
    const oak = engine.search('products', params({ query: 'oak', facets: ['brand'] }));
    expect(oak.hits.map((h) => h.objectID)).toEqual(['4']);
    expect(oak.facets?.brand).toEqual({ Cedar: 1 });
    const all = engine.search('products', params({ query: '', facets: ['brand', 'inStock'] }));
    expect(all.nbHits).toBe(3);
    expect(all.facets).toEqual({ brand: { Birch: 2, Cedar: 1 }, inStock: { true: 2, false: 1 } });
    expect(engine.search('products', params({ query: 'chair' })).nbHits).toBe(0);
    expect(engine.size).toBe(3);
  });

  it('evaluates NOT, OR and ranges over the live records only', () => {
    const engine = new SearchEngine([
      record(1, 'A', 'Acme', 100),
      record(2, 'B', 'Birch', 200),
      record(3, 'C', 'Cedar', 300),
    ]);
    engine.remove('2');
    const ids = (filters: string) =>
      engine
        .search('products', params({ filters }))
        .hits.map((h) => h.objectID)
        .sort();
    expect(ids('NOT brand:Acme')).toEqual(['3']);
    expect(ids('brand:acme OR productId:2 TO 4')).toEqual(['1', '3']);
    expect(ids('productId != 1')).toEqual(['3']);
  });

  it('refuses a filter on a figure the public key cannot retrieve, naming it', () => {
    const engine = new SearchEngine([record(1, 'A', 'Acme', 100)]);
    for (const filters of ['price > 50', 'retailPrice:1 TO 2', 'stock = 5'])
      expect(() => engine.search('products', params({ filters }))).toThrow(
        /is not retrievable with this key/,
      );
  });
});

describe('parseFilters', () => {
  it('binds AND tighter than OR and reads quoted attributes and values', () => {
    expect(parseFilters('a:x OR b:"y z" AND price >= 3')).toEqual({
      type: 'or',
      items: [
        { type: 'facet', attribute: 'a', value: 'x' },
        {
          type: 'and',
          items: [
            { type: 'facet', attribute: 'b', value: 'y z' },
            { type: 'numeric', attribute: 'price', operator: '>=', value: 3 },
          ],
        },
      ],
    });
  });

  it('names the problem in malformed filters', () => {
    expect(() => parseFilters('(brand:x')).toThrow("missing ')'");
    expect(() => parseFilters('price > abc')).toThrow("'abc' is not a number");
    expect(() => parseFilters('brand')).toThrow("expected ':'");
  });
});
