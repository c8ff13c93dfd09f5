import { CURRENCY_SYMBOL } from './constants';
import { assertFinite, roundTo } from './rounding';

/**
 * Rounds a money amount to whole cents, half away from zero, reading the amount as the
 * decimal it prints as (`1.005` → `1.01`, `-2.675` → `-2.68`). Every money figure this
 * package returns goes through here.
 */
export function roundToCents(amount: number): number {
  assertFinite(amount, 'roundToCents');
  return roundTo(amount, 2);
}

/**
 * The currency format (behaviour.md#constants): `$`, comma thousands separator, 2 decimals, trailing `.00`
 * dropped for whole numbers. Negative amounts print as `-$12.50`.
 *
 * @throws RangeError for NaN, ±Infinity or an amount too large to hold in whole cents.
 */
export function formatCurrency(amount: number): string {
  assertFinite(amount, 'formatCurrency');
  const cents = Math.round(Math.abs(roundToCents(amount)) * 100);
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatCurrency: amount ${amount} is too large to format in cents`);
  }
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${grouped}${decimals}`;
}
