import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RRP_DISCOUNT_LABEL } from './constants';
import { isRrpGroup, priceForGroup, scaleCartTotals } from './pricing';

describe('priceForGroup (behaviour.md#roles, #constants)', () => {
  it.each([
    [100, 'RRP', { price: 60, listPrice: 100, discountLabel: '40% Off' }],
    [1234.5, 'RRP', { price: 740.7, listPrice: 1234.5, discountLabel: '40% Off' }],
    [19.99, 'RRP', { price: 11.99, listPrice: 19.99, discountLabel: '40% Off' }],
    [0.01, 'RRP', { price: 0.01, listPrice: 0.01, discountLabel: '40% Off' }],
    [0, 'RRP', { price: 0, listPrice: 0, discountLabel: '40% Off' }],
    [100, ' rrp ', { price: 60, listPrice: 100, discountLabel: '40% Off' }],
    [100, 'Trade', { price: 100, listPrice: 100, discountLabel: null }],
    [100, 'RRP Plus', { price: 100, listPrice: 100, discountLabel: null }],
    [100, '', { price: 100, listPrice: 100, discountLabel: null }],
    [100, null, { price: 100, listPrice: 100, discountLabel: null }],
    [100, undefined, { price: 100, listPrice: 100, discountLabel: null }],
    [19.999, 'Trade', { price: 19.999, listPrice: 19.999, discountLabel: null }],
  ])('list %s for group %j', (listPrice, group, expected) => {
    expect(priceForGroup(listPrice, group)).toEqual(expected);
  });

  it('treats a missing group as a guest', () => {
    expect(priceForGroup(50)).toEqual({ price: 50, listPrice: 50, discountLabel: null });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses a list price of %s', (listPrice) => {
    expect(() => priceForGroup(listPrice, 'RRP')).toThrow(
      'priceForGroup: listPrice must be a finite number',
    );
  });

  it('refuses a negative list price', () => {
    expect(() => priceForGroup(-1, 'RRP')).toThrow(
      'priceForGroup: listPrice must not be negative, got -1',
    );
  });

  it('property: RRP pays 60 % of list, rounded to cents, never more than list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (cents) => {
        const listPrice = cents / 100;
        const { price, discountLabel } = priceForGroup(listPrice, 'RRP');
        expect(discountLabel).toBe(RRP_DISCOUNT_LABEL);
        expect(Math.abs(price - listPrice * 0.6)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(price).toBeLessThanOrEqual(listPrice);
        expect(Math.round(price * 100) / 100).toBe(price);
      }),
    );
  });
});

describe('isRrpGroup', () => {
  it.each([
    ['RRP', true],
    ['rrp', true],
    [' RRP\n', true],
    ['RRP2', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (group, expected) => {
    expect(isRrpGroup(group)).toBe(expected);
  });
});

describe('scaleCartTotals (behaviour.md#roles)', () => {
  it('scales subtotal and total by 0.6 for RRP and keeps the other fields', () => {
    const totals = { subtotal: 1000, total: 1100.55, taxes: 100.55, currency: 'AUD' };
    expect(scaleCartTotals(totals, 'RRP')).toEqual({
      subtotal: 600,
      total: 660.33,
      taxes: 100.55,
      currency: 'AUD',
    });
  });

  it('leaves every other group untouched, as a copy', () => {
    const totals = { subtotal: 10, total: 11 };
    const scaled = scaleCartTotals(totals, 'Trade');
    expect(scaled).toEqual(totals);
    expect(scaled).not.toBe(totals);
    expect(scaleCartTotals(totals)).toEqual(totals);
  });

  it('does not change its input', () => {
    const totals = { subtotal: 10, total: 11 };
    scaleCartTotals(totals, 'RRP');
    expect(totals).toEqual({ subtotal: 10, total: 11 });
  });

  it.each([
    [{ subtotal: Number.NaN, total: 1 }, 'subtotal'],
    [{ subtotal: 1, total: Number.NaN }, 'total'],
  ])('refuses %j naming the field', (totals, field) => {
    expect(() => scaleCartTotals(totals, 'RRP')).toThrow(
      `scaleCartTotals: ${field} must be a finite number`,
    );
  });
});
