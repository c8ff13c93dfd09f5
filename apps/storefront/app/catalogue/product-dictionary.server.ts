// The catalogue's product dictionary (GET /product-dictionary of behaviour.md#calls-catalogue: variant SKU → its
// product), read at most once every SHARED_DATA_SECONDS per server process and shared by every request: the
// search's known-SKU filter, quick order's SKU look-up and the order pictures all use it.
import type { ProductDictionary as DictionaryAnswer } from '@shop/api';
import { normalisePathname } from '@shop/domain';
import { serverApi } from '../platform/api.server';
import { env } from '../platform/env.server';

export interface DictionaryEntry {
  variantSku: string;
  productId: number;
  variantId: number;
  productSku: string | null;
  name: string;
  /** The platform URL (`/oak-desk/`). */
  url: string | null;
  brandId: number | null;
  imageUrl: string | null;
}

export interface ProductDictionary {
  /** By variant SKU as the catalogue spells it. */
  bySku: ReadonlyMap<string, DictionaryEntry>;
  /** By variant SKU upper-cased: buyers type SKUs in any case. */
  byUpperSku: ReadonlyMap<string, DictionaryEntry>;
  byVariantId: ReadonlyMap<number, DictionaryEntry>;
  /** Product SKU by the product's URL path, lower-cased (`/oak-desk/`). */
  byPath: ReadonlyMap<string, string>;
  /** Product id by product SKU (a product page's related products name theirs). */
  byProductSku: ReadonlyMap<string, number>;
}

/** The dictionary's answer (checked by @shop/api) indexed every way the storefront looks it up. */
export function indexDictionary(data: DictionaryAnswer): ProductDictionary {
  const bySku = new Map<string, DictionaryEntry>();
  const byUpperSku = new Map<string, DictionaryEntry>();
  const byVariantId = new Map<number, DictionaryEntry>();
  const byPath = new Map<string, string>();
  const byProductSku = new Map<string, number>();
  for (const [variantSku, raw] of Object.entries(data)) {
    const entry: DictionaryEntry = {
      variantSku,
      productId: raw.product_id,
      variantId: raw.variant_id,
      productSku: raw.product_sku,
      name: raw.name,
      url: raw.url,
      brandId: raw.brand_id,
      imageUrl: raw.image_url,
    };
    bySku.set(variantSku, entry);
    byUpperSku.set(variantSku.toUpperCase(), entry);
    byVariantId.set(entry.variantId, entry);
    if (entry.url !== null && entry.productSku !== null)
      byPath.set(normalisePathname(entry.url).toLowerCase(), entry.productSku);
    if (entry.productSku !== null) byProductSku.set(entry.productSku, entry.productId);
  }
  return { bySku, byUpperSku, byVariantId, byPath, byProductSku };
}

let cached: { at: number; dictionary: Promise<ProductDictionary | null> } | null = null;

/**
 * The dictionary, or `null` when the catalogue cannot say (its call failed, logged): then
 * try again on the next request instead of caching the failure for a minute.
 */
export function productDictionary(
  now = Date.now(),
  maxAgeMs = env.sharedDataSeconds * 1000,
): Promise<ProductDictionary | null> {
  if (cached && now - cached.at < maxAgeMs) return cached.dictionary;
  const dictionary = serverApi()
    .catalogue.productDictionary()
    .then(indexDictionary)
    .catch((error: unknown) => {
      console.error('The product dictionary could not be loaded', error);
      cached = null;
      return null;
    });
  cached = { at: now, dictionary };
  return dictionary;
}
