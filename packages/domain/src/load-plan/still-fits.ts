import type { CartonLine } from './cartons';
import { MAX_PLAN_CARTONS, countCartons, expandCartLines } from './cartons';
import { prepare } from './items';
import type { ContainerSpec } from './plan-types';
import { planCartLines } from './planner';
import { runPass, solve } from './strategies';

/** How much more of one product a container takes. */
export interface StillFits {
  /** The candidate's line key. */
  key: string;
  /** Units that can still be added: room in its part-filled last carton plus whole cartons. */
  units: number;
  /** Whole new cartons among them. */
  cartons: number;
}

function withExtra(lines: readonly CartonLine[], candidate: CartonLine, units: number) {
  const existing = lines.some((line) => line.key === candidate.key);
  if (!existing) return [...lines, { ...candidate, quantity: units }];
  return lines.map((line) =>
    line.key === candidate.key ? { ...line, quantity: line.quantity + units } : line,
  );
}

/**
 * "What still fits" (behaviour.md#load-plans): for each candidate (a product the buyer might add; its
 * `quantity` is ignored), how many more units the container takes on top of `lines`.
 *
 * The answer is what the add check will admit: adding exactly `units` of a candidate to
 * `lines` gives a plan ({@link planCartLines}) that fits — it is checked that way before
 * it is returned. It is found by loading copies of the candidate's carton into the current
 * plan until one no longer fits, then confirmed by planning the whole cart again (and
 * lowered, by bisection, in the rare case the full plan arranges worse). A candidate that
 * is already a line uses that line's carton, and fills its part-filled last carton first.
 * Nothing fits (all zeros) when `lines` do not fit already.
 *
 * @param options.max The most new cartons counted per candidate (default and ceiling:
 * what MAX_PLAN_CARTONS leaves).
 * @throws RangeError as {@link planCartLines} does.
 */
export function whatStillFits(
  lines: readonly CartonLine[],
  container: ContainerSpec,
  candidates: readonly CartonLine[],
  options: { max?: number } = {},
): StillFits[] {
  const base = expandCartLines(lines);
  const solved = solve(base.cartons, container);
  const baseFits = solved.best.unplaced.length === 0;
  const room = MAX_PLAN_CARTONS - base.cartons.length;
  const max = Math.max(0, Math.min(options.max ?? room, room));
  return candidates.map((candidate) => {
    const line = lines.find((l) => l.key === candidate.key) ?? { ...candidate, quantity: 0 };
    const spec = line.carton;
    if (!baseFits || spec === null) return { key: candidate.key, units: 0, cartons: 0 };
    const spare = countCartons([line]) * spec.unitsPerCarton - line.quantity;

    // Copies of the carton, loaded into the winning pass where the cart's cartons stand.
    const copy = expandCartLines([{ ...line, quantity: spec.unitsPerCarton }]).cartons.map(
      (carton) => ({ ...carton, id: '\u0000still-fits' }),
    );
    const items = prepare([...base.cartons, ...copy], solved.box);
    const extra = items[items.length - 1];
    const pass = runPass(items.slice(0, -1), solved.box, solved.strategy);
    let cartons = 0;
    while (extra !== undefined && cartons < max && pass.packing.add(extra) === null) cartons++;

    const fits = (count: number) =>
      planCartLines(withExtra(lines, line, spare + count * spec.unitsPerCarton), container).fits;
    if (cartons > 0 && !fits(cartons)) {
      // The whole cart planned again arranges differently: find the most that still fits.
      let lo = 0;
      let hi = cartons;
      while (hi - lo > 1) {
        const mid = (lo + hi) >>> 1;
        if (fits(mid)) lo = mid;
        else hi = mid;
      }
      cartons = lo;
    }
    return { key: candidate.key, units: spare + cartons * spec.unitsPerCarton, cartons };
  });
}
