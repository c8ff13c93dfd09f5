import type { StockProduct } from '@shop/api';
import {
  assetUrl,
  buildGallery,
  formatSize,
  itemVolume,
  productDimensions,
  readMetafield,
  type GalleryItem,
} from '@shop/domain';

type StockVariant = NonNullable<StockProduct['variants']['edges']>[number]['node'];

const nodes = <T>(connection: { edges?: readonly { node: T }[] | null } | null | undefined): T[] =>
  (connection?.edges ?? []).map((edge) => edge.node);

/** A product's metafields as `{ key, value }` pairs (what @shop/domain reads). */
export const metafieldsOf = (product: Pick<StockProduct, 'metafields'>) =>
  nodes(product.metafields).map(({ key, value }) => ({ key, value }));

/** One variant as a selector, stock table and price lookup need it. */
export interface VariantView {
  id: string;
  entityId: number;
  sku: string;
  label: string;
  /** The option's name (`Material`, `Colour`), null for a product without options. */
  optionName: string | null;
  swatchUrl: string | null;
  colour: string | null;
  stock: {
    id: number;
    location: string;
    available: number;
    inStock: boolean;
    distance: string | null;
  }[];
}

export function variantView(variant: StockVariant, assetBase: string): VariantView {
  const options = nodes(variant.options);
  const values = options.flatMap((option) => nodes(option.values));
  const swatch =
    values.find((value) => value.imageUrl)?.imageUrl ??
    readMetafield(nodes(variant.metafields), 'ImageMaterialSwatch');
  return {
    id: String(variant.entityId),
    entityId: variant.entityId,
    sku: variant.sku,
    label: values.map((value) => value.label).join(' / ') || variant.sku,
    optionName: options[0]?.displayName ?? null,
    swatchUrl: assetUrl(swatch, assetBase),
    colour: values.find((value) => value.hexColors?.length)?.hexColors?.[0] ?? null,
    stock: nodes(variant.inventory?.byLocation).map((location) => ({
      id: location.locationEntityId,
      location: location.locationEntityCode ?? `Location ${String(location.locationEntityId)}`,
      available: location.availableToSell,
      inStock: location.isInStock,
      distance: location.locationDistance
        ? `${String(location.locationDistance.value)} ${location.locationDistance.unit}`
        : null,
    })),
  };
}

/** The gallery (behaviour.md#product-metafields) with every url resolved against the backend. */
export function galleryOf(
  product: Pick<StockProduct, 'metafields'>,
  assetBase: string,
): GalleryItem[] {
  return buildGallery(metafieldsOf(product)).map((item) => ({
    ...item,
    url: assetUrl(item.url, assetBase) ?? item.url,
  }));
}

/** Size (`W.. x D.. x H..` or N/A) and volume of one unit in CBM (null without a size). */
export function sizeOf(product: Pick<StockProduct, 'metafields'>) {
  const dimensions = productDimensions(metafieldsOf(product));
  return { size: formatSize(dimensions), volume: itemVolume(dimensions) };
}

export const variantsOf = (product: StockProduct, assetBase: string): VariantView[] =>
  nodes(product.variants).map((variant) => variantView(variant, assetBase));
