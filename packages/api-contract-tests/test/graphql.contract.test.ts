import { ApiError, GraphQLResponseError, RequestPayloadError } from '@shop/api/errors';
import {
  cartProductDetail,
  categoryTree3LevelsDeep,
  productSizeByVariantId,
  productStockDetails,
  productsSizes,
  typedDocument,
} from '@shop/api/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestBackend } from './support/backend';
import type { TestBackend } from './support/backend';

// The five typed documents of behaviour.md#calls-graphql sent to the backend's real GraphQL endpoint: each
// answer must parse with the document's own result schema (the client does that on every
// call, and the tests parse again to prove the schema — not a looser path — accepted it).
let backend: TestBackend;

interface DemoProduct {
  id: number;
  sku: string;
  brandId: number;
  variants: { id: number; sku: string }[];
}
let demo: DemoProduct[];

beforeAll(async () => {
  backend = await startTestBackend('demo');
  const stored = await backend.client().catalogue.availableProducts({ limit: 10 });
  demo = stored.map((product) => ({
    id: product.id,
    sku: String(product.sku),
    brandId: product.brand_id ?? 0,
    variants: ((product.variants ?? []) as { id: number; sku: string }[]).map((variant) => ({
      id: variant.id,
      sku: variant.sku,
    })),
  }));
}, 120_000);

afterAll(async () => {
  await backend.close();
});

function first(): DemoProduct & { variant: { id: number; sku: string } } {
  const product = demo.find((entry) => entry.variants.length > 0);
  const variant = product?.variants[0];
  if (!product || !variant) throw new Error('demo catalogue has no product with variants');
  return { ...product, variant };
}

describe('GraphQL operations against the real backend', () => {
  it('ProductSizeByVariantID answers the product, the asked variant and its size metafields', async () => {
    const product = first();
    const variables = {
      variantID: product.variant.id,
      productID: product.id,
      variantIDs: [product.variant.id],
    };
    const result = await backend.fullClient().graphql.productSizeByVariantId(variables);
    expect(productSizeByVariantId.result.safeParse(result).success).toBe(true);
    const found = result.site.product;
    expect(found).toMatchObject({ entityId: product.id, sku: product.sku });
    expect(found?.brand?.entityId).toBe(product.brandId);
    expect(found?.variants.edges?.map((edge) => edge.node.entityId)).toEqual([product.variant.id]);
    const keys = found?.metafields.edges?.map((edge) => edge.node.key).sort();
    expect(keys).toEqual(['ProductDepth', 'ProductHeight', 'ProductWidth']);
    for (const edge of found?.metafields.edges ?? []) expect(edge.node.value).toMatch(/\S/);
  });

  it('ProductSizeByVariantID answers null for an unknown product', async () => {
    const result = await backend
      .fullClient()
      .graphql.productSizeByVariantId({ variantID: 999_999, productID: 999_999, variantIDs: [] });
    expect(result.site.product).toBeNull();
  });

  it('ProductsSizes answers the asked products with their size metafields', async () => {
    const products = demo.slice(0, 3);
    const result = await backend.fullClient().graphql.productsSizes({
      productIDs: products.map((product) => product.id),
      variantIDs: products.flatMap((product) => product.variants.map((variant) => variant.id)),
    });
    expect(productsSizes.result.safeParse(result).success).toBe(true);
    const ids = result.site.products.edges?.map((edge) => edge.node.entityId).sort();
    expect(ids).toEqual(products.map((product) => product.id).sort());
    for (const edge of result.site.products.edges ?? [])
      expect(edge.node.metafields.edges?.length).toBe(3);
  });

  it('CategoryTree3LevelsDeep answers the tree with product counts three levels deep', async () => {
    const result = await backend.fullClient().graphql.categoryTree();
    expect(categoryTree3LevelsDeep.result.safeParse(result).success).toBe(true);
    const tree = result.site.categoryTree;
    expect(tree.length).toBeGreaterThan(0);
    const deepest = tree
      .flatMap((top) => top.children ?? [])
      .flatMap((middle) => middle.children ?? []);
    expect(deepest.length).toBeGreaterThan(0);
    for (const leaf of deepest) {
      expect(leaf.path).toMatch(/^\/.*\/$/);
      expect(leaf.productCount).toBeGreaterThanOrEqual(0);
    }
  });

  it('CartProductDetail answers sku and ImageHero metafields of a product and its variant', async () => {
    const product = first();
    const result = await backend.fullClient().graphql.cartProductDetail({
      productId: product.id,
      variantId: product.variant.id,
      namespace: 'myob',
    });
    expect(cartProductDetail.result.safeParse(result).success).toBe(true);
    expect(result.site.product?.sku).toBe(product.sku);
    const variants = result.site.product?.variants.edges ?? [];
    expect(variants.map((edge) => edge.node.sku)).toEqual([product.variant.sku]);
    const heroes = [
      ...(result.site.product?.metafields.edges ?? []),
      ...variants.flatMap((edge) => edge.node.metafields.edges ?? []),
    ];
    expect(heroes.every((edge) => edge.node.key === 'ImageHero')).toBe(true);
  });

  it('ProductStockDetails answers the catalogue fields of behaviour.md#entities for one SKU', async () => {
    const product = first();
    const result = await backend.fullClient().graphql.productStockDetails({ sku: product.sku });
    expect(productStockDetails.result.safeParse(result).success).toBe(true);
    const found = result.site.product;
    expect(found).toMatchObject({ entityId: product.id, sku: product.sku });
    expect(found?.name).toMatch(/\S/);
    expect(found?.variants.edges?.map((edge) => edge.node.entityId).sort()).toEqual(
      product.variants.map((variant) => variant.id).sort(),
    );
    expect(found?.metafields.edges?.length).toBeGreaterThan(0);
    expect(typeof found?.inventory.isInStock).toBe('boolean');
    const missing = await backend.fullClient().graphql.productStockDetails({ sku: 'NO-SUCH-SKU' });
    expect(missing.site.product).toBeNull();
  });
});

describe('GraphQL failures are typed', () => {
  it('refuses invalid variables before sending (RequestPayloadError)', async () => {
    const failure = await backend
      .fullClient()
      .graphql.productStockDetails({ sku: '   ' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestPayloadError);
  });

  it('turns GraphQL errors without data into a GraphQLResponseError', async () => {
    const broken = typedDocument({
      operationName: 'NoSuchField',
      query: 'query NoSuchField { site { noSuchField } }',
      variables: z.object({}),
      result: z.unknown(),
    });
    const failure = await backend
      .fullClient()
      .graphql.execute(broken, {})
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLResponseError);
    expect((failure as GraphQLResponseError).operationName).toBe('NoSuchField');
    expect((failure as GraphQLResponseError).errors.join(' ')).toMatch(/noSuchField/);
  });

  it('answers a wrong storefront token with an ApiError (401)', async () => {
    const client = backend.fullClient({
      graphql: { endpoint: `${backend.url}/graphql`, token: 'not-the-storefront-token' },
    });
    const failure = await client.graphql.categoryTree().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
  });
});
