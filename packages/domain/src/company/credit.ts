import { formatCurrency, roundToCents } from '../currency';
import { assertFinite } from '../rounding';

/** A company's credit as B2B Edition's `companyCreditConfig` gives it. */
export interface CompanyCredit {
  /** The company may order on account. */
  creditEnabled: boolean;
  /** The currency of `availableCredit` (ISO 4217). */
  creditCurrency: string;
  /** What the company may still order on account; negative once over its limit. */
  availableCredit: number;
  /** Orders on account above `availableCredit` are refused (else only reported). */
  limitPurchases: boolean;
  /** No user of the company may make any purchase. */
  creditHold: boolean;
}

export type CreditRefusal = 'credit-hold' | 'credit-disabled' | 'over-limit';

export type CreditDecision =
  | {
      allowed: true;
      orderTotal: number;
      availableCredit: number;
      /** Credit left after the order (negative when limitPurchases is off and it went over). */
      remainingCredit: number;
      currency: string;
    }
  | {
      allowed: false;
      reason: CreditRefusal;
      message: string;
      orderTotal: number;
      availableCredit: number;
      /** How much the order exceeds the available credit (0 unless `over-limit`). */
      shortfall: number;
      currency: string;
    };

export const CREDIT_HOLD_MESSAGE =
  'Your company’s account is on credit hold, so no order can be placed. Please contact us.';
export const CREDIT_DISABLED_MESSAGE = 'Your company cannot order on account.';
/** The credit changed under an order (its settings were edited at that moment): try again. */
export const CREDIT_CHANGED_MESSAGE =
  'Your company’s credit changed while the order was placed. Please try again.';

const amount = (value: number, currency: string) => `${formatCurrency(value)} ${currency}`;

/** The over-limit refusal in words: the total, the available credit and the shortfall. */
function overLimitMessage(total: number, available: number, shortfall: number, currency: string) {
  return `The order total of ${amount(total, currency)} is above your company’s available credit of ${amount(available, currency)} by ${amount(shortfall, currency)}. Remove items from the cart, or contact us about your credit.`;
}

/** The credit a company may still use; never below zero, for display. */
export function availableCreditOf(credit: CompanyCredit): number {
  return credit.creditEnabled ? Math.max(0, roundToCents(credit.availableCredit)) : 0;
}

/**
 * Whether an order of `orderTotal` may be placed on the company's account, and if not why,
 * with the figures to show. A credit hold stops every purchase, whatever the total; without
 * credit nothing goes on account; with `limitPurchases` the total may not exceed the
 * available credit (equal is fine).
 *
 * @throws RangeError for a total that is negative or not a finite number.
 */
export function checkCredit(credit: CompanyCredit, orderTotal: number): CreditDecision {
  assertFinite(orderTotal, 'checkCredit', 'orderTotal');
  if (orderTotal < 0) throw new RangeError('checkCredit: orderTotal must not be negative');
  const total = roundToCents(orderTotal);
  const available = roundToCents(credit.availableCredit);
  const figures = {
    orderTotal: total,
    availableCredit: available,
    currency: credit.creditCurrency,
  };
  if (credit.creditHold) {
    return {
      allowed: false,
      reason: 'credit-hold',
      message: CREDIT_HOLD_MESSAGE,
      shortfall: 0,
      ...figures,
    };
  }
  if (!credit.creditEnabled) {
    return {
      allowed: false,
      reason: 'credit-disabled',
      message: CREDIT_DISABLED_MESSAGE,
      shortfall: 0,
      ...figures,
    };
  }
  // Cents minus cents: the rounding only removes binary noise.
  const remaining = roundToCents(available - total);
  if (credit.limitPurchases && remaining < 0) {
    return {
      allowed: false,
      reason: 'over-limit',
      message: overLimitMessage(total, available, -remaining, credit.creditCurrency),
      shortfall: -remaining,
      ...figures,
    };
  }
  return { allowed: true, remainingCredit: remaining, ...figures };
}
