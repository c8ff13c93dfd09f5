import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCapacity, parseCapacity } from './capacity';

describe('parseCapacity (behaviour.md#validation)', () => {
  it.each([
    ['26CBM', 26],
    ['26cbm', 26],
    [' 26 CBM ', 26],
    ['26 cbm', 26],
    ['33.5CBM', 33.5],
    ['.5CBM', 0.5],
    ['67', 67],
    [76, 76],
    ['0CBM', null],
    [0, null],
    [-26, null],
    ['-26CBM', null],
    ['CBM', null],
    ['', null],
    ['twenty six CBM', null],
    ['26 CBM please', null],
    ['26m3', null],
    ['1e3CBM', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [{ value: '26CBM' }, null],
  ])('%j → %j', (value, expected) => {
    expect(parseCapacity(value)).toBe(expected);
  });

  it('property: formatCapacity and parseCapacity round-trip', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.nat({ max: 99 }),
        (whole, hundredths) => {
          const capacity = whole + hundredths / 100;
          expect(parseCapacity(formatCapacity(capacity))).toBe(capacity);
        },
      ),
    );
  });
});

describe('formatCapacity', () => {
  it('writes the metafield value', () => {
    expect(formatCapacity(26)).toBe('26CBM');
    expect(formatCapacity(33.5)).toBe('33.5CBM');
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, '26'])('refuses %j', (capacity) => {
    expect(() => formatCapacity(capacity as number)).toThrow(
      /formatCapacity: capacity must be a positive number/,
    );
  });
});
