// The planner's working form of a carton (an `Item`: whole millimetres and grams, its allowed
// turns) and of a container (a `Box`), checked and prepared once per plan.
import type { Carton } from './cartons';
import type { ContainerSpec, UnplacedReason } from './plan-types';

export interface Orientation {
  l: number;
  w: number;
  h: number;
}

export interface Item {
  index: number;
  /** The carton as given. */
  source: Carton;
  /** The carton in whole millimetres. */
  carton: Carton;
  type: number;
  orientations: Record<TurnPreference, Orientation[]>;
  /** Why no orientation is usable at all: `size`, `door`, or null. */
  blocked: UnplacedReason | null;
  grams: number;
  limitGrams: number;
  volume: number;
}

export type EpOrder = 'back-bottom' | 'bottom-back' | 'back-left' | 'lanes';

export type TurnPreference = 'tiling' | 'long-along' | 'low';

export interface Box {
  L: number;
  W: number;
  H: number;
  doorW: number;
  doorH: number;
  payload: number;
}

function kilogramsToGrams(kg: number): number {
  return Math.round(kg * 1000);
}

/** Allowed orientations that fit inside and through the door, best tiling first. */
function orientationsOf(carton: Carton, container: Box): Pick<Item, 'orientations' | 'blocked'> {
  const { width: a, depth: b, height: c } = carton;
  const all: Orientation[] = carton.thisSideUp
    ? [
        { l: b, w: a, h: c },
        { l: a, w: b, h: c },
      ]
    : [
        { l: b, w: a, h: c },
        { l: a, w: b, h: c },
        { l: a, w: c, h: b },
        { l: c, w: a, h: b },
        { l: b, w: c, h: a },
        { l: c, w: b, h: a },
      ];
  const unique = all.filter(
    (o, i) => all.findIndex((p) => p.l === o.l && p.w === o.w && p.h === o.h) === i,
  );
  const inside = unique.filter(
    (o) => o.l <= container.L && o.w <= container.W && o.h <= container.H,
  );
  const none = { tiling: [], 'long-along': [], low: [] };
  if (inside.length === 0) return { orientations: none, blocked: 'size' };
  const passing = inside.filter((o) => o.w <= container.doorW && o.h <= container.doorH);
  if (passing.length === 0) return { orientations: none, blocked: 'door' };
  // How much of the box a row of them fills along each side, as binpackingjs scores turns.
  const tiling = (o: Orientation) =>
    ((Math.floor(container.L / o.l) * o.l) / container.L) *
    ((Math.floor(container.W / o.w) * o.w) / container.W) *
    ((Math.floor(container.H / o.h) * o.h) / container.H);
  // Stable sorts: equal candidates keep the order above (upright, width across, first).
  const byTiling = [...passing].sort((p, q) => tiling(q) - tiling(p));
  return {
    orientations: {
      tiling: byTiling,
      'long-along': [...byTiling].sort((p, q) => q.l - p.l),
      low: [...byTiling].sort((p, q) => p.h - q.h),
    },
    blocked: null,
  };
}

export function boxOf(container: ContainerSpec): Box {
  const positive = (value: number, what: string) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) {
      throw new RangeError(`planLoad: the container's ${what} must be a number of at least 1`);
    }
    return value;
  };
  // A container is never overstated: fractions of a millimetre or gram are dropped.
  const whole = (value: number, what: string) => Math.floor(positive(value, what));
  return {
    L: whole(container.inner.length, 'inner length'),
    W: whole(container.inner.width, 'inner width'),
    H: whole(container.inner.height, 'inner height'),
    doorW: whole(container.door.width, 'door width'),
    doorH: whole(container.door.height, 'door height'),
    payload: Math.floor(positive(container.maxPayloadKg, 'payload') * 1000),
  };
}

function assertCarton(carton: Carton): void {
  const positive = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0;
  if (!positive(carton.width) || !positive(carton.depth) || !positive(carton.height)) {
    throw new RangeError(`planLoad: carton ${carton.id} needs a positive width, depth and height`);
  }
  if (!positive(carton.weightKg)) {
    throw new RangeError(`planLoad: carton ${carton.id} needs a positive weight`);
  }
  if (
    typeof carton.maxLoadOnTopKg !== 'number' ||
    !Number.isFinite(carton.maxLoadOnTopKg) ||
    carton.maxLoadOnTopKg < 0
  ) {
    throw new RangeError(`planLoad: carton ${carton.id} needs a maximum load on top of 0 or more`);
  }
}

export function prepare(cartons: readonly Carton[], box: Box): Item[] {
  const types = new Map<string, number>();
  const ids = new Set<string>();
  return cartons.map((carton, index) => {
    assertCarton(carton);
    if (ids.has(carton.id)) throw new RangeError(`planLoad: carton id ${carton.id} is used twice`);
    ids.add(carton.id);
    const width = Math.ceil(carton.width);
    const depth = Math.ceil(carton.depth);
    const height = Math.ceil(carton.height);
    const grams = kilogramsToGrams(carton.weightKg);
    const limitGrams = carton.stackable ? kilogramsToGrams(carton.maxLoadOnTopKg) : 0;
    const typeKey = [
      width,
      depth,
      height,
      grams,
      limitGrams,
      carton.stackable,
      carton.thisSideUp,
    ].join('|');
    let type = types.get(typeKey);
    if (type === undefined) {
      type = types.size;
      types.set(typeKey, type);
    }
    const whole = { ...carton, width, depth, height };
    return {
      index,
      source: carton,
      carton: whole,
      type,
      ...orientationsOf(whole, box),
      grams,
      limitGrams,
      volume: width * depth * height,
    };
  });
}
