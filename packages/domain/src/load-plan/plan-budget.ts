// The time one plan may take (behaviour.md#load-plans). The carton limit (MAX_PLAN_CARTONS)
// bounds the work already; this is the backstop for a slow or overloaded machine, so one add
// never spends more than a bounded time planning. A plan cut short is not answered at all:
// a half-run search would make the answer depend on the clock, and the storefront and the
// backend must give the same answer for the same lines.

/**
 * Milliseconds one load check may plan for. The largest plan the carton limit admits takes
 * 80–210 ms on an idle 2-core machine, the first of a process (a cold JIT) the slowest
 * (scripts/bench-load-plan.ts), and several times that on one saturated by other work. No
 * lock is held while a plan runs, so the budget bounds CPU, not other buyers' writes: it is
 * set well above the largest plan, so that a buyer on a busy server is not refused an add
 * that fits, while a plan the limit failed to bound still ends.
 */
export const PLAN_TIME_BUDGET_MS = 2000;

/** How long a plan may take, and the clock it is measured with (injectable for tests). */
export interface PlanBudget {
  /** Milliseconds; default {@link PLAN_TIME_BUDGET_MS}. 0 gives up before planning. */
  budgetMs?: number;
  /** Milliseconds from any fixed origin; default `Date.now`. */
  now?: () => number;
}

/** Thrown inside the planner when its deadline has passed; the load check turns it into `time`. */
export class PlanTimeout extends Error {
  constructor() {
    super('The load plan ran out of time');
    this.name = 'PlanTimeout';
  }
}

/** A running budget: `check()` throws {@link PlanTimeout} once the deadline has passed. */
export interface Deadline {
  check(): void;
}

/** Starts `budget`'s clock now. */
export function startBudget(budget: PlanBudget = {}): Deadline {
  const now = budget.now ?? Date.now;
  const at = now() + (budget.budgetMs ?? PLAN_TIME_BUDGET_MS);
  return {
    check() {
      if (now() >= at) throw new PlanTimeout();
    },
  };
}

/** No deadline: the planner's own entry points (planLoad, whatStillFits) run to the end. */
export const NO_DEADLINE: Deadline = { check() {} };
