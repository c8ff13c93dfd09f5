import { and, asc, count, desc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import { METAFIELD_NAMESPACE } from '@shop/domain';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';

export interface ProductListQuery {
  page: number;
  limit: number;
  brand_id?: number | undefined;
  category_id?: number | undefined;
  /** Only these products (an order's lines, a quick order). */
  product_ids?: number[] | undefined;
  /** `date_created`: by arrival (new arrivals, newest first with `desc`). Default `id`. */
  sort?: 'id' | 'date_created' | undefined;
  direction?: 'asc' | 'desc' | undefined;
}

const HERO_KEY = 'ImageHero';

/** The listing's order; the id breaks ties, so paging is stable however products tie. */
function listingOrder(query: ProductListQuery) {
  const by = query.direction === 'desc' ? desc : asc;
  return query.sort === 'date_created'
    ? [by(s.products.createdAt), by(s.products.id)]
    : [by(s.products.id)];
}

/**
 * Every product the store shows (visible), with availability, variants, stock and options:
 * the REST listing the storefront loads to match search hits, so out-of-stock and
 * pre-order products are listed too and say so in `availability` and `inventory_level`.
 */
export async function listAvailableProducts(db: Db, query: ProductListQuery) {
  const conditions = [eq(s.products.isVisible, true)];
  if (query.brand_id !== undefined) conditions.push(eq(s.products.brandId, query.brand_id));
  if (query.product_ids !== undefined) conditions.push(inArray(s.products.id, query.product_ids));
  if (query.category_id !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(s.productCategories)
          .where(
            and(
              eq(s.productCategories.productId, s.products.id),
              eq(s.productCategories.categoryId, query.category_id),
            ),
          ),
      ),
    );
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(s.products).where(where);
  const total = totalRow?.total ?? 0;
  const products = await db
    .select()
    .from(s.products)
    .where(where)
    .orderBy(...listingOrder(query))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const ids = products.map((p) => p.id);
  const [variants, stock, categories, options, heroes] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(s.variants)
          .where(inArray(s.variants.productId, ids))
          .orderBy(asc(s.variants.id)),
        db
          .select({
            variantId: s.inventory.variantId,
            level: sql<number>`cast(sum(${s.inventory.availableToSell}) as integer)`.mapWith(
              Number,
            ),
          })
          .from(s.inventory)
          .innerJoin(s.variants, eq(s.variants.id, s.inventory.variantId))
          .where(inArray(s.variants.productId, ids))
          .groupBy(s.inventory.variantId),
        db.select().from(s.productCategories).where(inArray(s.productCategories.productId, ids)),
        db
          .select({
            variantId: s.variantOptionValues.variantId,
            label: s.optionValues.label,
            optionId: s.productOptions.id,
            optionName: s.productOptions.displayName,
            valueId: s.optionValues.id,
          })
          .from(s.variantOptionValues)
          .innerJoin(s.optionValues, eq(s.optionValues.id, s.variantOptionValues.optionValueId))
          .innerJoin(s.productOptions, eq(s.productOptions.id, s.optionValues.optionId))
          .where(inArray(s.productOptions.productId, ids)),
        db
          .select({ productId: s.productMetafields.productId, value: s.productMetafields.value })
          .from(s.productMetafields)
          .where(
            and(
              inArray(s.productMetafields.productId, ids),
              eq(s.productMetafields.namespace, METAFIELD_NAMESPACE),
              eq(s.productMetafields.key, HERO_KEY),
              isNull(s.productMetafields.variantId),
            ),
          ),
      ])
    : [[], [], [], [], []];

  const stockOf = new Map(stock.map((r) => [r.variantId, r.level]));
  const data = products.map((p) => {
    const productVariants = variants
      .filter((v) => v.productId === p.id)
      .map((v) => ({
        id: v.id,
        product_id: v.productId,
        sku: v.sku,
        price: v.price,
        sale_price: v.salePrice,
        retail_price: v.retailPrice,
        purchasing_disabled: !v.isPurchasable,
        inventory_level: stockOf.get(v.id) ?? 0,
        image_url: v.imageUrl,
        option_values: options
          .filter((o) => o.variantId === v.id)
          .map((o) => ({
            id: o.valueId,
            label: o.label,
            option_id: o.optionId,
            option_display_name: o.optionName,
          })),
      }));
    return {
      id: p.id,
      name: p.name,
      sku: p.sku,
      type: p.type,
      brand_id: p.brandId,
      price: p.price,
      retail_price: p.retailPrice,
      sale_price: p.salePrice,
      is_visible: p.isVisible,
      availability: p.availability,
      availability_description: p.availabilityDescription,
      custom_url: { url: p.path, is_customized: false },
      categories: categories.filter((c) => c.productId === p.id).map((c) => c.categoryId),
      inventory_level: productVariants.reduce((sum, v) => sum + v.inventory_level, 0),
      primary_image: { url_standard: heroes.find((h) => h.productId === p.id)?.value ?? null },
      variants: productVariants,
      date_created: p.createdAt.toISOString(),
    };
  });
  return {
    data,
    meta: {
      pagination: {
        total,
        count: data.length,
        per_page: query.limit,
        current_page: query.page,
        total_pages: Math.max(1, Math.ceil(total / query.limit)),
      },
    },
  };
}

