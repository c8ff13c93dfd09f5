// The containers of a container list: each factory's container gauge of its container lines
// (today's unit volumes from the catalogue, each factory's own container or 26 CBM) and that
// container's load plan with the real cartons, as the cart and the container builder show
// them — approving puts the lines into a cart, which is judged the same way.
import type { ShoppingListItem } from '@shop/api/b2b';
import { containerLinesOf, isContainerLineName, itemVolume, productDimensions } from '@shop/domain';
import { containerViewsOf } from '../../cart/cart.server';
import type { ContainerView } from '../../cart/cart-state';
import { orderFactoryLoad, type FactoryLoad } from '../../container/load-plans.server';
import type { ApiCaller } from '../../platform/api.server';

type ListLine = Pick<
  ShoppingListItem,
  'productId' | 'variantId' | 'productName' | 'quantity' | 'baseSku' | 'variantSku'
>;

export interface ListContainers {
  containers: ContainerView[];
  /**
   * Brand id → that factory's container planned (`null`: more cartons than a plan takes,
   * absent: it could not be planned just now — the gauge still shows).
   */
  loads: Record<string, FactoryLoad | null>;
}

export async function listContainers(
  { api }: Pick<ApiCaller, 'api'>,
  lines: readonly ListLine[],
): Promise<ListContainers> {
  const containerLines = lines.filter((line) => isContainerLineName(line.productName));
  if (containerLines.length === 0) return { containers: [], loads: {} };
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
  const brandOf = (line: ListLine) => facts.get(line.productId)?.brandId ?? null;
  const containers = await containerViewsOf(
    containerLinesOf(
      containerLines.map((line) => ({
        name: line.productName,
        quantity: line.quantity,
        brandId: brandOf(line),
        volume: facts.get(line.productId)?.volume ?? null,
      })),
    ),
    [],
  );
  const planned = await Promise.all(
    containers.map(async (container) => {
      const factoryLines = containerLines
        .filter((line) => String(brandOf(line)) === container.brandId)
        .map((line) => ({
          sku: line.variantSku || line.baseSku,
          name: line.productName,
          quantity: line.quantity,
          variantId: line.variantId,
        }));
      try {
        return [[container.brandId, await orderFactoryLoad(container, factoryLines)] as const];
      } catch (error) {
        // A drawing is an aid: the list and its gauge show without it.
        console.error('The load plan of a container list could not be made', error);
        return [];
      }
    }),
  );
  return { containers, loads: Object.fromEntries(planned.flat()) };
}
