import { normalisePathname } from '@shop/domain';
import { productDictionary } from './product-dictionary.server';

// The product URL of the storefront is the platform's own (`/product/oak-desk` for
// `/oak-desk/`), and the catalogue query finds products by SKU: the product dictionary
// (every variant SKU → its product's SKU and URL, the process's shared copy) joins the two.

/** A handle not in a copy older than this reads the dictionary again (a product just added). */
const RECHECK_MS = 5_000;

/**
 * The product SKU whose URL is `/{handle}/`, or null when no product has it. Throws when
 * the catalogue cannot say (the page is then an error, not a false 404).
 */
export async function productSkuForHandle(handle: string): Promise<string | null> {
  const path = normalisePathname(handle).toLowerCase();
  let dictionary = await productDictionary();
  if (dictionary !== null && !dictionary.byPath.has(path)) {
    dictionary = await productDictionary(Date.now(), RECHECK_MS);
  }
  if (dictionary === null) throw new Error('The product dictionary could not be loaded');
  return dictionary.byPath.get(path) ?? null;
}
