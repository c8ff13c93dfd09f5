import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContainerLine } from './container';
import {
  checkContainerLimit,
  containerFillByBrand,
  itemsThatFit,
  toCubicMillimetres,
} from './container';
import { itemVolume } from './volume';

const line = (
  brandId: number | string,
  quantity: number,
  volume: number | null | undefined,
): ContainerLine => ({
  brandId,
  quantity,
  volume,
});

describe('checkContainerLimit (behaviour.md#validation)', () => {
  it.each([
    [
      'an empty cart, an add that fits',
      [],
      line(40, 10, 1),
      26,
      { ok: true, usedBefore: 0, usedAfter: 10 },
    ],
    [
      'an add that fills the container exactly',
      [line(40, 20, 1)],
      line(40, 6, 1),
      26,
      { ok: true, usedBefore: 20, usedAfter: 26 },
    ],
    [
      'an add one unit too many',
      [line(40, 20, 1)],
      line(40, 7, 1),
      26,
      { ok: false, usedBefore: 20, usedAfter: 27 },
    ],
    [
      'a cart already over capacity',
      [line(40, 30, 1)],
      line(40, 1, 0.001),
      26,
      { ok: false, usedBefore: 30, usedAfter: 30.001 },
    ],
    [
      'other brands are not counted',
      [line(41, 25, 1), line('40', 5, 1)],
      line(40, 21, 1),
      26,
      { ok: true, usedBefore: 5, usedAfter: 26 },
    ],
    [
      'brand ids match as text and number',
      [line('40', 25, 1)],
      line(40, 2, 1),
      26,
      { ok: false, usedBefore: 25, usedAfter: 27 },
    ],
    [
      'unknown volumes count 0',
      [line(40, 100, null), line(40, 100, undefined)],
      line(40, 5, null),
      26,
      { ok: true, usedBefore: 0, usedAfter: 0 },
    ],
    [
      'negative and NaN volumes count 0',
      [line(40, 10, -5), line(40, 10, Number.NaN)],
      line(40, 1, 26),
      26,
      { ok: true, usedBefore: 0, usedAfter: 26 },
    ],
    [
      '0.1 + 0.2 fits in 0.3 (no float drift)',
      [line(40, 1, 0.1)],
      line(40, 1, 0.2),
      0.3,
      { ok: true, usedBefore: 0.1, usedAfter: 0.3 },
    ],
    [
      'quantity multiplies the unit volume',
      [line(40, 3, 0.72)],
      line(40, 10, 0.72),
      26,
      { ok: true, usedBefore: 2.16, usedAfter: 9.36 },
    ],
    [
      'a zero quantity always fits an unfilled container',
      [],
      line(40, 0, 5),
      26,
      { ok: true, usedBefore: 0, usedAfter: 0 },
    ],
  ])('%s', (_name, cart, addition, capacity, expected) => {
    expect(checkContainerLimit(cart, addition, capacity)).toEqual({ ...expected, capacity });
  });

  it('reads no cart lines as an empty cart', () => {
    expect(checkContainerLimit(null, line(40, 2, 1))).toEqual({
      ok: true,
      usedBefore: 0,
      usedAfter: 2,
      capacity: 26,
    });
    expect(checkContainerLimit(undefined, line(40, 27, 1)).ok).toBe(false);
  });

  it('refuses a missing addition with a RangeError', () => {
    expect(() => checkContainerLimit([], null as unknown as ContainerLine)).toThrow(
      'checkContainerLimit: addition must be a line { brandId, quantity, volume }, got null',
    );
  });

  it('uses the 26 CBM default capacity', () => {
    expect(checkContainerLimit([], line(40, 26, 1))).toEqual({
      ok: true,
      usedBefore: 0,
      usedAfter: 26,
      capacity: 26,
    });
    expect(checkContainerLimit([], line(40, 27, 1)).ok).toBe(false);
  });

  it('admits 260 single adds of 0.1 CBM into 26 CBM, and refuses the 261st', () => {
    const cart: ContainerLine[] = [];
    for (let step = 0; step < 260; step += 1) {
      expect(checkContainerLimit(cart, line(40, 1, 0.1), 26).ok).toBe(true);
      cart.push(line(40, 1, 0.1));
    }
    expect(checkContainerLimit(cart, line(40, 1, 0.1), 26)).toEqual({
      ok: false,
      usedBefore: 26,
      usedAfter: 26.1,
      capacity: 26,
    });
  });

  it.each([
    [
      'a fractional quantity',
      [],
      line(40, 1.5, 1),
      26,
      'checkContainerLimit: quantity must be a whole number of at least 0, got 1.5',
    ],
    [
      'a negative quantity',
      [],
      line(40, -1, 1),
      26,
      'checkContainerLimit: quantity must be a whole number of at least 0, got -1',
    ],
    ['a bad quantity in the cart', [line(41, Number.NaN, 1)], line(40, 1, 1), 26, 'got NaN'],
    ['a quantity given as text', [], line(40, '2' as unknown as number, 1), 26, 'got "2"'],
    [
      'a zero capacity',
      [],
      line(40, 1, 1),
      0,
      'checkContainerLimit: capacity must be a positive number of CBM, got 0',
    ],
    [
      'a NaN capacity',
      [],
      line(40, 1, 1),
      Number.NaN,
      'capacity must be a positive number of CBM, got NaN',
    ],
    [
      'a blank brand id',
      [],
      line('', 1, 1),
      26,
      'brandId must be a non-negative integer or non-blank text',
    ],
    [
      'an absurd volume',
      [],
      line(40, 1, 1e300),
      26,
      'volume must be a finite number of CBM, got 1e+300',
    ],
  ])('refuses %s with a RangeError', (_name, cart, addition, capacity, message) => {
    expect(() => checkContainerLimit(cart, addition, capacity)).toThrow(RangeError);
    expect(() => checkContainerLimit(cart, addition, capacity)).toThrow(message);
  });
});

