// Which limit a factory's container reaches first (behaviour.md#load-plans): the CBM rule of
// behaviour.md#validation (the products' volume against the capacity the cart holds), the
// cartons' fit in the box (their volume against its inside, or cartons left out), or the
// weight (against the box's payload). One answer for the builder's gauge and the printed plan.
import type { LoadPlan } from './plan-types';

export type ContainerLimit = 'cbm' | 'fit' | 'weight';

/** How the limits are named in a sentence: `Limited by {label}`. */
export const CONTAINER_LIMIT_LABELS: Record<ContainerLimit, string> = {
  cbm: 'the CBM rule',
  fit: "the cartons' fit",
  weight: 'the weight',
};

export interface LimitFigure {
  limit: ContainerLimit;
  /** What is taken: CBM (the products' for `cbm`, the cartons' for `fit`) or kg. */
  used: number;
  /** What the limit allows, in the same unit. */
  capacity: number;
  unit: 'CBM' | 'kg';
  /** `used / capacity`, per cent, 1 decimal; above 100 when over. */
  percent: number;
  /** `capacity - used`, never below 0. */
  left: number;
  /** `used - capacity`, never below 0. */
  overBy: number;
  /** The container cannot be shipped as it is because of this limit. */
  over: boolean;
}

export interface BindingLimit extends LimitFigure {
  /** Every limit known, the binding one first, then by how full. */
  figures: LimitFigure[];
}

export interface BindingLimitInput {
  /** The CBM rule: the products' volume and the capacity the cart holds for the factory. */
  cbm: { used: number; capacity: number };
  /** The factory's load plan; `null` when none could be made (only the CBM rule is known). */
  plan: Pick<LoadPlan, 'fits' | 'reasons' | 'volume' | 'weight'> | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function figure(limit: ContainerLimit, used: number, capacity: number, over: boolean): LimitFigure {
  return {
    limit,
    used,
    capacity,
    unit: limit === 'weight' ? 'kg' : 'CBM',
    percent: capacity > 0 ? round1((used / capacity) * 100) : 0,
    left: Math.max(0, capacity - used),
    overBy: Math.max(0, used - capacity),
    over,
  };
}

// Among equally full limits the CBM rule is named first: it is the one the buyer picked.
const ORDER: readonly ContainerLimit[] = ['cbm', 'fit', 'weight'];

/**
 * The limit that binds a factory's container and by how much. A limit the container is over
 * binds (the CBM rule first, then the plan's refusal: `weight` when the cartons are too
 * heavy, else `fit` — too much volume, or cartons that cannot be placed). Otherwise the
 * fullest binds: the products' CBM of the capacity, the cartons' CBM of the box's inside,
 * or the weight of its payload.
 */
export function bindingLimit({ cbm, plan }: BindingLimitInput): BindingLimit {
  const figures = [figure('cbm', cbm.used, cbm.capacity, cbm.used > cbm.capacity)];
  if (plan !== null) {
    const heavy = !plan.fits && plan.reasons.includes('weight');
    figures.push(
      figure('fit', plan.volume.requestedCbm, plan.volume.capacityCbm, !plan.fits && !heavy),
      figure('weight', plan.weight.requestedKg, plan.weight.maxPayloadKg, heavy),
    );
  }
  const sorted = figures.toSorted(
    (a, b) =>
      Number(b.over) - Number(a.over) ||
      b.percent - a.percent ||
      ORDER.indexOf(a.limit) - ORDER.indexOf(b.limit),
  );
  const binding = sorted[0] as LimitFigure;
  return { ...binding, figures: sorted };
}
