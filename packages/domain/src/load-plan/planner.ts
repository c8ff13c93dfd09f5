import type { Carton, CartonLine } from './cartons';
import { expandCartLines } from './cartons';
import { describePlan } from './describe-plan';
import type { Deadline } from './plan-budget';
import { NO_DEADLINE } from './plan-budget';
import type { ContainerSpec, LoadPlan } from './plan-types';
import { solve } from './strategies';

/**
 * Plans how `cartons` load into `container` (behaviour.md#load-plans). Pure and deterministic: the same
 * cartons in the same order give the same plan. See packing.ts for the heuristic and the
 * rules it keeps.
 *
 * @throws RangeError for a carton without a positive size or weight, a negative load limit,
 * a carton id used twice, or a container without a positive size or payload.
 */
export function planLoad(cartons: readonly Carton[], container: ContainerSpec): LoadPlan {
  const solved = solve(cartons, container);
  return describePlan(container, solved.box, solved.items, solved.best, []);
}

/**
 * {@link planLoad} for cart lines: expands them into cartons ({@link expandCartLines}) and
 * plans those. Lines without any size are listed in `unsized` and warned about.
 *
 * @throws RangeError as expandCartLines and planLoad do.
 */
export function planCartLines(lines: readonly CartonLine[], container: ContainerSpec): LoadPlan {
  return planCartLinesBy(lines, container, NO_DEADLINE);
}

/**
 * {@link planCartLines} within a deadline (the load check's; not exported from the package).
 *
 * @throws PlanTimeout when `deadline` passes before the plan is made.
 */
export function planCartLinesBy(
  lines: readonly CartonLine[],
  container: ContainerSpec,
  deadline: Deadline,
): LoadPlan {
  const { cartons, unsized } = expandCartLines(lines);
  const solved = solve(cartons, container, deadline);
  return describePlan(container, solved.box, solved.items, solved.best, unsized);
}
