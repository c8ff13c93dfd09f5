import { assetUrl, isKnownSearchHit } from '@shop/domain';
import type { SearchResultHit } from '@shop/ui/search';
import type { KnownSkus } from './known-skus';

/** What the page reads of a record of the `products` index. */
export interface ProductRecord {
  objectID: string;
  sku: string;
  name: string;
  imageUrl?: string | null;
  productUrl: string;
  brand?: string;
  variantSkus?: string[];
}

/** Only what the cards need: the suggestions and the page ask the index for no more. */
export const HIT_ATTRIBUTES = ['sku', 'name', 'imageUrl', 'productUrl', 'brand', 'variantSkus'];

export function toResultHit(record: ProductRecord, assetBaseUrl: string): SearchResultHit {
  return {
    sku: record.sku,
    name: record.name,
    imageUrl: assetUrl(record.imageUrl, assetBaseUrl),
    productUrl: record.productUrl,
    brand: record.brand ?? null,
  };
}

/** The known-SKU filter (behaviour.md#calls-search); with no answer from the catalogue (`filter: null`) every hit stays. */
export function knownRecords<T extends ProductRecord>(
  records: readonly T[],
  known: KnownSkus,
): T[] {
  const { filter } = known;
  return filter === null ? [...records] : records.filter((r) => isKnownSearchHit(r, filter));
}
