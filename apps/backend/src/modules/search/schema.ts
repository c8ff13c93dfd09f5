import type { SearchRecord } from './records';

/** Searchable attributes, most important first (Algolia `searchableAttributes`), with their boost. */
export const SEARCHABLE_ATTRIBUTES = [
  { name: 'name', boost: 4 },
  { name: 'sku', boost: 3 },
  { name: 'variantSkus', boost: 2 },
  { name: 'brand', boost: 2 },
  { name: 'categories', boost: 1 },
  { name: 'colour', boost: 1 },
  { name: 'material', boost: 1 },
] as const;

/** Algolia `attributesForFaceting`: facets with counts, and `attribute:value` filters. */
export const FACET_ATTRIBUTES = [
  'brand',
  'categories',
  'categoryPaths',
  'hierarchicalCategories.lvl0',
  'hierarchicalCategories.lvl1',
  'hierarchicalCategories.lvl2',
  'colour',
  'material',
  'inStock',
  'availability',
] as const;

/** Numeric attributes: `numericFilters`, comparisons in `filters`, and `facets_stats`. */
export const NUMERIC_ATTRIBUTES = [
  'price',
  'retailPrice',
  'stock',
  'brandId',
  'productId',
  'inStock',
] as const;

/**
 * Algolia `unretrievableAttributes`, as the index is set up for its public search-only key:
 * prices and exact stock (a product's and each variant's) are never returned — not in hits,
 * highlights, snippets, facet values or `facets_stats` — since the shop shows a price only
 * through the customer's own pricing, and a guest none (behaviour.md#security). They still
 * order the price replicas; unlike hosted Algolia they cannot be filtered on with this key
 * either, since a filter answers whether a price is above a figure (bisection tells it).
 */
export const UNRETRIEVABLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'price',
  'retailPrice',
  'stock',
]);
/** The same, inside each entry of `variants`. */
export const UNRETRIEVABLE_VARIANT_ATTRIBUTES: ReadonlySet<string> = new Set(['price', 'stock']);

/** Sort orders served as virtual replicas, e.g. `products_price_asc`. */
export const REPLICA_SORTS = {
  price_asc: { attribute: 'price', direction: 1 },
  price_desc: { attribute: 'price', direction: -1 },
} as const;
export type ReplicaSort = (typeof REPLICA_SORTS)[keyof typeof REPLICA_SORTS];

/** A record's value at a dotted path, as the list of strings a facet or text index sees. */
export function stringsAt(record: SearchRecord, path: string): string[] {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return [];
    value = (value as Record<string, unknown>)[part];
  }
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  const out: string[] = [];
  for (const v of list) {
    if (typeof v === 'string' && v !== '') out.push(v);
    else if (typeof v === 'number' || typeof v === 'boolean') out.push(String(v));
  }
  return out;
}

export function numberAt(record: SearchRecord, attribute: string): number {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return Number.NaN;
}
