// The load plan's public shapes: the container it is made in, where each carton stands,
// what was left out and why, and the figures and warnings a plan carries.
import type { Carton } from './cartons';

/**
 * A container as the planner needs it. Every preset of CONTAINER_TYPES is one; a caller may
 * pass its own box (a reefer, a 45 ft) in the same shape.
 */
export interface ContainerSpec {
  readonly id?: string;
  readonly label?: string;
  /** Inside, mm: length from the back wall to the door, width across, height. */
  readonly inner: { readonly length: number; readonly width: number; readonly height: number };
  /** The door opening, mm. */
  readonly door: { readonly width: number; readonly height: number };
  /** The most cargo weight it takes, kg. */
  readonly maxPayloadKg: number;
}

/**
 * Where a carton stands. Coordinates in mm, from the back wall's bottom-left corner as
 * seen from the door: `x` towards the door, `y` across to the right, `z` up. `length`,
 * `width` and `height` are its size as placed along x, y and z (it may be turned).
 */
export interface PlacedCarton {
  carton: Carton;
  /** Its place in the loading sequence, from 1. */
  step: number;
  x: number;
  y: number;
  z: number;
  length: number;
  width: number;
  height: number;
  /** The weight resting on it, kg: every carton above it, directly or not, in full. */
  loadOnTopKg: number;
  /** Ids of the cartons it stands on; empty on the floor. */
  restsOn: string[];
}

/**
 * Why a carton was left out:
 * - `size`: larger than the inside of the container however it is turned (within its
 *   orientation rule);
 * - `door`: it would fit inside but not through the door opening;
 * - `weight`: the container's payload would be exceeded;
 * - `space`: no room is left where it may stand (volume, stacking and load-on-top rules).
 */
export type UnplacedReason = 'size' | 'door' | 'weight' | 'space';

export interface UnplacedCarton {
  carton: Carton;
  reason: UnplacedReason;
}

/**
 * Why a set of cartons cannot be shipped in the container, as the refusal names it:
 * `volume` — the cartons take more CBM than the container holds; `weight` — they weigh more
 * than its payload; `fit` — neither, yet they cannot all be placed (turning, stacking,
 * load-on-top or door rules, or gaps). Two more come only from the load check
 * (`checkContainerLoad`), which then has no plan: `cartons` — more cartons than one plan takes
 * (MAX_PLAN_CARTONS), refused before planning; `time` — the plan could not be made within its
 * time budget (PLAN_TIME_BUDGET_MS), so the add is not confirmed.
 */
export type LoadPlanReason = 'volume' | 'weight' | 'fit' | 'cartons' | 'time';

export type LoadPlanAxis = 'length' | 'width' | 'height';

export type LoadPlanWarning =
  | {
      kind: 'centre-of-gravity';
      axis: LoadPlanAxis;
      /** Distance from the middle (length, width) or from the floor (height), mm. */
      offsetMm: number;
      /** The distance allowed, mm (see {@link CENTRE_OF_GRAVITY_TOLERANCE}). */
      toleranceMm: number;
    }
  | {
      /** Some cartons are estimates (no carton data): the plan is only as good as they are. */
      kind: 'estimated-cartons';
      lineKeys: string[];
    }
  | {
      /** Lines without any size (no carton, no product size): not in the plan at all. */
      kind: 'unsized-lines';
      lineKeys: string[];
    };

export interface LoadPlanFill {
  /** Placed, as a share of what the container takes, in per cent, 1 decimal. */
  percent: number;
}

export interface LoadPlan {
  container: ContainerSpec;
  /** The placed cartons in loading order (back wall to door). */
  placed: PlacedCarton[];
  /** The cartons left out, in the order they were given. */
  unplaced: UnplacedCarton[];
  /** Every carton was placed. */
  fits: boolean;
  /**
   * Empty when it fits; otherwise why not, most telling first (see {@link LoadPlanReason}):
   * `volume`, `weight` or `fit`, never `cartons` or `time`.
   */
  reasons: LoadPlanReason[];
  volume: LoadPlanFill & {
    /** CBM of the placed cartons. */
    usedCbm: number;
    /** CBM of all the cartons given. */
    requestedCbm: number;
    /** Inner volume, CBM. */
    capacityCbm: number;
  };
  weight: LoadPlanFill & {
    usedKg: number;
    requestedKg: number;
    maxPayloadKg: number;
  };
  /** Of the placed cartons, mm in container coordinates; `null` when nothing is placed. */
  centreOfGravity: { x: number; y: number; z: number } | null;
  warnings: LoadPlanWarning[];
  /**
   * Keys of the cart lines that have no size at all ({@link planCartLines}): they are not in
   * the plan. The volume rule of behaviour.md#validation lets such products through (counting 0 CBM); whether a
   * container takes them is the caller's call.
   */
  unsized: string[];
}
