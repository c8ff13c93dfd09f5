import { isContainerLineName, itemVolume, productDimensions } from '@shop/domain';
import { z } from 'zod';
import { serverApi } from '../platform/api.server';
import { sharedData } from '../platform/shared-data.server';

/** A container product of the catalogue with the room one unit takes. */
export interface CatalogueContainerItem {
  productId: number;
  /** The product's SKU (its carton data is read by it), when the listing gives one. */
  sku: string | null;
  name: string;
  /** Product page path, e.g. `/oak-sideboard/`. */
  path: string;
  brandId: number;
  /** CBM of one unit. */
  volume: number;
}

const PRODUCTS_PER_FACTORY = 250;
const SIZES_PER_QUERY = 50;
/** The "still fits" list stays short: the largest items first. */
export const FITTING_ITEMS_SHOWN = 8;

const listedProductSchema = z.looseObject({
  id: z.number().int(),
  sku: z.string().nullish().catch(null),
  name: z.string(),
  brand_id: z.number().int().nullish(),
  custom_url: z.looseObject({ url: z.string() }).nullish().catch(null),
});

/** The factories' container products, shared by every buyer (catalogue data, not theirs). */
const byFactory = sharedData(
  async (brandId: string) => ({ items: await loadContainerItems(Number(brandId)) }),
  { max: 200 },
);

/**
 * The container products of a factory, from a shared read (bounded, at most
 * SHARED_DATA_SECONDS old): the "still fits" list needs the catalogue, not the customer.
 * Only a hint for the buyer: a failed read leaves the list out and is tried again next time.
 */
export async function containerItemsOf(brandId: number): Promise<CatalogueContainerItem[]> {
  try {
    return (await byFactory.get(String(brandId))).items;
  } catch (error) {
    console.error('Catalogue items of a factory could not be loaded', error);
    return [];
  }
}

/**
 * The catalogue's container products of `brandId` with their unit volume (ProductsSizes),
 * products without a size left out: nothing can be said about whether they fit.
 */
async function loadContainerItems(brandId: number): Promise<CatalogueContainerItem[]> {
  const api = serverApi();
  const listed = await api.catalogue.availableProducts({
    brand_id: brandId,
    limit: PRODUCTS_PER_FACTORY,
  });
  const products = listed.flatMap((raw) => {
    const parsed = listedProductSchema.safeParse(raw);
    return parsed.success && isContainerLineName(parsed.data.name) ? [parsed.data] : [];
  });
  const volumes = new Map<number, number>();
  for (let start = 0; start < products.length; start += SIZES_PER_QUERY) {
    const ids = products.slice(start, start + SIZES_PER_QUERY).map((product) => product.id);
    const answer = await api.graphql.productsSizes({ productIDs: ids, variantIDs: [] });
    for (const { node } of answer.site.products.edges ?? []) {
      const volume = itemVolume(productDimensions(node.metafields));
      if (volume !== null) volumes.set(node.entityId, volume);
    }
  }
  return products.flatMap((product) => {
    const volume = volumes.get(product.id);
    return volume === undefined
      ? []
      : [
          {
            productId: product.id,
            sku: product.sku ?? null,
            name: product.name,
            path: product.custom_url?.url ?? `/${String(product.id)}/`,
            brandId,
            volume,
          },
        ];
  });
}