/** Every variant SKU → the product facts a search hit or cart line needs. */
export async function productDictionary(db: Db) {
  const rows = await db
    .select({
      sku: s.variants.sku,
      variantId: s.variants.id,
      productId: s.products.id,
      productSku: s.products.sku,
      name: s.products.name,
      path: s.products.path,
      brandId: s.products.brandId,
      imageUrl: s.variants.imageUrl,
    })
    .from(s.variants)
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .where(eq(s.products.isVisible, true))
    .orderBy(asc(s.variants.id));
  const data: Record<
    string,
    {
      product_id: number;
      variant_id: number;
      product_sku: string;
      name: string;
      url: string;
      brand_id: number;
      image_url: string | null;
    }
  > = {};
  for (const r of rows) {
    data[r.sku] = {
      product_id: r.productId,
      variant_id: r.variantId,
      product_sku: r.productSku,
      name: r.name,
      url: r.path,
      brand_id: r.brandId,
      image_url: r.imageUrl,
    };
  }
  return data;
}

export async function listBrands(db: Db) {
  const rows = await db.select().from(s.brands).orderBy(asc(s.brands.name));
  return rows.map((b) => ({
    id: b.id,
    entityId: b.id,
    name: b.name,
    slug: b.slug,
    custom_url: { url: `/brands/${b.slug}/` },
  }));
}

export interface BrandMetafieldQuery {
  namespace?: string | undefined;
  key?: string | undefined;
  brandIds?: readonly number[] | undefined;
  page: number;
  limit: number;
}

/**
 * BigCommerce's "Get All Brand Metafields" (`GET /v3/catalog/brands/metafields`, the batch
 * metafields API): every brand's metafields, filtered by `namespace`, `key` and
 * `resource_id:in`, a page at a time. A factory's own container (`container_size`,
 * `factoryID:{brandId}`) is one.
 */
export async function listBrandMetafields(db: Db, query: BrandMetafieldQuery) {
  const where = and(
    query.namespace === undefined ? undefined : eq(s.brandMetafields.namespace, query.namespace),
    query.key === undefined ? undefined : eq(s.brandMetafields.key, query.key),
    query.brandIds === undefined
      ? undefined
      : inArray(s.brandMetafields.brandId, [...query.brandIds]),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(s.brandMetafields)
      .where(where)
      .orderBy(asc(s.brandMetafields.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(s.brandMetafields)
      .where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    data: rows.map((m) => ({
      id: m.id,
      namespace: m.namespace,
      key: m.key,
      value: m.value,
      permission_set: 'read',
      resource_type: 'brand',
      resource_id: m.brandId,
      description: '',
    })),
    meta: {
      pagination: {
        total,
        count: rows.length,
        per_page: query.limit,
        current_page: query.page,
        total_pages: Math.max(1, Math.ceil(total / query.limit)),
      },
    },
  };
}
