import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, roundToCents } from './currency';

describe('formatCurrency (behaviour.md#constants)', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [1000, '$1,000'],
    [0, '$0'],
    [0.5, '$0.50'],
    [0.05, '$0.05'],
    [7, '$7'],
    [999.999, '$1,000'],
    [1.005, '$1.01'],
    [12.345, '$12.35'],
    [1234567.89, '$1,234,567.89'],
    [100000, '$100,000'],
    [-12.5, '-$12.50'],
    [-1000, '-$1,000'],
    [-0.001, '$0'],
    [-0, '$0'],
    [0.1 + 0.2, '$0.30'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatCurrency(amount)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'refuses %s with a RangeError',
    (amount) => {
      expect(() => formatCurrency(amount)).toThrow(RangeError);
      expect(() => formatCurrency(amount)).toThrow(
        /formatCurrency: amount must be a finite number/,
      );
    },
  );

  it('refuses a non-number with a RangeError naming the value', () => {
    expect(() => formatCurrency('12' as unknown as number)).toThrow('got "12"');
  });

  it('refuses amounts too large to count in cents', () => {
    expect(() => formatCurrency(1e20)).toThrow(/too large/);
  });

  it('property: the text parses back to the amount rounded to cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const amount = cents / 100;
        const text = formatCurrency(amount);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
        expect(Number(text.replace(/[$,]/g, ''))).toBe(amount);
        expect(text.endsWith('.00')).toBe(false);
      }),
    );
  });

  it('property: whole amounts have no decimals, others exactly two', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const text = formatCurrency(amount);
        const isWhole = Number.isInteger(roundToCents(amount));
        expect(/\.\d{2}$/.test(text)).toBe(!isWhole);
      }),
    );
  });
});

describe('roundToCents', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [-2.675, -2.68],
    [0.125, 0.13],
    [10, 10],
    [-0.004, 0],
  ])('rounds %s to %s (half away from zero, as read in decimal)', (amount, expected) => {
    expect(roundToCents(amount)).toBe(expected);
  });

  it('refuses NaN', () => {
    expect(() => roundToCents(Number.NaN)).toThrow(
      'roundToCents: amount must be a finite number, got NaN',
    );
  });

  it('property: never moves an amount by more than half a cent, and is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const rounded = roundToCents(amount);
        expect(Math.abs(rounded - amount)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(roundToCents(rounded)).toBe(rounded);
      }),
    );
  });
});
