import { describe, expect, it } from 'vitest';
import { assertFinite, describe as describeValue, roundTo } from './rounding';

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.0005, 3, 1.001],
    [-1.005, 2, -1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [-0.0001, 2, 0],
  ])('roundTo(%s, %s) = %s', (value, decimals, expected) => {
    expect(Object.is(roundTo(value, decimals), expected)).toBe(true);
  });
});

describe('assertFinite', () => {
  it('passes finite numbers', () => {
    expect(() => {
      assertFinite(1, 'caller');
    }).not.toThrow();
  });

  it('names the caller and the field', () => {
    expect(() => {
      assertFinite(Number.NaN, 'caller', 'total');
    }).toThrow('caller: total must be a finite number, got NaN');
  });
});

describe('describe (values in error messages)', () => {
  it.each([
    ['text', '"text"'],
    [12n, '12n'],
    [null, 'null'],
    [undefined, 'undefined'],
    [1.5, '1.5'],
    [[1], 'an array'],
    [{ a: 1 }, 'an object'],
    [Symbol.for('s'), 'Symbol(s)'],
  ])('%s → %s', (value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });
});
