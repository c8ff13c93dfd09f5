import { QUANTITY_MAX, QUANTITY_MIN } from './constants';

/** behaviour.md#modals: the quick view quantity selector offers 1 to 20. */
export const QUANTITY_OPTIONS: readonly number[] = Object.freeze(
  Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, index) => QUANTITY_MIN + index),
);

/**
 * A quantity forced into 1–20 for the selector and its plus/minus buttons: fractions are
 * rounded down, digit text is read, anything unreadable (NaN, `''`, `null`) gives 1.
 */
export function clampQuantity(value: unknown): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof parsed !== 'number' || Number.isNaN(parsed)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.floor(parsed)));
}
