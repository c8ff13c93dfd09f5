import { describe, expect, it } from 'vitest';
import { CUSTOMER_PRICING_LIMITS, pricingBatches } from './pricing-batches';

const skus = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${String(index)}`);

describe('pricingBatches', () => {
  it('sends a request within the limits as one', () => {
    expect(pricingBatches([['A'], ['B', 'C']])).toEqual([[['A'], ['B', 'C']]]);
    expect(pricingBatches([])).toEqual([]);
  });

  it('cuts 500 products of one SKU each into requests of at most 200 lists, keeping the order', () => {
    const lists = skus('P', 500).map((sku) => [sku]);
    const batches = pricingBatches(lists);
    expect(batches.map((batch) => batch.length)).toEqual([200, 200, 100]);
    expect(batches.flat()).toEqual(lists);
  });

  it('splits a list longer than 200 SKUs and keeps every request under 2,000 SKUs', () => {
    const batches = pricingBatches([
      skus('A', 450),
      ...Array.from({ length: 10 }, () => skus('B', 199)),
    ]);
    for (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(CUSTOMER_PRICING_LIMITS.lists);
      expect(batch.flat().length).toBeLessThanOrEqual(CUSTOMER_PRICING_LIMITS.skus);
      for (const list of batch)
        expect(list.length).toBeLessThanOrEqual(CUSTOMER_PRICING_LIMITS.skusPerList);
    }
    expect(batches.flat(2)).toEqual([
      ...skus('A', 450),
      ...Array.from({ length: 10 }, () => skus('B', 199)).flat(),
    ]);
    expect(batches[0]?.slice(0, 3).map((list) => list.length)).toEqual([200, 200, 50]);
  });
});