// Lines of a few brands, with volumes as the storefront computes them (from integer
// millimetres) or arbitrary doubles, or unknown.
const brandArb = fc.constantFrom(40, '40', 41, 42);
const volumeArb = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 1, max: 3000 }),
      fc.integer({ min: 1, max: 3000 }),
      fc.integer({ min: 1, max: 3000 }),
    )
    .map(([width, depth, height]) => itemVolume({ width, depth, height })),
  fc.double({ min: 1e-6, max: 5, noNaN: true }),
  fc.constant(null),
);
const lineArb = fc.record({
  brandId: brandArb,
  quantity: fc.integer({ min: 0, max: 20 }),
  volume: volumeArb,
});
const capacityArb = fc.oneof(
  fc.constantFrom(26, 33, 67, 76),
  fc.double({ min: 0.001, max: 100, noNaN: true }),
);

describe('checkContainerLimit properties', () => {
  it('adding in two steps admits exactly what adding at once admits, never more', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 12 }),
        brandArb,
        volumeArb,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        capacityArb,
        (cart, brandId, volume, first, second, capacity) => {
          const once = checkContainerLimit(cart, line(brandId, first + second, volume), capacity);
          const step1 = checkContainerLimit(cart, line(brandId, first, volume), capacity);
          const step2 = checkContainerLimit(
            [...cart, line(brandId, first, volume)],
            line(brandId, second, volume),
            capacity,
          );
          expect(step1.ok && step2.ok).toBe(once.ok);
          expect(step2.usedAfter).toBe(once.usedAfter);
          expect(step2.usedBefore).toBe(step1.usedAfter);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('many single-unit adds never admit more than one add of the same total', () => {
    fc.assert(
      fc.property(
        volumeArb,
        fc.integer({ min: 1, max: 60 }),
        capacityArb,
        (volume, units, capacity) => {
          const cart: ContainerLine[] = [];
          let admitted = 0;
          while (admitted < units && checkContainerLimit(cart, line(40, 1, volume), capacity).ok) {
            cart.push(line(40, 1, volume));
            admitted += 1;
          }
          expect(checkContainerLimit([], line(40, admitted, volume), capacity).ok).toBe(true);
          if (admitted < units)
            expect(checkContainerLimit([], line(40, admitted + 1, volume), capacity).ok).toBe(
              false,
            );
        },
      ),
    );
  });

  it('is monotonic: if a quantity fits, every smaller quantity fits', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        volumeArb,
        fc.integer({ min: 1, max: 40 }),
        capacityArb,
        (cart, volume, quantity, capacity) => {
          if (checkContainerLimit(cart, line(40, quantity, volume), capacity).ok) {
            expect(checkContainerLimit(cart, line(40, quantity - 1, volume), capacity).ok).toBe(
              true,
            );
          }
        },
      ),
    );
  });

  it('ignores lines of other brands', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        fc.array(lineArb, { maxLength: 8 }),
        volumeArb,
        capacityArb,
        (cart, others, volume, capacity) => {
          const otherBrands = others.map((other) => ({ ...other, brandId: 99 }));
          expect(
            checkContainerLimit([...cart, ...otherBrands], line(40, 3, volume), capacity),
          ).toEqual(checkContainerLimit(cart, line(40, 3, volume), capacity));
        },
      ),
    );
  });
});

