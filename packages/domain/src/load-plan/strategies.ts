// The planner's passes: each a carton order, a point order and a preferred turn; `solve` runs
// as many as the budget allows and keeps the plan that places the most volume.
import type { Carton } from './cartons';
import type { Box, EpOrder, Item, TurnPreference } from './items';
import { boxOf, prepare } from './items';
import { Packing } from './packing';
import type { Deadline } from './plan-budget';
import { NO_DEADLINE } from './plan-budget';
import type { ContainerSpec, UnplacedReason } from './plan-types';

export interface Strategy {
  sort: (a: Item, b: Item) => number;
  points: EpOrder;
  turn: TurnPreference;
}

// Between cartons alike in size, the sturdier goes first: first placed is lower down.
const sturdierFirst = (a: Item, b: Item) =>
  b.limitGrams - a.limitGrams || a.type - b.type || a.index - b.index;
const byVolume = (a: Item, b: Item) =>
  b.volume - a.volume || b.carton.height - a.carton.height || sturdierFirst(a, b);
const byHeight = (a: Item, b: Item) =>
  b.carton.height - a.carton.height || b.volume - a.volume || sturdierFirst(a, b);
const byFootprint = (a: Item, b: Item) =>
  b.carton.width * b.carton.depth - a.carton.width * a.carton.depth ||
  b.volume - a.volume ||
  sturdierFirst(a, b);

// The passes, most useful first: chosen greedily on the benchmark's 20 mixes
// (scripts/bench-load-plan.ts), each adding the most fill where the ones before it did worst;
// the classic order (by volume, back wall first, best tiling) first, and the one that placed
// the benchmark's 1,000 cartons second.
const STRATEGIES: readonly Strategy[] = [
  { turn: 'tiling', points: 'back-bottom', sort: byVolume },
  { turn: 'long-along', points: 'back-left', sort: byVolume },
  { turn: 'low', points: 'back-bottom', sort: byVolume },
  { turn: 'long-along', points: 'lanes', sort: byHeight },
  { turn: 'long-along', points: 'bottom-back', sort: byHeight },
  { turn: 'long-along', points: 'lanes', sort: byFootprint },
  { turn: 'tiling', points: 'back-bottom', sort: byHeight },
];

/**
 * Cartons × passes one plan may spend: all seven passes up to 1,000 cartons, fewer above
 * (three for 2,500), so a large plan stays near the 150 ms target. It depends on the count
 * alone, never on a clock, so the plan stays deterministic.
 */
const PASS_BUDGET = 7000;

export interface PassResult {
  packing: Packing;
  unplaced: { item: Item; reason: UnplacedReason }[];
}

// How many cartons a pass places between looks at the clock: a look costs far more than
// placing one carton early on, and 64 keeps an overrun to a few milliseconds.
const CLOCK_EVERY = 64;

export function runPass(
  items: readonly Item[],
  box: Box,
  strategy: Strategy,
  deadline: Deadline = NO_DEADLINE,
): PassResult {
  const packing = new Packing(box, strategy.points, strategy.turn);
  const unplaced: PassResult['unplaced'] = [];
  let n = 0;
  for (const item of [...items].sort(strategy.sort)) {
    if (n++ % CLOCK_EVERY === 0) deadline.check();
    const reason = packing.add(item);
    if (reason !== null) unplaced.push({ item, reason });
  }
  return { packing, unplaced };
}

export interface Solved {
  box: Box;
  items: Item[];
  best: PassResult;
  strategy: Strategy;
}

/**
 * Every pass the budget allows; the one placing the most volume wins.
 *
 * @throws PlanTimeout when `deadline` passes first (see plan-budget.ts).
 */
export function solve(
  cartons: readonly Carton[],
  container: ContainerSpec,
  deadline: Deadline = NO_DEADLINE,
): Solved {
  const box = boxOf(container);
  const items = prepare(cartons, box);
  let best: Solved | null = null;
  const passes = Math.max(1, Math.min(STRATEGIES.length, Math.floor(PASS_BUDGET / items.length)));
  for (const strategy of STRATEGIES.slice(0, passes)) {
    const pass = runPass(items, box, strategy, deadline);
    if (
      best === null ||
      pass.packing.usedVolume > best.best.packing.usedVolume ||
      (pass.packing.usedVolume === best.best.packing.usedVolume &&
        pass.packing.item.length > best.best.packing.item.length)
    )
      best = { box, items, best: pass, strategy };
    // Nothing beats placing everything.
    if (pass.unplaced.length === 0) break;
  }
  return best as Solved;
}
