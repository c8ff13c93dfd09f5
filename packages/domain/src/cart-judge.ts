import { isContainerLineName } from './cart-kind';
import type { NonContainerChoice } from './cart-decision';
import { checkContainerLimit, itemsThatFit } from './container';
import { containerTypeForCapacity } from './container-choice';
import type { LoadCheck } from './load-plan/check';
import { checkContainerLoad } from './load-plan/check';
import type { CartonSpec } from './load-plan/carton';
import type { CartonLine } from './load-plan/cartons';
import type { PlanBudget } from './load-plan/plan-budget';
import type { ContainerSpec, LoadPlanReason } from './load-plan/plan-types';

// The one judge of a cart write (behaviour.md#server-cart): every add, quantity change, quick
// order and reorder is decided here, over a simulated cart, by the backend that writes it. The
// storefront asks the backend and shows its answer; it never decides a write itself.

/** What the rules know of a variant: the catalogue's facts, the stock, its carton. */
export interface VariantFacts {
  variantId: number;
  productId: number;
  sku: string;
  name: string;
  brandId: number | null;
  /** CBM of one unit; `null` when a dimension is missing (counts 0, behaviour.md#validation). */
  volume: number | null;
  purchasable: boolean;
  /** Units available to sell. */
  available: number;
  /**
   * The carton it ships in, for the load plan; `null` when it has no size at all. Only read
   * for container lines of a factory whose container the write fills further.
   */
  carton?: CartonSpec | null;
}

/** A line of the cart before the write. */
export interface CartLineNow {
  variantId: number;
  productId: number;
  quantity: number;
}

/** One line of the write: for an add, the quantity to add; for a set, the line's new quantity. */
export interface LineRequest {
  variantId: number;
  productId: number;
  quantity: number;
}

export interface JudgeOptions {
  /** `add`: quantities add to the line's; `set`: the line's new quantity (0 removes it). */
  write: 'add' | 'set';
  /** Each factory's container capacity in CBM (see `capacityFor`). */
  capacityFor: (brandId: number) => number;
  /** The question of behaviour.md#cart-states, when a container line joins non-container lines. */
  nonContainer?: NonContainerChoice;
  /**
   * `whole`: the first line refused refuses the write (a buyer's add, a quantity change).
   * `each`: each line is judged on its own (quick order, reorder): a refused line is left out
   * and the others go in.
   */
  lines?: 'whole' | 'each';
  /** With `each`: `refuse` a line that cannot be taken whole, or `cap` it to what can be. */
  shortfall?: 'refuse' | 'cap';
  /** The load plan's time budget, per plan. */
  budget?: PlanBudget;
  /**
   * The load check (default `checkContainerLoad`): a caller may run the same check elsewhere — on
   * a worker, or observed by its tests — as long as it answers as `checkContainerLoad` does.
   */
  checkLoad?: (
    lines: readonly CartonLine[],
    container: ContainerSpec,
    budget?: PlanBudget,
  ) => LoadCheck;
}

/** Why a line, or a write, is refused. */
export type CartRefusal =
  | { reason: 'not-found'; productId: number; variantId: number }
  | { reason: 'not-sold'; sku: string }
  | { reason: 'stock'; sku: string; available: number }
  /** A non-container product in a write that replaces the non-container lines. */
  | { reason: 'non-container'; productId: number }
  /** The CBM rule (behaviour.md#validation). */
  | { reason: 'volume'; rule: 'cbm'; brandId: number; usedAfter: number; capacity: number }
  /** The load plan (behaviour.md#load-plans) of the factory's container. */
  | {
      reason: LoadPlanReason;
      rule: 'plan';
      brandId: number;
      box: string;
      check: Extract<LoadCheck, { fits: false }>;
    };

export type CartRefusalReason = CartRefusal['reason'];

/** What became of one requested line; `quantity` is what the write adds to it (0 when it lowers it). */
export type LineVerdict =
  | { status: 'added'; request: LineRequest; quantity: number }
  /** Fewer than asked: `quantity` of them, and why not all. */
  | { status: 'capped'; request: LineRequest; quantity: number; refusal: CartRefusal }
  | { status: 'refused'; request: LineRequest; refusal: CartRefusal };

export interface Judgement {
  /** One per request, in order. */
  verdicts: LineVerdict[];
  /** The first refusal of a `whole` write: nothing is to be written. */
  refusal: CartRefusal | null;
  /** The question is due (`nonContainer: 'ask'`): nothing is to be written until it is answered. */
  ask: boolean;
  /** Each variant's new quantity (0 removes the line): what to write. Empty when nothing is. */
  targets: Map<number, { productId: number; quantity: number }>;
}

/** At most this many plans decide the lines of one `each` write once a factory's container is full. */
export const MAX_PLANS_PER_WRITE = 24;

interface SimLine {
  variantId: number;
  productId: number;
  quantity: number;
}

class Refused extends Error {
  constructor(readonly refusal: CartRefusal) {
    super(refusal.reason);
  }
}

