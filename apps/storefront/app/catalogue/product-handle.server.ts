import type { ApiClient } from '@shop/api';
import { normalisePathname } from '@shop/domain';
import { z } from 'zod';

// The product URL of the storefront is the platform's own (`/product/oak-desk` for
// `/oak-desk/`), and the catalogue query finds products by SKU: the product dictionary
// (every variant SKU → product SKU and URL) joins the two. It covers the whole catalogue,
// so one copy is kept per backend for a short while rather than fetched per page view.
const dictionarySchema = z.record(
  z.string(),
  z.looseObject({ product_sku: z.string(), url: z.string() }),
);

const FRESH_MS = 30_000;
/** A handle not found in a copy older than this fetches a new one (a product just added). */
const RECHECK_MS = 5_000;

interface Index {
  at: number;
  skuByPath: Map<string, string>;
}
const indexes = new Map<string, Index>();

async function fetchIndex(api: ApiClient): Promise<Index> {
  const dictionary = dictionarySchema.parse(await api.catalogue.productDictionary());
  const skuByPath = new Map<string, string>();
  for (const entry of Object.values(dictionary)) {
    skuByPath.set(normalisePathname(entry.url).toLowerCase(), entry.product_sku);
  }
  return { at: Date.now(), skuByPath };
}

/** The product SKU whose URL is `/{handle}/`, or null when no product has it. */
export async function productSkuForHandle(
  api: ApiClient,
  cacheKey: string,
  handle: string,
): Promise<string | null> {
  const path = normalisePathname(handle).toLowerCase();
  let index = indexes.get(cacheKey);
  const age = index ? Date.now() - index.at : Infinity;
  if (!index || age > FRESH_MS || (!index.skuByPath.has(path) && age > RECHECK_MS)) {
    index = await fetchIndex(api);
    indexes.set(cacheKey, index);
  }
  return index.skuByPath.get(path) ?? null;
}
