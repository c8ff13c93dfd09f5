// behaviour.md#calls-search: search hits are kept only when their SKU belongs to a product the store
// knows: the variant SKUs of the catalogue's product dictionary and their products' SKUs.
import { productDictionary, type ProductDictionary } from '../catalogue/product-dictionary.server';

/** Variant SKUs and their products' SKUs. */
export function skusOfDictionary(dictionary: ProductDictionary): Set<string> {
  const skus = new Set<string>();
  for (const entry of dictionary.bySku.values()) {
    skus.add(entry.variantSku);
    if (entry.productSku) skus.add(entry.productSku);
  }
  return skus;
}

/**
 * The SKUs the store knows, or `null` when the catalogue cannot say: then hits are shown
 * unfiltered rather than hiding every result.
 */
export async function knownSkus(): Promise<Set<string> | null> {
  const dictionary = await productDictionary();
  return dictionary === null ? null : skusOfDictionary(dictionary);
}