const isContainer = (
  facts: VariantFacts | undefined,
): facts is VariantFacts & { brandId: number } =>
  facts !== undefined && facts.brandId !== null && isContainerLineName(facts.name);

/**
 * Judges a write to a cart: each requested line against the catalogue (the variant exists and
 * is sold), the stock, its factory's container by the CBM rule and then by the load plan of the
 * real cartons in the real box — lines taken earlier in the write count for the later ones —
 * and the question of behaviour.md#cart-states. Pure: the caller reads the facts, writes the
 * targets.
 *
 * A quantity lowered is always allowed; only what a write adds is judged. Capacity is decided
 * before the question: a buyer is never asked to give up lines for an add that is then refused.
 */
export function judgeCartWrite(
  cart: readonly CartLineNow[],
  requests: readonly LineRequest[],
  facts: ReadonlyMap<number, VariantFacts>,
  options: JudgeOptions,
): Judgement {
  const each = options.lines === 'each';
  const cap = each && options.shortfall === 'cap';
  const sim = new Map<number, SimLine>(cart.map((line) => [line.variantId, { ...line }]));
  const before = new Map(cart.map((line) => [line.variantId, line.quantity]));
  const verdicts: LineVerdict[] = [];
  const nothing = (refusal: CartRefusal): Judgement => ({
    verdicts: requests.map((request) => ({ status: 'refused', request, refusal })),
    refusal,
    ask: false,
    targets: new Map(),
  });

  const containerLines = (brandId: number) =>
    [...sim.values()].flatMap((line) => {
      const f = facts.get(line.variantId);
      return isContainer(f) && f.brandId === brandId && line.quantity > 0
        ? [{ brandId, quantity: line.quantity, volume: f.volume }]
        : [];
    });

  // 1. Each line on its own: catalogue, stock, the CBM rule.
  for (const request of requests) {
    try {
      const f = facts.get(request.variantId);
      if (!f || f.productId !== request.productId)
        throw new Refused({
          reason: 'not-found',
          productId: request.productId,
          variantId: request.variantId,
        });
      const had = sim.get(request.variantId)?.quantity ?? 0;
      const target = options.write === 'add' ? had + request.quantity : request.quantity;
      if (target <= had) {
        setQuantity(sim, request, target);
        verdicts.push({ status: 'added', request, quantity: 0 });
        continue;
      }
      if (!f.purchasable) throw new Refused({ reason: 'not-sold', sku: f.sku });
      let want = target;
      let capped: CartRefusal | null = null;
      if (want > f.available) {
        const stock: CartRefusal = { reason: 'stock', sku: f.sku, available: f.available };
        if (!cap || f.available <= had) throw new Refused(stock);
        want = f.available;
        capped = stock;
      }
      if (isContainer(f)) {
        const capacity = options.capacityFor(f.brandId);
        const limit = checkContainerLimit(
          containerLines(f.brandId),
          { brandId: f.brandId, quantity: want - had, volume: f.volume },
          capacity,
        );
        if (!limit.ok) {
          const volume: CartRefusal = {
            reason: 'volume',
            rule: 'cbm',
            brandId: f.brandId,
            usedAfter: limit.usedAfter,
            capacity: limit.capacity,
          };
          // A unit without a volume counts 0 (Number(null)) and never exceeds the limit.
          const fits =
            itemsThatFit(
              [{ name: f.name, volume: Number(f.volume) }],
              capacity - limit.usedBefore,
            )[0]?.fits ?? 0;
          if (!cap || fits <= 0) throw new Refused(volume);
          want = had + Math.min(fits, want - had);
          capped = volume;
        }
      }
      setQuantity(sim, request, want);
      const added = want - had;
      verdicts.push(
        capped === null || want === target
          ? { status: 'added', request, quantity: added }
          : { status: 'capped', request, quantity: added, refusal: capped },
      );
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      if (!each) return nothing(error.refusal);
      verdicts.push({ status: 'refused', request, refusal: error.refusal });
    }
  }

  // 2. The load plan of each factory's container the write fills further.
  const grown = [
    ...new Set(
      [...sim.values()].flatMap((line) => {
        const f = facts.get(line.variantId);
        return isContainer(f) && line.quantity > (before.get(line.variantId) ?? 0)
          ? [f.brandId]
          : [];
      }),
    ),
  ];
  const plans = { left: MAX_PLANS_PER_WRITE };
  for (const brandId of grown) {
    const refusal = planRefusal(sim, facts, brandId, options);
    if (refusal === null) continue;
    if (!each) return nothing(refusal);
    replanEach(sim, before, verdicts, facts, brandId, options, cap, plans);
  }

  // 3. The question: a container line joining non-container lines (behaviour.md#cart-states).
  const choice = options.nonContainer ?? 'keep';
  const containerAdded = [...sim.values()].some(
    (line) =>
      isContainer(facts.get(line.variantId)) && line.quantity > (before.get(line.variantId) ?? 0),
  );
  const ordinary = [...sim.values()].filter(
    (line) => line.quantity > 0 && !isContainer(facts.get(line.variantId)),
  );
  let ask = false;
  if (choice === 'replace') {
    // The Yes: only container products come with it; the write's others are refused.
    for (const line of ordinary) {
      if (!requests.some((request) => request.variantId === line.variantId)) continue;
      const refusal: CartRefusal = { reason: 'non-container', productId: line.productId };
      if (!each) return nothing(refusal);
      requests.forEach((request, index) => {
        if (request.variantId === line.variantId)
          verdicts[index] = { status: 'refused', request, refusal };
      });
      line.quantity = before.get(line.variantId) ?? 0;
    }
    if (containerAdded) for (const line of ordinary) line.quantity = 0;
  } else if (choice === 'ask' && containerAdded && ordinary.length > 0) ask = true;

  const targets = new Map<number, { productId: number; quantity: number }>();
  if (!ask)
    for (const line of sim.values())
      if (line.quantity !== (before.get(line.variantId) ?? 0))
        targets.set(line.variantId, { productId: line.productId, quantity: line.quantity });
  return { verdicts, refusal: null, ask, targets };
}

