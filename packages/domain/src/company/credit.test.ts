import { describe, expect, it } from 'vitest';
import {
  CREDIT_DISABLED_MESSAGE,
  CREDIT_HOLD_MESSAGE,
  availableCreditOf,
  checkCredit,
  type CompanyCredit,
} from './credit';

const harbour: CompanyCredit = {
  creditEnabled: true,
  creditCurrency: 'AUD',
  availableCredit: 5000,
  limitPurchases: true,
  creditHold: false,
};

describe('checkCredit', () => {
  it('allows an order up to the available credit and says what is left', () => {
    expect(checkCredit(harbour, 4999.99)).toEqual({
      allowed: true,
      orderTotal: 4999.99,
      availableCredit: 5000,
      remainingCredit: 0.01,
      currency: 'AUD',
    });
    expect(checkCredit(harbour, 5000)).toMatchObject({ allowed: true, remainingCredit: 0 });
  });

  it('refuses an order above the credit with limitPurchases, with the figures', () => {
    const decision = checkCredit(harbour, 6200.5);
    expect(decision).toEqual({
      allowed: false,
      reason: 'over-limit',
      message:
        'The order total of $6,200.50 AUD is above your company’s available credit of $5,000 AUD by $1,200.50 AUD. Remove items from the cart, or contact us about your credit.',
      orderTotal: 6200.5,
      availableCredit: 5000,
      shortfall: 1200.5,
      currency: 'AUD',
    });
  });

  it('only reports going over without limitPurchases', () => {
    expect(checkCredit({ ...harbour, limitPurchases: false }, 6000)).toMatchObject({
      allowed: true,
      remainingCredit: -1000,
    });
  });

  it('refuses every order on credit hold, even a zero one', () => {
    expect(checkCredit({ ...harbour, creditHold: true }, 0)).toMatchObject({
      allowed: false,
      reason: 'credit-hold',
      message: CREDIT_HOLD_MESSAGE,
      shortfall: 0,
    });
  });

  it('puts nothing on account without credit', () => {
    expect(checkCredit({ ...harbour, creditEnabled: false }, 1)).toMatchObject({
      allowed: false,
      reason: 'credit-disabled',
      message: CREDIT_DISABLED_MESSAGE,
    });
  });

  it('counts in cents, so binary noise never refuses an exact fit', () => {
    expect(checkCredit({ ...harbour, availableCredit: 0.3 }, 0.1 + 0.2)).toMatchObject({
      allowed: true,
      remainingCredit: 0,
    });
  });

  it('throws on a negative or non-finite total', () => {
    expect(() => checkCredit(harbour, -1)).toThrow(RangeError);
    expect(() => checkCredit(harbour, Number.NaN)).toThrow(/orderTotal must be a finite number/);
  });
});

describe('availableCreditOf', () => {
  it('shows the credit left, never below zero, and none without credit', () => {
    expect(availableCreditOf(harbour)).toBe(5000);
    expect(availableCreditOf({ ...harbour, availableCredit: -20 })).toBe(0);
    expect(availableCreditOf({ ...harbour, creditEnabled: false })).toBe(0);
  });
});
