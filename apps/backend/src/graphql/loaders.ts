import DataLoader from 'dataloader';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';

export type ProductRow = typeof s.products.$inferSelect;
export type VariantRow = typeof s.variants.$inferSelect;
export type BrandRow = typeof s.brands.$inferSelect;
export type CategoryRow = typeof s.categories.$inferSelect;
export type TierRow = typeof s.bulkPricingTiers.$inferSelect;
export type MetafieldRow = typeof s.productMetafields.$inferSelect;

export interface StockRow {
  variantId: number;
  locationId: number;
  code: string;
  typeId: string;
  distanceValue: number;
  distanceUnit: string;
  availableToSell: number;
  warningLevel: number;
}

export interface VariantOptionRow {
  variantId: number;
  optionId: number;
  displayName: string;
  valueId: number;
  label: string;
  colors: string[] | null;
  imageUrl: string | null;
}

/** Called once per database round trip a loader makes (tests count them to prove batching). */
export type BatchListener = (loader: string, keys: number) => void;

function groupBy<K, T>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
}

/** Metafields are loaded per owner and namespace: `product:101:myob` or `variant:1010:myob`. */
export const metafieldKey = (owner: 'product' | 'variant', id: number, namespace: string) =>
  `${owner}:${id}:${namespace}`;

/**
 * The data loaders of one GraphQL request: every resolver reads through them, so a query
 * for 50 products costs one round trip per kind of data, not one per product (no N+1).
 * They live for one request only, so nothing is served stale across requests.
 */
