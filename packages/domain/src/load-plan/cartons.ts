import { describe } from '../rounding';
import type { CartonSpec } from './carton';

/** One physical carton to load. */
export interface Carton {
  /** Unique within a plan: `{lineKey}#{n}`, n counting from 1. */
  id: string;
  /** The cart line (or product) it belongs to. */
  lineKey: string;
  /** What the views and the packing list call it (the product name). */
  label: string;
  /** Millimetres, whole. */
  width: number;
  depth: number;
  height: number;
  /** Gross weight, kg. */
  weightKg: number;
  /** Units of the product in this carton (the last carton of a line may be part-filled). */
  units: number;
  stackable: boolean;
  /** 0 when not stackable. */
  maxLoadOnTopKg: number;
  thisSideUp: boolean;
  /** Some figure of this carton was estimated (see {@link CartonSpec.estimated}). */
  estimated: boolean;
}

/** A cart line as the planner needs it: how many units, and the carton they ship in. */
export interface CartonLine {
  /** Identifies the line: a variant SKU, a line id. Unique among the lines planned together. */
  key: string;
  /** The product name, for views and the packing list; the key when absent. */
  label?: string | null;
  /** Units ordered: a whole number ≥ 0. */
  quantity: number;
  /** From {@link cartonFromMetafields}; `null` when the product has no size at all. */
  carton: CartonSpec | null;
}

export interface ExpandedCartons {
  /** Every carton, line by line, in line order. */
  cartons: Carton[];
  /** Keys of the lines with a quantity but no carton (no size): they cannot be planned. */
  unsized: string[];
}

/**
 * The most cartons one container plan takes (behaviour.md#load-plans). Furniture rarely ships
 * in a carton under 0.02 CBM (a lamp or a cushion box, 300 × 300 × 220 mm); a 40 ft high
 * cube (76 CBM) holds some 3,800 of those, and the demo catalogue's smallest carton (a flat
 * packed chair, about 0.09 CBM) fills one at under 900. Above this the load check refuses
 * without planning ({@link countCartons} answers from the quantities alone), so one add
 * never plans more than this: the largest plan it admits takes 80–210 ms, the first of a
 * process the slowest (scripts/bench-load-plan.ts), where 20,000 small cartons took up to a
 * second.
 * {@link expandCartLines} refuses more.
 */
export const MAX_PLAN_CARTONS = 4_000;

function cartonsOf(line: CartonLine, caller: string): number {
  const { quantity } = line;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(
      `${caller}: quantity must be a whole number of at least 0, got ${describe(quantity)}`,
    );
  }
  if (line.carton === null) return 0;
  return Math.ceil(quantity / line.carton.unitsPerCarton);
}

/**
 * How many cartons the lines make (lines without a carton count 0), without making them.
 *
 * @throws RangeError for a quantity that is not a whole number ≥ 0.
 */
export function countCartons(lines: readonly CartonLine[]): number {
  let count = 0;
  for (const line of lines) count += cartonsOf(line, 'countCartons');
  return count;
}

/**
 * Cart lines as cartons: `ceil(quantity / unitsPerCarton)` per line, each full but the last,
 * which holds the remainder. A part-filled carton is the same box and is counted at the
 * full carton's gross weight: the catalogue gives no tare, and erring heavy is safe.
 *
 * @throws RangeError for a quantity that is not a whole number ≥ 0, a key used twice, or
 * more than {@link MAX_PLAN_CARTONS} cartons in all.
 */
export function expandCartLines(lines: readonly CartonLine[]): ExpandedCartons {
  const caller = 'expandCartLines';
  const total = countCartons(lines);
  if (total > MAX_PLAN_CARTONS) {
    throw new RangeError(
      `${caller}: ${String(total)} cartons is more than a plan takes (${String(MAX_PLAN_CARTONS)})`,
    );
  }
  const seen = new Set<string>();
  const cartons: Carton[] = [];
  const unsized: string[] = [];
  for (const line of lines) {
    if (seen.has(line.key)) throw new RangeError(`${caller}: line key ${line.key} is used twice`);
    seen.add(line.key);
    const spec = line.carton;
    if (spec === null) {
      if (line.quantity > 0) unsized.push(line.key);
      continue;
    }
    const count = cartonsOf(line, caller);
    const label = line.label ?? line.key;
    for (let n = 1; n <= count; n++) {
      const units =
        n < count ? spec.unitsPerCarton : line.quantity - (count - 1) * spec.unitsPerCarton;
      cartons.push({
        id: `${line.key}#${String(n)}`,
        lineKey: line.key,
        label,
        width: spec.width,
        depth: spec.depth,
        height: spec.height,
        weightKg: spec.grossWeightKg,
        units,
        stackable: spec.stackable,
        maxLoadOnTopKg: spec.stackable ? spec.maxLoadOnTopKg : 0,
        thisSideUp: spec.thisSideUp,
        estimated: spec.estimated.length > 0,
      });
    }
  }
  return { cartons, unsized };
}
