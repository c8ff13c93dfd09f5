import type { CartonLine } from './cartons';
import { MAX_PLAN_CARTONS, countCartons } from './cartons';
import type { PlanBudget } from './plan-budget';
import { PlanTimeout, startBudget } from './plan-budget';
import type { ContainerSpec, LoadPlan, LoadPlanReason } from './plan-types';
import { planCartLinesBy } from './planner';

/** What an add or an order check learns from planning a factory's container. */
export type LoadCheck =
  | { fits: true; plan: LoadPlan }
  | {
      fits: false;
      /** The most telling reason (the plan's first). */
      reason: LoadPlanReason;
      /**
       * The refused plan; `null` when none was made: more than MAX_PLAN_CARTONS cartons
       * (refused from their totals without planning) or a plan out of time (`time`).
       */
      plan: LoadPlan | null;
      /** What the lines ask for and what the container takes. */
      requested: { cartons: number; cbm: number; kg: number };
      capacity: { cbm: number; kg: number };
    };

function totals(lines: readonly CartonLine[]) {
  let cbm = 0;
  let kg = 0;
  for (const line of lines) {
    const carton = line.carton;
    if (carton === null) continue;
    const count = Math.ceil(line.quantity / carton.unitsPerCarton);
    cbm += (count * carton.width * carton.depth * carton.height) / 1e9;
    kg += count * carton.grossWeightKg;
  }
  return { cbm, kg };
}

/**
 * The check (behaviour.md#load-plans) on every container add and at order creation: can `lines` (one factory's
 * container lines) be planned into `container`? The same answer on the storefront and the
 * backend, since both call this.
 *
 * Lines that make more than {@link MAX_PLAN_CARTONS} cartons are refused without planning:
 * `volume` or `weight` when their totals already exceed the box, else `cartons`. A plan that
 * is not made within `budget` (default {@link PLAN_TIME_BUDGET_MS}) is refused as `time`, with
 * no plan: the answer never depends on how far a cut-short search got. Lines without any
 * size are not planned (behaviour.md#validation lets them through).
 *
 * @throws RangeError as {@link planCartLinesBy} does (a bad quantity, a repeated key).
 */
export function checkContainerLoad(
  lines: readonly CartonLine[],
  container: ContainerSpec,
  budget: PlanBudget = {},
): LoadCheck {
  const deadline = startBudget(budget);
  const cartons = countCartons(lines);
  const { inner, maxPayloadKg } = container;
  const capacity = { cbm: (inner.length * inner.width * inner.height) / 1e9, kg: maxPayloadKg };
  const unplanned = (reason: LoadPlanReason): LoadCheck => ({
    fits: false,
    reason,
    plan: null,
    requested: { cartons, ...totals(lines) },
    capacity,
  });
  if (cartons > MAX_PLAN_CARTONS) {
    const { cbm, kg } = totals(lines);
    return unplanned(cbm > capacity.cbm ? 'volume' : kg > capacity.kg ? 'weight' : 'cartons');
  }
  let plan: LoadPlan;
  try {
    deadline.check();
    plan = planCartLinesBy(lines, container, deadline);
  } catch (error) {
    if (error instanceof PlanTimeout) return unplanned('time');
    throw error;
  }
  // A plan has reasons exactly when it does not fit (every carton placed is within the box
  // and the payload).
  const [reason] = plan.reasons;
  if (reason === undefined) return { fits: true, plan };
  return {
    fits: false,
    reason,
    plan,
    requested: { cartons, cbm: plan.volume.requestedCbm, kg: plan.weight.requestedKg },
    capacity,
  };
}

/**
 * The field of an over-capacity error's list entry (the error list of behaviour.md#errors, `errors`) that names
 * the load plan's reason: `{ status: 409, title: OVER_CAPACITY_MESSAGE, errors: { quantity:
 * '…', load_plan: 'weight' } }`. The backend writes it; a client reads it back with
 * {@link loadPlanReasonOf}.
 */
export const LOAD_PLAN_REASON_FIELD = 'load_plan';

const REASONS: readonly string[] = [
  'volume',
  'weight',
  'fit',
  'cartons',
  'time',
] satisfies LoadPlanReason[];

/** `value` is one of the load plan's reasons. */
export function isLoadPlanReason(value: unknown): value is LoadPlanReason {
  return typeof value === 'string' && REASONS.includes(value);
}

/**
 * The load plan's reason in an error body (the whole answer, or its `message`), or `null`
 * when it names none — a commerce API that knows no load plans answers without it. Never
 * throws, whatever the body.
 */
export function loadPlanReasonOf(body: unknown): LoadPlanReason | null {
  const message =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : body;
  if (!Array.isArray(message)) return null;
  for (const entry of message as unknown[]) {
    if (typeof entry !== 'object' || entry === null || !('errors' in entry)) continue;
    const errors = entry.errors;
    if (typeof errors !== 'object' || errors === null) continue;
    const reason = (errors as Record<string, unknown>)[LOAD_PLAN_REASON_FIELD];
    if (isLoadPlanReason(reason)) return reason;
  }
  return null;
}

/**
 * The words of an over-capacity refusal for the buyer (behaviour.md#errors): every text of the
 * `errors` of its entries that name a load plan's reason, without that reason (a key for
 * code, which a screen shows in its own words). Empty when the body is no such refusal.
 * Never throws, whatever the body.
 */
export function overCapacityDetailsOf(body: unknown): string[] {
  const message =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : body;
  if (!Array.isArray(message)) return [];
  const details: string[] = [];
  for (const entry of message as unknown[]) {
    if (typeof entry !== 'object' || entry === null || !('errors' in entry)) continue;
    const errors = entry.errors;
    if (typeof errors !== 'object' || errors === null) continue;
    const fields = errors as Record<string, unknown>;
    if (!isLoadPlanReason(fields[LOAD_PLAN_REASON_FIELD])) continue;
    for (const [field, text] of Object.entries(fields))
      if (field !== LOAD_PLAN_REASON_FIELD && typeof text === 'string' && text.trim() !== '')
        details.push(text.trim());
  }
  return details;
}
