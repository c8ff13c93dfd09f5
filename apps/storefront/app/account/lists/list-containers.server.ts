// The container gauges of a container list: each factory's container its container lines would
// fill (today's unit volumes from the catalogue, each factory's own container or 26 CBM), as
// the cart shows them — approving puts the lines into a cart, which is judged the same way.
import type { ShoppingListItem } from '@shop/api/b2b';
import { containerLinesOf, isContainerLineName, itemVolume, productDimensions } from '@shop/domain';
import { containerViewsOf } from '../../cart/cart.server';
import type { ContainerView } from '../../cart/cart-state';
import type { ApiCaller } from '../../platform/api.server';

export async function listContainers(
  { api }: Pick<ApiCaller, 'api'>,
  lines: readonly Pick<ShoppingListItem, 'productId' | 'productName' | 'quantity'>[],
): Promise<ContainerView[]> {
  const containerLines = lines.filter((line) => isContainerLineName(line.productName));
  if (containerLines.length === 0) return [];
  const ids = [...new Set(containerLines.map((line) => line.productId))].slice(0, 50);
  const answer = await api.graphql.productsSizes({ productIDs: ids, variantIDs: [] });
  const facts = new Map(
    (answer.site.products.edges ?? []).map(({ node }) => [
      node.entityId,
      {
        brandId: node.brand?.entityId ?? null,
        volume: itemVolume(productDimensions(node.metafields)),
      },
    ]),
  );
  return containerViewsOf(
    containerLinesOf(
      containerLines.map((line) => ({
        name: line.productName,
        quantity: line.quantity,
        brandId: facts.get(line.productId)?.brandId ?? null,
        volume: facts.get(line.productId)?.volume ?? null,
      })),
    ),
    [],
  );
}
