import { describe } from './rounding';

/** A brand (factory) id: the commerce API gives numbers, metafield keys and URLs text. */
export type BrandId = number | string;

/**
 * The canonical text of a brand id, so `40` and `'40'` name the same brand.
 *
 * @throws RangeError for anything but a non-negative safe integer or non-blank text.
 */
export function normaliseBrandId(brandId: BrandId): string {
  if (typeof brandId === 'number' && Number.isSafeInteger(brandId) && brandId >= 0)
    return String(brandId);
  if (typeof brandId === 'string' && brandId.trim() !== '') return brandId.trim();
  throw new RangeError(
    `brandId must be a non-negative integer or non-blank text, got ${describe(brandId)}`,
  );
}
