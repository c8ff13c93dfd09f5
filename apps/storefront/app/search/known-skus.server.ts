// SPEC §7: search hits are kept only when their SKU belongs to a product the store
// knows. The store's list is the catalogue's product dictionary (variant SKU → product);
// it is read at most once a minute per server process and shared by every request.
import { z } from 'zod';
import { serverApi } from '../api.server';

const dictionarySchema = z.record(z.string(), z.looseObject({ product_sku: z.string().nullish() }));

const TTL_MS = 60_000;
let cached: { at: number; skus: Promise<Set<string> | null> } | null = null;

/** Variant SKUs and their products' SKUs, from the product dictionary. */
export function skusOfDictionary(data: unknown): Set<string> {
  const dictionary = dictionarySchema.parse(data);
  const skus = new Set<string>();
  for (const [variantSku, entry] of Object.entries(dictionary)) {
    skus.add(variantSku);
    if (entry.product_sku) skus.add(entry.product_sku);
  }
  return skus;
}

/**
 * The SKUs the store knows, or `null` when the catalogue cannot say (its call failed):
 * then hits are shown unfiltered rather than hiding every result (logged).
 */
export function knownSkus(now = Date.now()): Promise<Set<string> | null> {
  if (cached && now - cached.at < TTL_MS) return cached.skus;
  const skus = serverApi()
    .catalogue.productDictionary()
    .then(skusOfDictionary)
    .catch((error: unknown) => {
      console.error('Known SKUs for search could not be loaded', error);
      // Try again on the next request instead of caching the failure for a minute.
      cached = null;
      return null;
    });
  cached = { at: now, skus };
  return skus;
}
