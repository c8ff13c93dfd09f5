import { describe, expect, it } from 'vitest';
import { QUANTITY_OPTIONS, clampQuantity } from './quantity';

describe('QUANTITY_OPTIONS (behaviour.md#modals: 1 to 20)', () => {
  it('lists 1 to 20', () => {
    expect(QUANTITY_OPTIONS).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(Object.isFrozen(QUANTITY_OPTIONS)).toBe(true);
  });
});

describe('clampQuantity', () => {
  it.each([
    [5, 5],
    [1, 1],
    [20, 20],
    [0, 1],
    [-3, 1],
    [21, 20],
    [2.9, 2],
    ['7', 7],
    [' 30 ', 20],
    ['', 1],
    ['abc', 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 20],
    [null, 1],
    [undefined, 1],
  ])('%j → %s', (value, expected) => {
    expect(clampQuantity(value)).toBe(expected);
  });
});
