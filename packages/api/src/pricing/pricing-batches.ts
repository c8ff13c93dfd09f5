/**
 * The bounds of one customer-pricing call, as the reference backend enforces them
 * (behaviour.md#calls-catalogue): at most 200 lists (one per product), 200 SKUs in a list and
 * 2,000 SKUs in all. A request above them is refused whole, so a caller's larger request is
 * sent as several.
 */
export const CUSTOMER_PRICING_LIMITS = {
  lists: 200,
  skusPerList: 200,
  skus: 2000,
} as const;

/**
 * `skus` (one list per product) cut into requests within CUSTOMER_PRICING_LIMITS, in order:
 * a list longer than a request may carry is split, since the answer is per variant anyway.
 */
export function pricingBatches(
  skus: readonly (readonly string[])[],
  limits: typeof CUSTOMER_PRICING_LIMITS = CUSTOMER_PRICING_LIMITS,
): string[][][] {
  const batches: string[][][] = [];
  let batch: string[][] = [];
  let count = 0;
  for (const list of skus) {
    for (let start = 0; start < list.length; start += limits.skusPerList) {
      const piece = list.slice(start, start + limits.skusPerList);
      if (batch.length === limits.lists || count + piece.length > limits.skus) {
        batches.push(batch);
        batch = [];
        count = 0;
      }
      batch.push(piece);
      count += piece.length;
    }
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
