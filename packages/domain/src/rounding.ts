/**
 * Rounds half away from zero at `decimals` places.
 *
 * The scaled value is first taken to 15 significant digits, which absorbs binary noise
 * such as `1.005 * 100 === 100.49999999999999`, so amounts round the way they read in
 * decimal (`1.005` → `1.01`), not the way they happen to be stored.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  // `|| 0` turns a negative zero into zero so `-0.001` never prints as "-$0".
  return Math.sign(value) * rounded || 0;
}

/** Throws a RangeError naming the caller when `value` is not a finite number. */
export function assertFinite(
  value: unknown,
  caller: string,
  what = 'amount',
): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${caller}: ${what} must be a finite number, got ${describe(value)}`);
  }
}

/** A short, safe description of any value for error messages. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value.toString()}n`;
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}
