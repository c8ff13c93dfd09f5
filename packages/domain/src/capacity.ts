import { describe } from './rounding';

const CAPACITY_TEXT = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(?:cbm)?\s*$/i;

/**
 * behaviour.md#validation: a container capacity in CBM from the cart metafield value (`'26CBM'` → 26).
 * Tolerant of case, spaces and a missing unit (`' 26 cbm '`, `'26'`, `33.5`); `null` for
 * anything else, zero or negative, so the caller picks the default explicitly.
 */
export function parseCapacity(value: unknown): number | null {
  let parsed: number;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string' && CAPACITY_TEXT.test(value))
    parsed = Number.parseFloat(value);
  else return null;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

/**
 * The cart metafield value for a capacity (`26` → `'26CBM'`), the inverse of
 * {@link parseCapacity}.
 *
 * @throws RangeError unless `capacity` is a finite number above 0.
 */
export function formatCapacity(capacity: number): string {
  if (typeof capacity !== 'number' || !Number.isFinite(capacity) || capacity <= 0) {
    throw new RangeError(
      `formatCapacity: capacity must be a positive number, got ${describe(capacity)}`,
    );
  }
  return `${capacity}CBM`;
}
