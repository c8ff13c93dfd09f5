import type { ListedProduct, ProductSize } from '@shop/api';
import { assetUrl, formatSize, productDimensions, searchHitHref } from '@shop/domain';

/** One card of a category grid, as the loader hands it to the page. */
export interface CardProduct {
  id: number;
  sku: string;
  name: string;
  href: string;
  imageUrl: string | null;
  brand: string | null;
  /** `W.. x D.. x H..` in mm, or `N/A`. */
  size: string;
  /** The customer's lowest variant price; null for guests and when none is known. */
  price: number | null;
  /** For the quick view before its details load. */
  variants: { id: number; sku: string; label: string; imageUrl: string | null }[];
}

export interface CardContext {
  assetBase: string;
  brands: ReadonlyMap<string, string>;
  sizes: ReadonlyMap<number, ProductSize>;
  prices: ReadonlyMap<number, number>;
}

/** A listed product as a card: URL, image, brand name, size and the customer's price. */
export function toCardProduct(product: ListedProduct, context: CardContext): CardProduct {
  const variants = product.variants ?? [];
  const prices = variants
    .map((variant) => context.prices.get(variant.id))
    .filter((price): price is number => typeof price === 'number');
  const size = context.sizes.get(product.id);
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    href: searchHitHref({ productUrl: product.custom_url?.url }),
    imageUrl: assetUrl(product.primary_image?.url_standard, context.assetBase),
    brand: product.brand_id == null ? null : (context.brands.get(String(product.brand_id)) ?? null),
    size: formatSize(productDimensions((size?.metafields.edges ?? []).map((edge) => edge.node))),
    price: prices.length > 0 ? Math.min(...prices) : null,
    variants: variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      label: variant.option_values?.map((value) => value.label).join(' / ') || variant.sku,
      imageUrl: assetUrl(variant.image_url, context.assetBase),
    })),
  };
}
