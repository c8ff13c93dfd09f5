import { describe, expect, it } from 'vitest';
import { VariantDetailsCache } from './variant-details-cache';

const details = (productId: number) => ({
  productId,
  volume: 0.5,
  options: [{ name: 'Colour', value: 'Oak' }],
});

describe('VariantDetailsCache', () => {
  it('answers what was set until it expires', () => {
    let now = 1000;
    const cache = new VariantDetailsCache(60_000, () => now);
    cache.set(7, details(1));
    expect(cache.get(7)).toMatchObject(details(1));
    now += 59_999;
    expect(cache.get(7)).toMatchObject(details(1));
    now += 1;
    expect(cache.get(7)).toBeUndefined();
  });

  it('forgets the variants of the products the change feed names, or everything', () => {
    const cache = new VariantDetailsCache(60_000);
    cache.set(7, details(1));
    cache.set(8, details(1));
    cache.set(9, details(2));
    cache.invalidate([1]);
    expect(cache.get(7)).toBeUndefined();
    expect(cache.get(8)).toBeUndefined();
    expect(cache.get(9)).toMatchObject(details(2));
    cache.invalidate('*');
    expect(cache.get(9)).toBeUndefined();
  });
});