/** The simulated line of `request`'s variant, made (empty) when the cart has none yet. */
function lineIn(sim: Map<number, SimLine>, request: LineRequest): SimLine {
  let line = sim.get(request.variantId);
  if (!line) {
    line = { ...request, quantity: 0 };
    sim.set(request.variantId, line);
  }
  return line;
}

function setQuantity(sim: Map<number, SimLine>, request: LineRequest, quantity: number) {
  lineIn(sim, request).quantity = quantity;
}

/** The load plan's refusal for `brandId`'s container as `sim` fills it, or null when it fits. */
function planRefusal(
  sim: ReadonlyMap<number, SimLine>,
  facts: ReadonlyMap<number, VariantFacts>,
  brandId: number,
  options: JudgeOptions,
): CartRefusal | null {
  const box = containerTypeForCapacity(options.capacityFor(brandId));
  const lines = [...sim.values()].flatMap((line) => {
    const f = facts.get(line.variantId);
    return isContainer(f) && f.brandId === brandId && line.quantity > 0
      ? [
          {
            key: String(line.variantId),
            label: f.name,
            quantity: line.quantity,
            carton: f.carton ?? null,
          },
        ]
      : [];
  });
  const check = (options.checkLoad ?? checkContainerLoad)(lines, box, options.budget);
  return check.fits ? null : { reason: check.reason, rule: 'plan', brandId, box: box.label, check };
}

/**
 * A factory's container the write overfills, judged line by line: the write's lines of that
 * factory are taken back, then given again in order, each kept whole (or capped to the most
 * that plans) when the container still plans, else refused with the plan's reason. At most
 * MAX_PLANS_PER_WRITE plans in all; a line left when they are spent is refused as `time`.
 */
function replanEach(
  sim: Map<number, SimLine>,
  before: ReadonlyMap<number, number>,
  verdicts: LineVerdict[],
  facts: ReadonlyMap<number, VariantFacts>,
  brandId: number,
  options: JudgeOptions,
  cap: boolean,
  plans: { left: number },
) {
  const mine = verdicts
    .map((verdict, index) => ({ verdict, index, f: facts.get(verdict.request.variantId) }))
    .filter(
      (entry): entry is typeof entry & { verdict: Exclude<LineVerdict, { status: 'refused' }> } =>
        isContainer(entry.f) && entry.f.brandId === brandId && entry.verdict.status !== 'refused',
    )
    .map(({ verdict, index }) => ({
      index,
      verdict,
      request: verdict.request,
      line: lineIn(sim, verdict.request),
    }));
  for (const { request, line } of mine) line.quantity = before.get(request.variantId) ?? 0;
  const plan = () => {
    plans.left -= 1;
    return planRefusal(sim, facts, brandId, options);
  };
  for (const { request, index, verdict, line } of mine) {
    const had = line.quantity;
    const want = had + verdict.quantity;
    if (plans.left <= 0) {
      verdicts[index] = {
        status: 'refused',
        request,
        refusal: timeRefusal(brandId, options),
      };
      continue;
    }
    line.quantity = want;
    const refusal = plan();
    if (refusal === null) continue;
    line.quantity = had;
    let best = had;
    if (cap) {
      // The most that still plans, by halves, while plans are left.
      let low = had;
      let high = want;
      while (high - low > 1 && plans.left > 0) {
        const mid = Math.floor((low + high) / 2);
        line.quantity = mid;
        if (plan() === null) low = mid;
        else high = mid;
      }
      best = low;
      line.quantity = best;
    }
    verdicts[index] =
      best > had
        ? { status: 'capped', request, quantity: best - had, refusal }
        : { status: 'refused', request, refusal };
  }
}

function timeRefusal(brandId: number, options: JudgeOptions): CartRefusal {
  const box = containerTypeForCapacity(options.capacityFor(brandId));
  return {
    reason: 'time',
    rule: 'plan',
    brandId,
    box: box.label,
    check: {
      fits: false,
      reason: 'time',
      plan: null,
      requested: { cartons: 0, cbm: 0, kg: 0 },
      capacity: { cbm: 0, kg: 0 },
    },
  };
}
