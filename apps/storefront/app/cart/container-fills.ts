import type { CartMetafield } from '@shop/api';
import { capacityFromMetafields, containerFillByBrand, type ContainerFill } from '@shop/domain';
import type { CartView } from './cart-view';
import { containerLines } from './cart-view';

/** The fill of each factory's container, with the capacity stored on the cart (26 CBM default). */
export function cartContainerFills(
  cart: CartView,
  metafields: readonly CartMetafield[],
): ContainerFill[] {
  return containerFillByBrand(containerLines(cart.lines), (brandId) =>
    capacityFromMetafields(metafields, brandId),
  );
}
