import type { Connection } from './connection';
import { badArgument, toConnection } from './connection';
import type { GraphQLContext } from './context';
import type { MetafieldRow } from './loaders';
import { metafieldKey } from './loaders';

export interface MetafieldArgs {
  namespace: string;
  keys?: string[] | null;
  first?: number | null;
}

// Only metafields shared with the storefront are readable with a storefront token.
const storefrontVisible = (row: MetafieldRow) => row.permissionSet.endsWith('sf_access');

/** The `metafields(namespace, keys, first)` connection of a product or a variant. */
export async function metafieldConnection(
  context: GraphQLContext,
  owner: 'product' | 'variant',
  id: number,
  args: MetafieldArgs,
): Promise<Connection<MetafieldRow>> {
  const namespace = args.namespace.trim();
  if (!namespace) throw badArgument('"namespace" must not be empty');
  const rows = await context.loaders.metafields.load(metafieldKey(owner, id, namespace));
  const keys = args.keys ? new Set(args.keys) : null;
  const wanted = rows.filter(
    (row) => storefrontVisible(row) && (keys === null || keys.has(row.key)),
  );
  return toConnection(wanted, args.first);
}
