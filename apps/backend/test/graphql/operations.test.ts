import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema';
import { createLoaders } from '../../src/graphql/loaders';
import { createStorefrontSchema } from '../../src/graphql/schema';
import type { GraphqlTestServer } from './graphql-client';
import { startGraphqlServer } from './graphql-client';
import {
  CART_PRODUCT_DETAIL,
  CATEGORY_TREE_3_LEVELS_DEEP,
  PRODUCT_SIZE_BY_VARIANT_ID,
  PRODUCT_STOCK_DETAILS,
  PRODUCTS_SIZES,
} from './storefront-documents';

let g: GraphqlTestServer;
// Starting a seeded backend can take a minute on the shared 2-core machine under load.
beforeAll(async () => {
  g = await startGraphqlServer();
}, 180_000);
afterAll(async () => {
  await g.close();
});

const db = () => g.t.backend.services.database.db;
const b64 = (text: string) => Buffer.from(text).toString('base64');

async function productWithVariants(minVariants: number) {
  const rows = await db()
    .select({
      productId: s.variants.productId,
      n: sql<number>`cast(count(*) as integer)`.mapWith(Number),
    })
    .from(s.variants)
    .groupBy(s.variants.productId)
    .orderBy(asc(s.variants.productId));
  const found = rows.find((r) => r.n >= minVariants);
  if (!found) throw new Error('no product with enough variants');
  const [product] = await db().select().from(s.products).where(eq(s.products.id, found.productId));
  const variants = await db()
    .select()
    .from(s.variants)
    .where(eq(s.variants.productId, found.productId))
    .orderBy(asc(s.variants.id));
  return { product: product!, variants };
}

async function productMetafield(productId: number, key: string, variantId: number | null = null) {
  const [row] = await db()
    .select()
    .from(s.productMetafields)
    .where(
      and(
        eq(s.productMetafields.productId, productId),
        eq(s.productMetafields.key, key),
        variantId === null
          ? isNull(s.productMetafields.variantId)
          : eq(s.productMetafields.variantId, variantId),
      ),
    );
  return row?.value;
}

