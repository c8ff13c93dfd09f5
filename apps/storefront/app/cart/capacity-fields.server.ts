// behaviour.md#constants: each factory's container capacity is stored on the cart with its first
// container line, as the cart metafield `factoryID:{brandId}` — the factory's own container
// (@shop/domain `capacityFor`: the brand's stored size, else 26 CBM), the same figure the backend
// judges by when the cart names none. The builder's pick replaces it later.
import type { Cart } from '@shop/api';
import {
  capacityFor,
  containerMetafield,
  containerMetafieldKey,
  isContainerLineName,
} from '@shop/domain';
import { brandContainerFields } from '../catalogue/brand-names.server';
import type { ApiCaller } from '../platform/api.server';
import { readMetafields } from './cart.server';

/** Stores the capacity of every factory with container lines in `cart` that has none yet. */
export async function storeCapacities(caller: ApiCaller, cart: Cart): Promise<void> {
  const brands = [
    ...new Set(
      cart.line_items.physical_items.flatMap((line) =>
        isContainerLineName(line.name) && typeof line.brand_id === 'number' ? [line.brand_id] : [],
      ),
    ),
  ];
  if (brands.length === 0) return;
  const [fields, brandFields] = await Promise.all([
    readMetafields(caller, cart.id),
    brandContainerFields(),
  ]);
  const capacityOf = capacityFor([], brandFields);
  for (const brandId of brands) {
    if (fields.some((field) => field.key === containerMetafieldKey(brandId))) continue;
    try {
      await caller.api.cartMetafields.create(
        cart.id,
        containerMetafield(brandId, capacityOf(brandId)),
        { token: caller.token },
      );
    } catch (error) {
      // The rules fall back to the same capacity without it (behaviour.md#errors: metafield errors are only logged).
      console.error('Container capacity could not be stored', error);
    }
  }
}
