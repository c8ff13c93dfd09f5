import type { TierRow } from './loaders';

/** Catalogue prices are kept in Australian dollars (the carts' currency). */
export const CURRENCY_CODE = 'AUD';

export interface PricesSource {
  productId: number;
  price: number;
  salePrice: number | null;
  retailPrice: number | null;
}

export const money = (value: number | null) =>
  value === null ? null : { value, currencyCode: CURRENCY_CODE };

/** The hosted schema's concrete bulk-pricing tier type for a stored tier. */
export function bulkTierType(tier: TierRow): string {
  switch (tier.type) {
    case 'percent':
      return 'BulkPricingPercentageDiscount';
    case 'fixed':
      return 'BulkPricingRelativePriceDiscount';
    default:
      return 'BulkPricingFixedPriceDiscount';
  }
}
