import { SIZE_METAFIELD_KEYS } from './constants';
import type { MetafieldSource } from './metafields';
import { readMetafield } from './metafields';
import type { Dimensions } from './volume';
import { parseDimension } from './volume';

/**
 * The width, depth and height metafields (behaviour.md#product-metafields: ProductWidth, ProductDepth,
 * ProductHeight) of a product or variant, as text or `null`.
 */
export function productDimensions(metafields: MetafieldSource): {
  width: string | null;
  depth: string | null;
  height: string | null;
} {
  return {
    width: readMetafield(metafields, SIZE_METAFIELD_KEYS.width),
    depth: readMetafield(metafields, SIZE_METAFIELD_KEYS.depth),
    height: readMetafield(metafields, SIZE_METAFIELD_KEYS.height),
  };
}

/**
 * behaviour.md#product-metafields: the size in millimetres as `W1200 x D800 x H750` (letter, number, no unit,
 * separated by ` x `), or `N/A` when a dimension is missing or not a positive number.
 * Numbers print in their shortest form: `"1200.0"` → `1200`, `"450.5"` → `450.5`.
 */
export function formatSize(dimensions: Dimensions): string {
  const width = parseDimension(dimensions.width);
  const depth = parseDimension(dimensions.depth);
  const height = parseDimension(dimensions.height);
  if (width === null || depth === null || height === null) return 'N/A';
  return `W${width} x D${depth} x H${height}`;
}
