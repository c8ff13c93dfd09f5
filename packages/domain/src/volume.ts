import { assertFinite, roundTo } from './rounding';

/** A size value as metafields hold it: millimetres as text (`"1200"`) or a number. */
export type Dimension = number | string | null | undefined;

/** Width, depth and height of one unit, in millimetres. */
export interface Dimensions {
  width: Dimension;
  depth: Dimension;
  height: Dimension;
}

const DECIMAL_TEXT = /^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

/**
 * A dimension in millimetres as a positive number, or `null` when it is missing, blank,
 * not plain decimal text (`"12cm"`, `"1e3"`, `"0x10"` are refused rather than guessed
 * at), zero or negative.
 */
export function parseDimension(value: Dimension): number | null {
  let parsed: number;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string' && DECIMAL_TEXT.test(value)) parsed = Number(value);
  else return null;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

/**
 * behaviour.md#validation: the volume of one unit in cubic metres (CBM): each millimetre value divided
 * by 1000, multiplied. `null` when any dimension is missing or not a positive number.
 * The product is taken in mm³ first and divided once, so integer millimetres give the
 * closest double to the exact volume.
 */
export function itemVolume(dimensions: Dimensions): number | null {
  const width = parseDimension(dimensions.width);
  const depth = parseDimension(dimensions.depth);
  const height = parseDimension(dimensions.height);
  if (width === null || depth === null || height === null) return null;
  return (width * depth * height) / 1e9;
}

/**
 * behaviour.md#validation: a volume in CBM shown to 3 decimals (`0.72` → `"0.720"`), rounded half up as
 * it reads in decimal. `null`/`undefined` (no volume) shows `"N/A"`.
 *
 * @throws RangeError for NaN or ±Infinity.
 */
export function formatVolume(volume: number | null | undefined): string {
  if (volume === null || volume === undefined) return 'N/A';
  assertFinite(volume, 'formatVolume', 'volume');
  return roundTo(volume, 3).toFixed(3);
}
