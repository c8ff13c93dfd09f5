import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { METAFIELD_NAMESPACE } from '@shop/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';

/** One variant inside a search record. */
export interface SearchVariant {
  variantId: number;
  sku: string;
  price: number;
  imageUrl: string | null;
  /** Option display name → value label, e.g. `{ Colour: 'Walnut' }`. */
  options: Record<string, string>;
  stock: number;
  inStock: boolean;
}

/**
 * A record of the `products` index: the search hit of behaviour.md#entities (sku, name, imageUrl, productUrl)
 * plus what the search page facets and filters on. `sku` is the product SKU; every variant
 * SKU is in `variantSkus` (the storefront keeps hits whose SKUs it knows, behaviour.md#calls-search).
 */
export interface SearchRecord {
  objectID: string;
  productId: number;
  sku: string;
  name: string;
  imageUrl: string | null;
  /** Storefront product path; the hit links to `/product{productUrl}` (behaviour.md#links). */
  productUrl: string;
  brand: string;
  brandId: number;
  categories: string[];
  categoryPaths: string[];
  categoryIds: number[];
  /** InstantSearch hierarchical menu levels: `Shop All`, `Shop All > Chairs`, … */
  hierarchicalCategories: { lvl0: string[]; lvl1: string[]; lvl2: string[] };
  /** Option display name → every value label, e.g. `{ Colour: ['Walnut', 'Ivory'] }`. */
  options: Record<string, string[]>;
  colour: string[];
  material: string[];
  price: number;
  retailPrice: number | null;
  stock: number;
  inStock: boolean;
  availability: string;
  variantSkus: string[];
  variants: SearchVariant[];
}

const HERO_KEY = 'ImageHero';
/** Rows per `IN (…)` list when refreshing a set of products. */
const ID_CHUNK = 1000;

interface CategoryInfo {
  name: string;
  path: string;
  /** Depth: 1 for a root category. */
  level: number;
  /** `Shop All > Chairs > Dining Chairs`, built once and shared by every record. */
  chain: string;
}

