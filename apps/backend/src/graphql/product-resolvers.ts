import { CATEGORY_BREADCRUMB_DEPTH } from '@shop/domain';
import { badArgument, toConnection } from './connection';
import type { GraphQLContext } from './context';
import { globalId } from './global-id';
import type { BrandRow, CategoryRow, ProductRow } from './loaders';
import type { MetafieldArgs } from './metafields';
import { metafieldConnection } from './metafields';
import type { PricesSource } from './prices';
import { summariseStock } from './stock';

type First = { first?: number | null };

/** Deeper trails than this are refused; the storefront asks for CATEGORY_BREADCRUMB_DEPTH (4). */
const MAX_BREADCRUMB_DEPTH = Math.max(10, CATEGORY_BREADCRUMB_DEPTH);

const AVAILABILITY: Record<string, string> = { available: 'Available', preorder: 'Preorder' };

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').trim();

async function inventory(p: ProductRow, _: unknown, context: GraphQLContext) {
  const variants = await context.loaders.variantsByProduct.load(p.id);
  const stock = await context.loaders.stockByVariant.loadMany(variants.map((v) => v.id));
  const rows = stock.flatMap((r) => (r instanceof Error ? [] : r));
  const aggregated = summariseStock(rows);
  return {
    isInStock: aggregated.availableToSell > 0,
    // Stock is always kept per variant; a product with one variant reads as product-level stock.
    hasVariantInventory: variants.length > 1,
    aggregated,
  };
}

async function relatedProducts(p: ProductRow, args: First, context: GraphQLContext) {
  const ids = await context.loaders.relatedByProduct.load(p.id);
  const rows = await context.loaders.productById.loadMany(ids);
  return toConnection(
    rows.filter((r): r is ProductRow => r !== null && !(r instanceof Error)),
    args.first,
  );
}

async function variants(
  p: ProductRow,
  args: { entityIds?: number[] | null } & First,
  context: GraphQLContext,
) {
  const rows = await context.loaders.variantsByProduct.load(p.id);
  const wanted = args.entityIds ? new Set(args.entityIds) : null;
  return toConnection(
    rows.filter((v) => wanted === null || wanted.has(v.id)),
    args.first,
  );
}

export const productResolvers = {
  Product: {
    id: (p: ProductRow) => globalId('Product', p.id),
    entityId: (p: ProductRow) => p.id,
    plainTextDescription: (p: ProductRow) => stripTags(p.description),
    brand: (p: ProductRow, _: unknown, context: GraphQLContext) =>
      context.loaders.brandById.load(p.brandId),
    categories: async (p: ProductRow, args: First, context: GraphQLContext) =>
      toConnection(await context.loaders.categoriesByProduct.load(p.id), args.first),
    availabilityV2: (p: ProductRow) => ({
      status: AVAILABILITY[p.availability] ?? 'Unavailable',
      description: p.availabilityDescription,
    }),
    inventory,
    relatedProducts,
    metafields: (p: ProductRow, args: MetafieldArgs, context: GraphQLContext) =>
      metafieldConnection(context, 'product', p.id, args),
    variants,
    prices: (p: ProductRow): PricesSource => ({
      productId: p.id,
      price: p.price,
      salePrice: p.salePrice,
      retailPrice: p.retailPrice,
    }),
  },
  Brand: {
    id: (b: BrandRow) => globalId('Brand', b.id),
    entityId: (b: BrandRow) => b.id,
    path: (b: BrandRow) => `/brands/${b.slug}/`,
  },
  Category: {
    id: (c: CategoryRow) => globalId('Category', c.id),
    entityId: (c: CategoryRow) => c.id,
    breadcrumbs: async (
      c: CategoryRow,
      args: { depth: number } & First,
      context: GraphQLContext,
    ) => {
      if (!Number.isInteger(args.depth) || args.depth < 1 || args.depth > MAX_BREADCRUMB_DEPTH) {
        throw badArgument(`"depth" must be between 1 and ${MAX_BREADCRUMB_DEPTH}`);
      }
      const all = await context.loaders.allCategories();
      const trail: CategoryRow[] = [];
      // Walks up to the root; the guard stops on a (corrupt) cycle instead of looping.
      for (
        let node: CategoryRow | undefined = c;
        node && trail.length <= all.size;
        node = all.get(node.parentId ?? -1)
      ) {
        trail.unshift(node);
      }
      const crumbs = trail
        .slice(0, args.depth)
        .map((n) => ({ entityId: n.id, name: n.name, path: n.path }));
      return toConnection(crumbs, args.first);
    },
  },
};
