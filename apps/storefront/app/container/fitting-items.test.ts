import { describe, expect, it } from 'vitest';
import { itemsThatFit } from './fitting-items';

const item = (productId: number, volume: number) => ({
  productId,
  name: `Item ${String(productId)} (Container)`,
  path: `/item-${String(productId)}/`,
  brandId: 40,
  volume,
});

describe('itemsThatFit', () => {
  it('lists what still fits, largest first, with how many units', () => {
    const fitting = itemsThatFit([item(1, 0.5), item(2, 3), item(3, 2.1)], 6.3);
    expect(fitting.map((entry) => [entry.productId, entry.fits])).toEqual([
      [2, 2],
      [3, 3],
      [1, 12],
    ]);
  });

  it('counts exactly at the edge: 0.1 fits ten times in 1 CBM', () => {
    expect(itemsThatFit([item(1, 0.1)], 1)[0]?.fits).toBe(10);
  });

  it('leaves out what does not fit and anything without room left', () => {
    expect(itemsThatFit([item(1, 2)], 1.999)).toEqual([]);
    expect(itemsThatFit([item(1, 0.2)], 0)).toEqual([]);
    expect(itemsThatFit([item(1, 0)], 5)).toEqual([]);
  });
});