describe('ProductSizeByVariantID', () => {
  it('answers the product size data (behaviour.md#entities) for a product and the asked variants', async () => {
    const { product, variants } = await productWithVariants(3);
    const [first, second] = variants;
    const res = await g.post(PRODUCT_SIZE_BY_VARIANT_ID, {
      variantID: first!.id,
      productID: product.id,
      variantIDs: [first!.id, second!.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const p = res.body.data.site.product;
    expect(p).toMatchObject({ name: product.name, sku: product.sku, entityId: product.id });
    expect(p.brand).toEqual({
      entityId: product.brandId,
      id: b64(`Brand:${product.brandId}`),
      name: expect.any(String),
    });
    expect(p.variants.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { entityId: first!.id, id: b64(`Variant:${first!.id}`), sku: first!.sku },
      { entityId: second!.id, id: b64(`Variant:${second!.id}`), sku: second!.sku },
    ]);
    const sizes = Object.fromEntries(
      p.metafields.edges.map((e: { node: { key: string; value: string } }) => [
        e.node.key,
        e.node.value,
      ]),
    );
    expect(sizes).toEqual({
      ProductWidth: await productMetafield(product.id, 'ProductWidth'),
      ProductDepth: await productMetafield(product.id, 'ProductDepth'),
      ProductHeight: await productMetafield(product.id, 'ProductHeight'),
    });
    expect(p.metafields.edges[0].node.id).toEqual(expect.any(String));
  });

  it('answers null for a variant of another product, and for an unknown product', async () => {
    const { product } = await productWithVariants(2);
    const other = await productWithVariants(2).then(async () => {
      const [row] = await db()
        .select()
        .from(s.variants)
        .where(sql`${s.variants.productId} <> ${product.id}`)
        .limit(1);
      return row!;
    });
    const res = await g.post(PRODUCT_SIZE_BY_VARIANT_ID, {
      variantID: other.id,
      productID: product.id,
      variantIDs: [],
    });
    expect(res.body).toEqual({ data: { site: { product: null } } });
    const unknown = await g.post(PRODUCT_SIZE_BY_VARIANT_ID, {
      variantID: 1,
      productID: 999_999,
      variantIDs: [],
    });
    expect(unknown.body).toEqual({ data: { site: { product: null } } });
  });
});

describe('ProductsSizes', () => {
  it('answers the size data of many products in the asked order', async () => {
    const ids = [110, 101, 105, 102, 999_999];
    const variant = (await db().select().from(s.variants).where(eq(s.variants.productId, 105)))[0]!;
    const res = await g.post(PRODUCTS_SIZES, { productIDs: ids, variantIDs: [variant.id] });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const nodes = res.body.data.site.products.edges.map((e: { node: unknown }) => e.node);
    expect(nodes.map((n: { entityId: number }) => n.entityId)).toEqual([110, 101, 105, 102]);
    for (const node of nodes) {
      expect(
        node.metafields.edges.map((e: { node: { key: string } }) => e.node.key).sort(),
      ).toEqual(['ProductDepth', 'ProductHeight', 'ProductWidth']);
      expect(node.variants.edges).toHaveLength(node.entityId === 105 ? 1 : 0);
    }
    expect(nodes[2].variants.edges[0].node.sku).toBe(variant.sku);
  });
});

describe('CategoryTree3LevelsDeep', () => {
  it('answers the category tree three levels deep with product counts', async () => {
    const res = await g.post(CATEGORY_TREE_3_LEVELS_DEEP);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const tree = res.body.data.site.categoryTree;
    const roots = await db().select().from(s.categories).where(isNull(s.categories.parentId));
    expect(tree.map((c: { entityId: number }) => c.entityId).sort()).toEqual(
      roots.map((r) => r.id).sort(),
    );
    const shopAll = tree.find((c: { path: string }) => c.path === '/shop-all/');
    const chairs = shopAll.children.find((c: { name: string }) => c.name === 'Chairs');
    const dining = chairs.children.find((c: { name: string }) => c.name === 'Dining Chairs');
    expect(dining).toEqual({
      name: 'Dining Chairs',
      path: '/shop-all/chairs/dining-chairs/',
      entityId: expect.any(Number),
      productCount: expect.any(Number),
    });
    const [count] = await db()
      .select({ n: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
      .from(s.productCategories)
      .where(eq(s.productCategories.categoryId, dining.entityId));
    expect(dining.productCount).toBe(count!.n);
    expect(dining.productCount).toBeGreaterThan(0);
    expect(shopAll.productCount).toBeGreaterThan(chairs.productCount);
  });
});

describe('CartProductDetail', () => {
  it('answers sku and ImageHero of the product and the cart line variant', async () => {
    const { product, variants } = await productWithVariants(2);
    const variant = variants[1]!;
    const res = await g.post(CART_PRODUCT_DETAIL, {
      productId: product.id,
      variantId: variant.id,
      namespace: 'myob',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        site: {
          product: {
            sku: product.sku,
            metafields: {
              edges: [
                {
                  node: {
                    key: 'ImageHero',
                    value: await productMetafield(product.id, 'ImageHero'),
                  },
                },
              ],
            },
            variants: {
              edges: [
                {
                  node: {
                    sku: variant.sku,
                    metafields: {
                      edges: [
                        {
                          node: {
                            key: 'ImageHero',
                            value: await productMetafield(product.id, 'ImageHero', variant.id),
                          },
                        },
                      ],
                    },
                  },
                },
              ],
            },
          },
        },
      },
    });
  });

  it('answers empty metafields for another namespace and refuses a blank one', async () => {
    const { product, variants } = await productWithVariants(1);
    const other = await g.post(CART_PRODUCT_DETAIL, {
      productId: product.id,
      variantId: variants[0]!.id,
      namespace: 'container_size',
    });
    expect(other.body.data.site.product.metafields.edges).toEqual([]);
    const blank = await g.post(CART_PRODUCT_DETAIL, {
      productId: product.id,
      variantId: variants[0]!.id,
      namespace: ' ',
    });
    expect(blank.body.errors[0]).toMatchObject({
      message: '"namespace" must not be empty',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('ProductStockDetails', () => {
  it('answers the catalogue fields of behaviour.md#entities for a product SKU', async () => {
    const { product, variants } = await productWithVariants(2);
    const res = await g.post(PRODUCT_STOCK_DETAILS, { sku: product.sku });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const p = res.body.data.site.product;
    expect(p).toMatchObject({
      name: product.name,
      sku: product.sku,
      entityId: product.id,
      id: b64(`Product:${product.id}`),
      description: product.description,
      type: 'physical',
      brand: { entityId: product.brandId },
      availabilityV2: {
        status: product.availability === 'available' ? 'Available' : 'Preorder',
        description: product.availabilityDescription,
      },
    });

    // Categories with breadcrumbs from the root, at most 4 deep.
    expect(p.categories.edges.length).toBeGreaterThan(0);
    for (const { node } of p.categories.edges) {
      const crumbs = node.breadcrumbs.edges.map((e: { node: { entityId: number } }) => e.node);
      expect(crumbs.length).toBeGreaterThan(0);
      expect(crumbs.length).toBeLessThanOrEqual(4);
      expect(crumbs.at(-1).entityId).toBe(node.entityId);
    }
    const leaf = p.categories.edges.find(
      (e: { node: { path: string } }) => e.node.path.split('/').length === 5,
    ).node;
    expect(leaf.breadcrumbs.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Shop All',
      expect.any(String),
      leaf.name,
    ]);

    // Stock: per location with distance, summed per product.
    const stock = await db()
      .select()
      .from(s.inventory)
      .where(
        inArray(
          s.inventory.variantId,
          variants.map((v) => v.id),
        ),
      );
    const total = stock.reduce((sum, r) => sum + r.availableToSell, 0);
    expect(p.inventory).toMatchObject({
      isInStock: total > 0,
      hasVariantInventory: true,
      aggregated: { availableToSell: total },
    });
    const v0 = p.variants.edges[0].node;
    expect(v0).toMatchObject({
      entityId: variants[0]!.id,
      sku: variants[0]!.sku,
      isPurchasable: true,
      id: b64(`Variant:${variants[0]!.id}`),
    });
    const byLocation = v0.inventory.byLocation.edges.map((e: { node: unknown }) => e.node);
    expect(byLocation.length).toBe(stock.filter((r) => r.variantId === variants[0]!.id).length);
    expect(byLocation[0]).toEqual({
      availableToSell: expect.any(Number),
      isInStock: byLocation[0].availableToSell > 0,
      locationEntityCode: 'SYD-WH',
      locationEntityId: 1,
      locationEntityTypeId: 'PHYSICAL',
      locationDistance: { unit: 'Kilometres', value: 12 },
      warningLevel: expect.any(Number),
    });

    // Prices with bulk tiers, options with their labels.
    expect(v0.prices.price).toEqual({ value: variants[0]!.price, currencyCode: 'AUD' });
    expect(v0.prices.salePrice).toBeNull();
    const tiers = await db()
      .select()
      .from(s.bulkPricingTiers)
      .where(eq(s.bulkPricingTiers.productId, product.id));
    expect(v0.prices.bulkPricing).toHaveLength(tiers.length);
    const option = v0.options.edges[0].node;
    expect(option.displayName).toMatch(/^(Colour|Material)$/);
    expect(option.values.edges).toHaveLength(1);

    // Related products (at most 4) and metafields (at most 50).
    expect(p.relatedProducts.edges.length).toBeGreaterThan(0);
    expect(p.relatedProducts.edges.length).toBeLessThanOrEqual(4);
    expect(p.relatedProducts.edges[0].node).toEqual({
      sku: expect.any(String),
      name: expect.any(String),
      path: expect.stringMatching(/^\//),
    });
    const keys = p.metafields.edges.map((e: { node: { key: string } }) => e.node.key);
    expect(keys.length).toBeLessThanOrEqual(50);
    expect(keys).toEqual(
      expect.arrayContaining([
        'ImageHero',
        'ProductWidth',
        'ProductDepth',
        'ProductHeight',
        'Warranty',
      ]),
    );
    expect(v0.metafields.edges.map((e: { node: { key: string } }) => e.node.key)).toContain(
      'ImageHero',
    );
  });

  it('finds the product by a variant SKU too, with bulk tiers when it has them', async () => {
    const [tier] = await db().select().from(s.bulkPricingTiers).limit(1);
    const [variant] = await db()
      .select()
      .from(s.variants)
      .where(eq(s.variants.productId, tier!.productId))
      .limit(1);
    const res = await g.post(PRODUCT_STOCK_DETAILS, { sku: variant!.sku });
    const p = res.body.data.site.product;
    expect(p.entityId).toBe(tier!.productId);
    expect(p.variants.edges[0].node.prices.bulkPricing[0]).toEqual({
      minimumQuantity: 5,
      maximumQuantity: 9,
    });
    expect(p.variants.edges[0].node.prices.bulkPricing.at(-1)).toEqual({
      minimumQuantity: 20,
      maximumQuantity: null,
    });
  });

  it('answers null for an unknown SKU and a clear error for a blank one', async () => {
    const unknown = await g.post(PRODUCT_STOCK_DETAILS, { sku: 'NO-SUCH-SKU' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ data: { site: { product: null } } });
    const blank = await g.post(PRODUCT_STOCK_DETAILS, { sku: '  ' });
    expect(blank.body.errors[0]).toMatchObject({
      message: '"sku" must not be empty',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(blank.body.data.site.product).toBeNull();
    const missing = await g.post(PRODUCT_STOCK_DETAILS, {});
    expect(missing.body.errors[0].message).toContain('$sku');
    expect(missing.body.data).toBeUndefined();
  });
});

const schema = createStorefrontSchema();

/** Runs a document and counts the database round trips its loaders made. */
async function roundTrips(query: string, variables: Record<string, unknown>) {
  const batches: string[] = [];
  const loaders = createLoaders(g.t.backend.services.database.db, (name) => batches.push(name));
  const result = await execute({
    schema,
    document: parse(query),
    variableValues: variables,
    contextValue: { loaders },
  });
  expect(result.errors).toBeUndefined();
  return { batches, result };
}

describe('no N+1 queries', () => {
  it('reads 50 products in as many round trips as 2', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => 101 + i);
    const two = await roundTrips(PRODUCTS_SIZES, {
      productIDs: ids.slice(0, 2),
      variantIDs: [1010, 1020],
    });
    const fifty = await roundTrips(PRODUCTS_SIZES, { productIDs: ids, variantIDs: [1010, 1020] });
    expect(fifty.batches.sort()).toEqual(two.batches.sort());
    expect(fifty.batches.sort()).toEqual([
      'brandById',
      'metafields',
      'productById',
      'variantsByProduct',
    ]);
  });

  it('reads a product page (variants, stock, options, related, categories) in one round trip per kind of data', async () => {
    const [product] = await g.t.backend.services.database.db
      .select()
      .from(s.products)
      .where(eq(s.products.id, 102));
    const { batches, result } = await roundTrips(PRODUCT_STOCK_DETAILS, { sku: product!.sku });
    const site = result.data?.site as {
      product: { variants: { edges: unknown[] }; relatedProducts: { edges: unknown[] } };
    };
    expect(site.product.variants.edges.length).toBeGreaterThan(1);
    expect(site.product.relatedProducts.edges.length).toBeGreaterThan(1);
    // Each loader ran once: the variants' stock, options and metafields were batched together.
    expect(batches.sort()).toEqual(
      [
        'allCategories',
        'brandById',
        'categoriesByProduct',
        'metafields',
        'metafields',
        'optionsByVariant',
        'productById',
        'productById',
        'productIdBySku',
        'relatedByProduct',
        'stockByVariant',
        'tiersByProduct',
        'variantsByProduct',
      ].sort(),
    );
  });
});
