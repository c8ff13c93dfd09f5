import { GraphQLError } from 'graphql';
import type { Connection } from './connection';
import { badArgument, toConnection } from './connection';
import type { GraphQLContext } from './context';
import { entityIdOf } from './global-id';
import type { CategoryRow, ProductRow } from './loaders';

/** More ids than this in one `products(entityIds:)` call is refused rather than half answered. */
export const MAX_ENTITY_IDS = 250;

interface ProductArgs {
  id?: string | null;
  entityId?: number | null;
  variantEntityId?: number | null;
  sku?: string | null;
}

async function findProductId(args: ProductArgs, context: GraphQLContext): Promise<number | null> {
  if (args.entityId != null) return args.entityId;
  if (args.id != null) return entityIdOf('Product', args.id);
  if (args.sku != null) {
    const sku = args.sku.trim();
    if (!sku) throw badArgument('"sku" must not be empty');
    return context.loaders.productIdBySku.load(sku);
  }
  if (args.variantEntityId != null)
    throw badArgument('"variantEntityId" needs "entityId", "id" or "sku"');
  throw badArgument('Give one of "id", "entityId" or "sku"');
}

async function product(
  _: unknown,
  args: ProductArgs,
  context: GraphQLContext,
): Promise<ProductRow | null> {
  const id = await findProductId(args, context);
  if (id === null) return null;
  const row = await context.loaders.productById.load(id);
  if (!row || args.variantEntityId == null) return row;
  // A variant of another product answers null, as the hosted schema does.
  const variants = await context.loaders.variantsByProduct.load(row.id);
  return variants.some((v) => v.id === args.variantEntityId) ? row : null;
}

async function products(
  _: unknown,
  args: { entityIds?: number[] | null; first?: number | null; after?: string | null },
  context: GraphQLContext,
): Promise<Connection<ProductRow>> {
  if (args.entityIds) {
    if (args.entityIds.length > MAX_ENTITY_IDS)
      throw badArgument(`"entityIds" takes at most ${MAX_ENTITY_IDS} ids`);
    const unique = [...new Set(args.entityIds)];
    const rows = await context.loaders.productById.loadMany(unique);
    const found = rows.filter((r): r is ProductRow => r !== null && !(r instanceof Error));
    return toConnection(found, args.first, args.after);
  }
  const ids = await context.loaders.visibleProductIds();
  const page = toConnection(ids, args.first, args.after);
  const rows = await context.loaders.productById.loadMany(page.edges.map((e) => e.node));
  const edges = page.edges.flatMap((edge, i) => {
    const node = rows[i];
    return node && !(node instanceof Error) ? [{ node, cursor: edge.cursor }] : [];
  });
  return { edges, pageInfo: page.pageInfo };
}

async function categoryTree(
  _: unknown,
  args: { rootEntityId?: number | null },
  context: GraphQLContext,
): Promise<CategoryRow[]> {
  const all = await context.loaders.allCategories();
  const parentId = args.rootEntityId ?? null;
  if (parentId !== null && !all.has(parentId))
    throw new GraphQLError(`Category ${parentId} not found`, { extensions: { code: 'NOT_FOUND' } });
  return [...all.values()].filter((c) => c.parentId === parentId);
}

export const siteResolvers = {
  Query: { site: () => ({}) },
  Site: { product, products, categoryTree },
  CategoryTreeItem: {
    entityId: (c: CategoryRow) => c.id,
    productCount: async (c: CategoryRow, _: unknown, context: GraphQLContext) =>
      (await context.loaders.productCounts()).get(c.id) ?? 0,
    hasChildren: async (c: CategoryRow, _: unknown, context: GraphQLContext) =>
      [...(await context.loaders.allCategories()).values()].some(
        (child) => child.parentId === c.id,
      ),
    children: async (c: CategoryRow, _: unknown, context: GraphQLContext) =>
      [...(await context.loaders.allCategories()).values()].filter(
        (child) => child.parentId === c.id,
      ),
  },
};
