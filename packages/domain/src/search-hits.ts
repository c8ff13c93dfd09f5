/** What the known-SKU filter reads of a search hit (the search hit of behaviour.md#entities, plus its variant SKUs). */
export interface KnownSkuHit {
  sku: string;
  /** The index may list every variant SKU of the product; a match on any of them counts. */
  variantSkus?: readonly string[] | null | undefined;
}

/**
 * behaviour.md#calls-search: search results are kept only when their SKU matches a variant (or product) SKU
 * of the products the store has loaded. The hosted index can lag behind the catalogue;
 * a hit for a product the store no longer sells would lead to a page that is not there.
 */
export function isKnownSearchHit(hit: KnownSkuHit, known: ReadonlySet<string>): boolean {
  if (known.has(hit.sku)) return true;
  return (hit.variantSkus ?? []).some((sku) => known.has(sku));
}

/** The hits the store knows, in the order the index ranked them. */
export function knownSearchHits<T extends KnownSkuHit>(
  hits: readonly T[],
  known: ReadonlySet<string>,
): T[] {
  return hits.filter((hit) => isKnownSearchHit(hit, known));
}