async function loadCategories(db: Db): Promise<Map<number, CategoryInfo>> {
  const rows = await db
    .select({
      id: s.categories.id,
      parentId: s.categories.parentId,
      name: s.categories.name,
      path: s.categories.path,
    })
    .from(s.categories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<number, CategoryInfo>();
  for (const row of rows) {
    const trail: string[] = [];
    const seen = new Set<number>();
    for (
      let c: typeof row | undefined = row;
      c && !seen.has(c.id);
      c = c.parentId === null ? undefined : byId.get(c.parentId)
    ) {
      seen.add(c.id);
      trail.unshift(c.name);
    }
    out.set(row.id, {
      name: row.name,
      path: row.path,
      level: trail.length,
      chain: trail.join(' > '),
    });
  }
  return out;
}

/**
 * Reads search records from the catalogue tables: every visible product, or only `ids`
 * (the refresh after a change). Products that are gone or hidden are simply absent.
 */
export async function loadSearchRecords(db: Db, ids?: readonly number[]): Promise<SearchRecord[]> {
  if (ids && ids.length > ID_CHUNK) {
    const parts: SearchRecord[] = [];
    for (let i = 0; i < ids.length; i += ID_CHUNK)
      parts.push(...(await loadSearchRecords(db, ids.slice(i, i + ID_CHUNK))));
    return parts;
  }
  if (ids?.length === 0) return [];
  const only = (column: AnyPgColumn) => (ids ? inArray(column, [...ids]) : undefined);

  const [brands, categories, products] = await Promise.all([
    db.select({ id: s.brands.id, name: s.brands.name }).from(s.brands),
    loadCategories(db),
    db
      .select({
        id: s.products.id,
        brandId: s.products.brandId,
        name: s.products.name,
        sku: s.products.sku,
        path: s.products.path,
        price: s.products.price,
        retailPrice: s.products.retailPrice,
        availability: s.products.availability,
      })
      .from(s.products)
      .where(and(eq(s.products.isVisible, true), only(s.products.id)))
      .orderBy(asc(s.products.id)),
  ]);
  const [links, variants, stock, options, heroes] = await Promise.all([
    db.select().from(s.productCategories).where(only(s.productCategories.productId)),
    db
      .select({
        id: s.variants.id,
        productId: s.variants.productId,
        sku: s.variants.sku,
        price: s.variants.price,
        imageUrl: s.variants.imageUrl,
      })
      .from(s.variants)
      .where(only(s.variants.productId))
      .orderBy(asc(s.variants.id)),
    db
      .select({
        variantId: s.inventory.variantId,
        level: sql<number>`cast(sum(${s.inventory.availableToSell}) as integer)`.mapWith(Number),
      })
      .from(s.inventory)
      .innerJoin(s.variants, eq(s.variants.id, s.inventory.variantId))
      .where(only(s.variants.productId))
      .groupBy(s.inventory.variantId),
    db
      .select({
        variantId: s.variantOptionValues.variantId,
        optionName: s.productOptions.displayName,
        label: s.optionValues.label,
      })
      .from(s.variantOptionValues)
      .innerJoin(s.optionValues, eq(s.optionValues.id, s.variantOptionValues.optionValueId))
      .innerJoin(s.productOptions, eq(s.productOptions.id, s.optionValues.optionId))
      .where(only(s.productOptions.productId)),
    db
      .select({ productId: s.productMetafields.productId, value: s.productMetafields.value })
      .from(s.productMetafields)
      .where(
        and(
          eq(s.productMetafields.namespace, METAFIELD_NAMESPACE),
          eq(s.productMetafields.key, HERO_KEY),
          isNull(s.productMetafields.variantId),
          only(s.productMetafields.productId),
        ),
      ),
  ]);

  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  const heroOf = new Map(heroes.map((h) => [h.productId, h.value]));
  const stockOf = new Map(stock.map((r) => [r.variantId, r.level]));
  // Option names and labels repeat across the catalogue: one string each keeps 100k records small.
  const shared = new Map<string, string>();
  const intern = (value: string) => {
    const known = shared.get(value);
    if (known !== undefined) return known;
    shared.set(value, value);
    return value;
  };
  const optionsOf = new Map<number, Record<string, string>>();
  for (const o of options) {
    const entry = optionsOf.get(o.variantId) ?? {};
    entry[intern(o.optionName)] = intern(o.label);
    optionsOf.set(o.variantId, entry);
  }
  const variantsOf = groupBy(variants, (v) => v.productId);
  const categoriesOf = groupBy(links, (l) => l.productId);

  return products.map((p) => {
    const own = (variantsOf.get(p.id) ?? []).map<SearchVariant>((v) => {
      const level = stockOf.get(v.id) ?? 0;
      return {
        variantId: v.id,
        sku: v.sku,
        price: v.price,
        imageUrl: v.imageUrl,
        options: optionsOf.get(v.id) ?? {},
        stock: level,
        inStock: level > 0,
      };
    });
    const optionValues: Record<string, string[]> = {};
    for (const v of own) {
      for (const [name, label] of Object.entries(v.options)) {
        const list = (optionValues[name] ??= []);
        if (label && !list.includes(label)) list.push(label);
      }
    }
    const cats = (categoriesOf.get(p.id) ?? [])
      .map((l) => ({ id: l.categoryId, info: categories.get(l.categoryId) }))
      .filter((c): c is { id: number; info: CategoryInfo } => c.info !== undefined)
      .sort((a, b) => a.info.level - b.info.level || a.id - b.id);
    const levels: [string[], string[], string[]] = [[], [], []];
    for (const c of cats) levels[c.info.level - 1]?.push(c.info.chain);
    const total = own.reduce((sum, v) => sum + v.stock, 0);
    return {
      objectID: String(p.id),
      productId: p.id,
      sku: p.sku,
      name: p.name,
      imageUrl: heroOf.get(p.id) ?? own[0]?.imageUrl ?? null,
      productUrl: p.path,
      brand: brandName.get(p.brandId) ?? '',
      brandId: p.brandId,
      categories: cats.map((c) => c.info.name),
      categoryPaths: cats.map((c) => c.info.path),
      categoryIds: cats.map((c) => c.id),
      hierarchicalCategories: { lvl0: levels[0], lvl1: levels[1], lvl2: levels[2] },
      options: optionValues,
      colour: optionValues.Colour ?? [],
      material: optionValues.Material ?? [],
      price: own.length ? Math.min(...own.map((v) => v.price)) : p.price,
      retailPrice: p.retailPrice,
      stock: total,
      inStock: total > 0,
      availability: intern(p.availability),
      variantSkus: own.map((v) => v.sku),
      variants: own,
    };
  });
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