export function createLoaders(db: Db, onBatch: BatchListener = () => undefined) {
  const loader = <K, V>(
    name: string,
    batch: (keys: readonly K[]) => Promise<V[]>,
    cacheKeyFn?: (key: K) => unknown,
  ) =>
    new DataLoader<K, V, unknown>(
      (keys) => {
        onBatch(name, keys.length);
        return batch(keys);
      },
      { maxBatchSize: 1000, ...(cacheKeyFn ? { cacheKeyFn } : {}) },
    );

  const productById = loader<number, ProductRow | null>('productById', async (ids) => {
    const rows = await db
      .select()
      .from(s.products)
      .where(and(inArray(s.products.id, [...ids]), eq(s.products.isVisible, true)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  // The hosted schema finds a product by its own SKU or by one of its variants' SKUs.
  const productIdBySku = loader<string, number | null>('productIdBySku', async (skus) => {
    const list = [...skus];
    const [own, viaVariant] = await Promise.all([
      db
        .select({ id: s.products.id, sku: s.products.sku })
        .from(s.products)
        .where(inArray(s.products.sku, list)),
      db
        .select({ id: s.variants.productId, sku: s.variants.sku })
        .from(s.variants)
        .where(inArray(s.variants.sku, list)),
    ]);
    const bySku = new Map([...viaVariant, ...own].map((r) => [r.sku, r.id]));
    return skus.map((sku) => bySku.get(sku) ?? null);
  });

  const variantsByProduct = loader<number, VariantRow[]>('variantsByProduct', async (ids) => {
    const rows = await db
      .select()
      .from(s.variants)
      .where(inArray(s.variants.productId, [...ids]))
      .orderBy(asc(s.variants.id));
    const grouped = groupBy(rows, (r) => r.productId);
    return ids.map((id) => grouped.get(id) ?? []);
  });

  const brandById = loader<number, BrandRow | null>('brandById', async (ids) => {
    const rows = await db
      .select()
      .from(s.brands)
      .where(inArray(s.brands.id, [...ids]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  const categoriesByProduct = loader<number, CategoryRow[]>('categoriesByProduct', async (ids) => {
    const rows = await db
      .select({ productId: s.productCategories.productId, category: s.categories })
      .from(s.productCategories)
      .innerJoin(s.categories, eq(s.categories.id, s.productCategories.categoryId))
      .where(inArray(s.productCategories.productId, [...ids]))
      .orderBy(asc(s.categories.sortOrder));
    const grouped = groupBy(rows, (r) => r.productId);
    return ids.map((id) => (grouped.get(id) ?? []).map((r) => r.category));
  });

  const relatedByProduct = loader<number, number[]>('relatedByProduct', async (ids) => {
    const rows = await db
      .select()
      .from(s.relatedProducts)
      .where(inArray(s.relatedProducts.productId, [...ids]))
      .orderBy(asc(s.relatedProducts.sortOrder));
    const grouped = groupBy(rows, (r) => r.productId);
    return ids.map((id) => (grouped.get(id) ?? []).map((r) => r.relatedId));
  });

  const tiersByProduct = loader<number, TierRow[]>('tiersByProduct', async (ids) => {
    const rows = await db
      .select()
      .from(s.bulkPricingTiers)
      .where(inArray(s.bulkPricingTiers.productId, [...ids]))
      .orderBy(asc(s.bulkPricingTiers.minimumQuantity));
    const grouped = groupBy(rows, (r) => r.productId);
    return ids.map((id) => grouped.get(id) ?? []);
  });

  const stockByVariant = loader<number, StockRow[]>('stockByVariant', async (ids) => {
    const rows = await db
      .select({
        variantId: s.inventory.variantId,
        locationId: s.locations.id,
        code: s.locations.code,
        typeId: s.locations.typeId,
        distanceValue: s.locations.distanceValue,
        distanceUnit: s.locations.distanceUnit,
        availableToSell: s.inventory.availableToSell,
        warningLevel: s.inventory.warningLevel,
      })
      .from(s.inventory)
      .innerJoin(s.locations, eq(s.locations.id, s.inventory.locationId))
      .where(inArray(s.inventory.variantId, [...ids]))
      .orderBy(asc(s.locations.priority), asc(s.locations.id));
    const grouped = groupBy(rows, (r) => r.variantId);
    return ids.map((id) => grouped.get(id) ?? []);
  });

  const optionsByVariant = loader<number, VariantOptionRow[]>('optionsByVariant', async (ids) => {
    const rows = await db
      .select({
        variantId: s.variantOptionValues.variantId,
        optionId: s.productOptions.id,
        displayName: s.productOptions.displayName,
        valueId: s.optionValues.id,
        label: s.optionValues.label,
        colors: s.optionValues.colors,
        imageUrl: s.optionValues.imageUrl,
      })
      .from(s.variantOptionValues)
      .innerJoin(s.optionValues, eq(s.optionValues.id, s.variantOptionValues.optionValueId))
      .innerJoin(s.productOptions, eq(s.productOptions.id, s.optionValues.optionId))
      .where(inArray(s.variantOptionValues.variantId, [...ids]))
      .orderBy(asc(s.productOptions.id), asc(s.optionValues.sortOrder));
    const grouped = groupBy(rows, (r) => r.variantId);
    return ids.map((id) => grouped.get(id) ?? []);
  });

  const metafields = loader<string, MetafieldRow[]>('metafields', async (keys) => {
    const parsed = keys.map((key) => {
      const [owner = '', id = '0', ...rest] = key.split(':');
      return { owner, id: Number(id), namespace: rest.join(':') };
    });
    const productIds = parsed.filter((k) => k.owner === 'product').map((k) => k.id);
    const variantIds = parsed.filter((k) => k.owner === 'variant').map((k) => k.id);
    const namespaces = [...new Set(parsed.map((k) => k.namespace))];
    const [productRows, variantRows] = await Promise.all([
      productIds.length
        ? db
            .select()
            .from(s.productMetafields)
            .where(
              and(
                inArray(s.productMetafields.productId, productIds),
                isNull(s.productMetafields.variantId),
                inArray(s.productMetafields.namespace, namespaces),
              ),
            )
            .orderBy(asc(s.productMetafields.id))
        : [],
      variantIds.length
        ? db
            .select()
            .from(s.productMetafields)
            .where(
              and(
                inArray(s.productMetafields.variantId, variantIds),
                inArray(s.productMetafields.namespace, namespaces),
              ),
            )
            .orderBy(asc(s.productMetafields.id))
        : [],
    ]);
    const grouped = groupBy(
      [
        ...productRows.map((r) => ({ key: metafieldKey('product', r.productId, r.namespace), r })),
        ...variantRows.map((r) => ({
          key: metafieldKey('variant', r.variantId ?? 0, r.namespace),
          r,
        })),
      ],
      (x) => x.key,
    );
    return keys.map((key) => (grouped.get(key) ?? []).map((x) => x.r));
  });

  // The category table is small (tens of rows): one read per request serves the tree and
  // every breadcrumb trail.
  let categories: Promise<Map<number, CategoryRow>> | undefined;
  const allCategories = () =>
    (categories ??= (async () => {
      onBatch('allCategories', 1);
      const rows = await db
        .select()
        .from(s.categories)
        .orderBy(asc(s.categories.sortOrder), asc(s.categories.id));
      return new Map(rows.map((r) => [r.id, r]));
    })());

  let counts: Promise<Map<number, number>> | undefined;
  const productCounts = () =>
    (counts ??= (async () => {
      onBatch('productCounts', 1);
      const rows = await db
        .select({ categoryId: s.productCategories.categoryId, n: count() })
        .from(s.productCategories)
        .innerJoin(s.products, eq(s.products.id, s.productCategories.productId))
        .where(eq(s.products.isVisible, true))
        .groupBy(s.productCategories.categoryId);
      return new Map(rows.map((r) => [r.categoryId, r.n]));
    })());

  let visible: Promise<number[]> | undefined;
  const visibleProductIds = () =>
    (visible ??= (async () => {
      onBatch('visibleProductIds', 1);
      const rows = await db
        .select({ id: s.products.id })
        .from(s.products)
        .where(eq(s.products.isVisible, true))
        .orderBy(asc(s.products.id));
      return rows.map((r) => r.id);
    })());

  return {
    visibleProductIds,
    productById,
    productIdBySku,
    variantsByProduct,
    brandById,
    categoriesByProduct,
    relatedByProduct,
    tiersByProduct,
    stockByVariant,
    optionsByVariant,
    metafields,
    allCategories,
    productCounts,
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
