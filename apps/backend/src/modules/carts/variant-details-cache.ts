/** What a cart line shows that costs a lookup per line: the unit's volume and its options. */
export interface VariantDetails {
  productId: number;
  volume: number | null;
  options: { name: string; value: string }[];
}

// A bound on memory, far above any catalogue's variants in one process's working set.
const MAX_ENTRIES = 200_000;

/**
 * The cart add's memory of variant details, so that adding to a long cart looks up only the
 * variants being added. Entries go when the catalogue change feed names their product (every
 * process LISTENs), or after `ttlMs` should a notification be lost.
 */
export class VariantDetailsCache {
  private readonly entries = new Map<number, VariantDetails & { expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(variantId: number): VariantDetails | undefined {
    const entry = this.entries.get(variantId);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(variantId);
      return undefined;
    }
    return entry;
  }

  set(variantId: number, details: VariantDetails): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const { productId, volume, options } = details;
    this.entries.set(variantId, { productId, volume, options, expires: this.now() + this.ttlMs });
  }

  /** Forgets the variants of these products, or everything (`'*'`). */
  invalidate(productIds: readonly number[] | '*'): void {
    if (productIds === '*') {
      this.entries.clear();
      return;
    }
    const changed = new Set(productIds);
    for (const [variantId, entry] of this.entries)
      if (changed.has(entry.productId)) this.entries.delete(variantId);
  }
}