describe('toCubicMillimetres', () => {
  it.each([
    [1, 1_000_000_000n],
    [0.72, 720_000_000n],
    [0.1, 100_000_000n],
    [26, 26_000_000_000n],
  ])('%s CBM → %s mm³', (cbm, expected) => {
    expect(toCubicMillimetres(cbm)).toBe(expected);
  });
});

describe('containerFillByBrand', () => {
  it('groups lines per brand in order of first appearance', () => {
    const lines = [line(40, 10, 1), line(41, 2, 0.5), line('40', 3, 1), line(41, 1, null)];
    expect(containerFillByBrand(lines)).toEqual([
      { brandId: 40, used: 13, capacity: 26, remaining: 13, percent: 50, over: false },
      { brandId: 41, used: 1, capacity: 26, remaining: 25, percent: 3.8, over: false },
    ]);
  });

  it('reads a capacity per brand, falling back to 26 CBM', () => {
    const lines = [line(40, 33, 1), line(41, 1, 1)];
    const capacities: Record<string, number> = { '40': 33 };
    expect(containerFillByBrand(lines, (brandId) => capacities[brandId])).toEqual([
      { brandId: 40, used: 33, capacity: 33, remaining: 0, percent: 100, over: false },
      { brandId: 41, used: 1, capacity: 26, remaining: 25, percent: 3.8, over: false },
    ]);
  });

  it('reports an over-full container with 0 remaining and over 100 percent', () => {
    expect(containerFillByBrand([line(40, 30, 1)], 26)).toEqual([
      { brandId: 40, used: 30, capacity: 26, remaining: 0, percent: 115.4, over: true },
    ]);
  });

  it('takes one capacity for every brand', () => {
    expect(containerFillByBrand([line(40, 1, 0.1), line(40, 2, 0.1)], 0.3)).toEqual([
      { brandId: 40, used: 0.3, capacity: 0.3, remaining: 0, percent: 100, over: false },
    ]);
  });

  it('gives an empty gauge for an empty cart', () => {
    expect(containerFillByBrand([])).toEqual([]);
    expect(containerFillByBrand(null)).toEqual([]);
  });

  it('refuses a bad capacity and a bad quantity', () => {
    expect(() => containerFillByBrand([line(40, 1, 1)], () => -1)).toThrow(
      'containerFillByBrand: capacity must be a positive number of CBM, got -1',
    );
    expect(() => containerFillByBrand([line(40, -1, 1)])).toThrow(
      'containerFillByBrand: quantity must be a whole number',
    );
  });

  it('property: used matches checkContainerLimit, remaining and percent agree with it', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 12 }),
        capacityArb,
        (lines, capacity) => {
          for (const fill of containerFillByBrand(lines, capacity)) {
            const check = checkContainerLimit(lines, line(fill.brandId, 0, null), capacity);
            expect(fill.used).toBe(check.usedBefore);
            const full = toCubicMillimetres(fill.used) >= toCubicMillimetres(capacity);
            expect(fill.remaining === 0).toBe(full);
            expect(fill.remaining).toBeGreaterThanOrEqual(0);
            // Capacities count in whole mm³, so a sub-mm³ capacity may shift the ratio a hair.
            const percent = (fill.used / capacity) * 100;
            expect(Math.abs(fill.percent - percent)).toBeLessThanOrEqual(0.05 + percent * 1e-6);
          }
        },
      ),
    );
  });
});

describe('itemsThatFit', () => {
  const item = (name: string, volume: number) => ({ name, volume, productId: name.length });

  it('lists what still fits, largest first, with how many units', () => {
    const fitting = itemsThatFit([item('a', 0.5), item('b', 3), item('c', 2.1)], 6.3);
    expect(fitting.map((entry) => [entry.name, entry.fits])).toEqual([
      ['b', 2],
      ['c', 3],
      ['a', 12],
    ]);
    // The caller's own fields come through.
    expect(fitting[0]?.productId).toBe(1);
  });

  it('counts exactly at the edge: 0.1 fits ten times in 1 CBM', () => {
    expect(itemsThatFit([item('a', 0.1)], 1)[0]?.fits).toBe(10);
  });

  it('orders equal volumes by name', () => {
    expect(itemsThatFit([item('b', 1), item('a', 1)], 2).map((entry) => entry.name)).toEqual([
      'a',
      'b',
    ]);
  });

  it('leaves out what does not fit and anything without room left', () => {
    expect(itemsThatFit([item('a', 2)], 1.999)).toEqual([]);
    expect(itemsThatFit([item('a', 0.2)], 0)).toEqual([]);
    expect(itemsThatFit([item('a', 0.2)], Number.NaN)).toEqual([]);
    expect(itemsThatFit([item('a', 0)], 5)).toEqual([]);
  });
});
