import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatVolume, itemVolume, parseDimension } from './volume';

describe('parseDimension', () => {
  it.each([
    [1200, 1200],
    ['1200', 1200],
    [' 800 ', 800],
    ['450.5', 450.5],
    ['450.', 450],
    ['.5', 0.5],
    [0.5, 0.5],
    ['0', null],
    [0, null],
    [-5, null],
    ['-5', null],
    ['', null],
    ['   ', null],
    ['12cm', null],
    ['1e3', null],
    ['0x10', null],
    ['1,200', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(parseDimension(value)).toBe(expected);
  });
});

describe('itemVolume (behaviour.md#validation)', () => {
  it.each([
    [{ width: '1200', depth: '800', height: '750' }, 0.72],
    [{ width: 1000, depth: 1000, height: 1000 }, 1],
    [{ width: '2000', depth: 900, height: '450.5' }, 0.8109],
    [{ width: '100', depth: '100', height: '100' }, 0.001],
    [{ width: '1200', depth: '800', height: null }, null],
    [{ width: '1200', depth: undefined, height: '750' }, null],
    [{ width: '', depth: '800', height: '750' }, null],
    [{ width: '0', depth: '800', height: '750' }, null],
    [{ width: '-1200', depth: '800', height: '750' }, null],
    [{ width: 'abc', depth: '800', height: '750' }, null],
  ])('%j → %s CBM', (dimensions, expected) => {
    expect(itemVolume(dimensions)).toBe(expected);
  });

  it('property: integer millimetres give the exact volume once scaled back to mm³', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        (width, depth, height) => {
          const volume = itemVolume({ width: String(width), depth, height });
          expect(volume).not.toBeNull();
          expect(Math.round((volume ?? 0) * 1e9)).toBe(width * depth * height);
        },
      ),
    );
  });

  it('property: text and number inputs agree, and volume grows with every dimension', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        (width, depth, height) => {
          const fromNumbers = itemVolume({ width, depth, height }) ?? 0;
          expect(itemVolume({ width: `${width}`, depth: `${depth}`, height: `${height}` })).toBe(
            fromNumbers,
          );
          expect(fromNumbers).toBeGreaterThan(0);
          expect(itemVolume({ width: width + 1, depth, height }) ?? 0).toBeGreaterThan(fromNumbers);
        },
      ),
    );
  });

  it('property: any missing or non-positive dimension gives null', () => {
    const bad = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.constant(''),
      fc.integer({ max: 0 }),
    );
    fc.assert(
      fc.property(
        bad,
        fc.integer({ min: 1, max: 5000 }),
        fc.nat({ max: 2 }),
        (badValue, good, slot) => {
          const values = [good, good, good] as (number | string | null | undefined)[];
          values[slot] = badValue;
          expect(itemVolume({ width: values[0], depth: values[1], height: values[2] })).toBeNull();
        },
      ),
    );
  });
});

describe('formatVolume (behaviour.md#validation: 3 decimals)', () => {
  it.each([
    [0.72, '0.720'],
    [1, '1.000'],
    [0.0005, '0.001'],
    [0.0004, '0.000'],
    [1.0005, '1.001'],
    [26, '26.000'],
    [12.3456, '12.346'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('%s → %s', (volume, expected) => {
    expect(formatVolume(volume)).toBe(expected);
  });

  it('refuses NaN with a RangeError', () => {
    expect(() => formatVolume(Number.NaN)).toThrow(
      'formatVolume: volume must be a finite number, got NaN',
    );
  });

  it('property: always exactly three decimals, within half a thousandth', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (volume) => {
        const text = formatVolume(volume);
        expect(text).toMatch(/^\d+\.\d{3}$/);
        expect(Math.abs(Number(text) - volume)).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
  });
});
