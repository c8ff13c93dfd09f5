import type { Carton, CartonLine } from './cartons';
import { expandCartLines } from './cartons';

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
 * load-on-top or door rules, or gaps).
 */
export type LoadPlanReason = 'volume' | 'weight' | 'fit';

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
  /** Empty when it fits; otherwise why not, most telling first (see {@link LoadPlanReason}). */
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

/**
 * How far the centre of gravity may sit from where it should, as a share of the inner size:
 * lengthwise 10 % of the length either side of the middle, across 5 % of the width either
 * side of the middle, and no higher than half the inner height. A simplification of the
 * CTU Code's guidance (IMO/ILO/UNECE, chapter 9 and annex 7): keep the cargo's mass centred
 * along the length (it warns against more than 60 % of it in one half) and across the width,
 * and heavy goods low. A partly filled container loaded from the back wall is off centre by
 * nature: the warning tells the buyer to spread or brace the load, it does not refuse it.
 */
export const CENTRE_OF_GRAVITY_TOLERANCE = { length: 0.1, width: 0.05, height: 0.5 } as const;

// --- The engine -------------------------------------------------------------------------
//
// Extreme-point first fit (Crainic, Perboli & Tadei 2008), with the loading rules
// (behaviour.md#load-plans) checked at every candidate:
// - cartons are taken in a fixed order (one of a few sort orders, see STRATEGIES) and each is
//   put at the first extreme point — in back-wall-first order (x, then z, then y) — and in
//   the first of its allowed orientations (preferred by how evenly they tile the container's
//   cross-section) where it fits;
// - it fits when it is inside the box, passes through the door as placed (its width and
//   height within the door opening: a forklift does not turn a carton in the doorway), does
//   not overlap another carton, stands fully supported (its whole footprint on the floor or
//   on tops of cartons at exactly its base height), every carton under it is stackable, the
//   weight on every carton below it (everything above it, in full — simple and on the safe
//   side for a carton bridging two) stays within its limit, and the total stays within the
//   payload;
// - a placed carton adds the extreme points of its three far corners, each projected back
//   towards the walls and down to the floor or the carton below.
// Each strategy is a deterministic pass; the plan that places the most volume wins (ties:
// the most cartons, then the first strategy). Identical cartons share a memo of the points
// where they failed: space only fills up and loads only grow, so such a point does not take
// them later — this keeps 1,000 cartons of 20 sizes well within the 150 ms target.

interface Orientation {
  l: number;
  w: number;
  h: number;
}

interface Item {
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

type EpOrder = 'back-bottom' | 'bottom-back' | 'back-left' | 'lanes';

type TurnPreference = 'tiling' | 'long-along' | 'low';

interface Strategy {
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

interface Box {
  L: number;
  W: number;
  H: number;
  doorW: number;
  doorH: number;
  payload: number;
}

// The grid that finds the cartons near a point: cubes of CELL_MM a side.
const CELL_MM = 256;
const NONE: readonly number[] = [];

/** One pass of the extreme-point heuristic over the items in the given order. */
class Packing {
  readonly box: Box;
  readonly order: EpOrder;
  readonly turn: TurnPreference;
  // Placed cartons, by placement index.
  readonly item: Item[] = [];
  readonly x0: number[] = [];
  readonly y0: number[] = [];
  readonly z0: number[] = [];
  readonly x1: number[] = [];
  readonly y1: number[] = [];
  readonly z1: number[] = [];
  readonly load: number[] = [];
  readonly supports: number[][] = [];
  usedGrams = 0;
  usedVolume = 0;
  // Placed cartons by the grid cells they reach into.
  private readonly nx: number;
  private readonly ny: number;
  private readonly nz: number;
  private readonly cells: (number[] | undefined)[];
  private readonly seen: number[] = [];
  private stamp = 0;
  // Extreme points: coordinates by id, alive flag, and the ids sorted by the pass's order.
  private readonly ex: number[] = [];
  private readonly ey: number[] = [];
  private readonly ez: number[] = [];
  private readonly alive: boolean[] = [];
  // Free run from each point along +x, +y, +z when it was made: a carton longer than that
  // cannot stand there, then or later (space only fills up).
  private readonly roomX: number[] = [];
  private readonly roomY: number[] = [];
  private readonly roomZ: number[] = [];
  private readonly sortKey: number[] = [];
  private sorted: number[] = [];
  private deadInSorted = 0;
  private readonly pointKeys = new Set<number>();
  // Per carton type, a flag per point: the type failed there (see the comment on the engine).
  private readonly failed = new Map<number, Uint8Array>();
  // Per carton type, how far along `sorted` every point is known to be dead or failed.
  private readonly cursor: number[] = [];
  private readonly scratch: number[] = [];

  constructor(box: Box, order: EpOrder, turn: TurnPreference) {
    this.box = box;
    this.order = order;
    this.turn = turn;
    this.nx = Math.ceil(box.L / CELL_MM);
    this.ny = Math.ceil(box.W / CELL_MM);
    this.nz = Math.ceil(box.H / CELL_MM);
    this.cells = new Array<number[] | undefined>(this.nx * this.ny * this.nz);
    this.addPoint(0, 0, 0);
  }

  private cell(cx: number, cy: number, cz: number): readonly number[] {
    return this.cells[(cx * this.ny + cy) * this.nz + cz] ?? NONE;
  }

  private key(x: number, y: number, z: number): number {
    // x < 2^20 mm (a kilometre), y and z < 2^16 mm: exact in a double.
    if (this.order === 'back-bottom') return (x * 65536 + z) * 65536 + y;
    if (this.order === 'back-left') return (x * 65536 + y) * 65536 + z;
    if (this.order === 'lanes') return (y * 1048576 + x) * 65536 + z;
    return (z * 1048576 + x) * 65536 + y;
  }

  /** Adds a point; `place` only offers points inside the walls. */
  private addPoint(x: number, y: number, z: number): void {
    const key = this.key(x, y, z);
    if (this.pointKeys.has(key)) return;
    // A point inside a placed carton can never take one.
    if (this.occupied(x, y, z)) return;
    this.pointKeys.add(key);
    const id = this.ex.length;
    this.ex.push(x);
    this.ey.push(y);
    this.ez.push(z);
    this.alive.push(true);
    this.roomX.push(this.reach(x, y, z, 0) - x);
    this.roomY.push(this.reach(x, y, z, 1) - y);
    this.roomZ.push(this.reach(x, y, z, 2) - z);
    this.sortKey.push(key);
    const at = this.firstAtOrAfter(key);
    this.sorted.splice(at, 0, id);
    for (let t = 0; t < this.cursor.length; t++) {
      if (at < (this.cursor[t] as number)) this.cursor[t] = at;
    }
  }

  /** The smallest key of any point sharing the order's first coordinate with (x, y, z). */
  private keyAtStart(x: number, y: number, z: number): number {
    if (this.order === 'bottom-back') return this.key(0, 0, z);
    if (this.order === 'lanes') return this.key(0, y, 0);
    return this.key(x, 0, 0);
  }

  /** The index in `sorted` of the first point whose key is at least `key`. */
  private firstAtOrAfter(key: number): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.sortKey[this.sorted[mid] as number] as number) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private contains(i: number, x: number, y: number, z: number): boolean {
    return (
      (this.x0[i] as number) <= x &&
      x < (this.x1[i] as number) &&
      (this.y0[i] as number) <= y &&
      y < (this.y1[i] as number) &&
      (this.z0[i] as number) <= z &&
      z < (this.z1[i] as number)
    );
  }

  private occupied(x: number, y: number, z: number): boolean {
    const list = this.cell(
      Math.floor(x / CELL_MM),
      Math.floor(y / CELL_MM),
      Math.floor(z / CELL_MM),
    );
    for (const i of list) if (this.contains(i, x, y, z)) return true;
    return false;
  }

  /**
   * Whether `item` may stand at (x, y, z) turned as `o`; its supports are left in
   * `this.scratch`.
   */
  private fits(item: Item, x: number, y: number, z: number, o: Orientation): boolean {
    // Inside the walls already: `add` offers only turns within the point's free runs, and
    // those end at the walls at the latest.
    const xe = x + o.l;
    const ye = y + o.w;
    const ze = z + o.h;
    const supports = this.scratch;
    supports.length = 0;
    let covered = 0;
    const stamp = ++this.stamp;
    const cx1 = Math.floor((xe - 1) / CELL_MM);
    const cy1 = Math.floor((ye - 1) / CELL_MM);
    const cz1 = Math.floor((ze - 1) / CELL_MM);
    // From the layer just under it, where the cartons it would stand on are.
    const cz0 = Math.floor(Math.max(0, z - 1) / CELL_MM);
    for (let cx = Math.floor(x / CELL_MM); cx <= cx1; cx++) {
      for (let cy = Math.floor(y / CELL_MM); cy <= cy1; cy++) {
        for (let cz = cz0; cz <= cz1; cz++) {
          for (const i of this.cell(cx, cy, cz)) {
            if (this.seen[i] === stamp) continue;
            this.seen[i] = stamp;
            const ax0 = this.x0[i] as number;
            const ax1 = this.x1[i] as number;
            const ay0 = this.y0[i] as number;
            const ay1 = this.y1[i] as number;
            if (ax0 >= xe || ax1 <= x || ay0 >= ye || ay1 <= y) continue;
            const az1 = this.z1[i] as number;
            if (az1 === z) {
              if (!(this.item[i] as Item).carton.stackable) return false;
              covered +=
                (Math.min(ax1, xe) - Math.max(ax0, x)) * (Math.min(ay1, ye) - Math.max(ay0, y));
              supports.push(i);
            } else if ((this.z0[i] as number) < ze && az1 > z) return false;
          }
        }
      }
    }
    if (z === 0) return true;
    if (covered !== o.l * o.w) return false;
    return this.bearable(supports, item.grams);
  }

  /** Whether every carton under `supports` (them included) takes `grams` more on top. */
  private bearable(supports: readonly number[], grams: number): boolean {
    let ok = true;
    this.below(supports, (i) => {
      if ((this.load[i] as number) + grams > (this.item[i] as Item).limitGrams) ok = false;
    });
    return ok;
  }

  /** Calls `visit` once for every carton under `supports`, them included. */
  private below(supports: readonly number[], visit: (i: number) => void): void {
    const stamp = ++this.stamp;
    const stack = [...supports];
    while (stack.length > 0) {
      const i = stack.pop() as number;
      if (this.seen[i] === stamp) continue;
      this.seen[i] = stamp;
      visit(i);
      for (const s of this.supports[i] as number[]) stack.push(s);
    }
  }

  /** Places the item at the first point and orientation where it fits; the reason if none. */
  add(item: Item): UnplacedReason | null {
    if (item.blocked !== null) return item.blocked;
    if (this.usedGrams + item.grams > this.box.payload) return 'weight';
    let failed = this.failed.get(item.type);
    if (failed === undefined || failed.length < this.ex.length) {
      const grown = new Uint8Array(Math.max(1024, this.ex.length * 2));
      if (failed !== undefined) grown.set(failed);
      failed = grown;
      this.failed.set(item.type, failed);
    }
    while (this.cursor.length <= item.type) this.cursor.push(0);
    const sorted = this.sorted;
    for (let k = this.cursor[item.type] as number; k < sorted.length; k++) {
      const id = sorted[k] as number;
      if (failed[id] === 1 || !this.alive[id]) continue;
      const x = this.ex[id] as number;
      const y = this.ey[id] as number;
      const z = this.ez[id] as number;
      const roomX = this.roomX[id] as number;
      const roomY = this.roomY[id] as number;
      const roomZ = this.roomZ[id] as number;
      for (const o of item.orientations[this.turn]) {
        if (o.l > roomX || o.w > roomY || o.h > roomZ) continue;
        if (this.fits(item, x, y, z, o)) {
          this.cursor[item.type] = k;
          this.place(item, x, y, z, o, [...this.scratch]);
          return null;
        }
      }
      failed[id] = 1;
    }
    this.cursor[item.type] = sorted.length;
    return 'space';
  }

  /** Puts the item there, with no checks: for a caller that checked, or replays a plan. */
  place(item: Item, x: number, y: number, z: number, o: Orientation, supports: number[]): void {
    const i = this.item.length;
    const xe = x + o.l;
    const ye = y + o.w;
    const ze = z + o.h;
    this.item.push(item);
    this.x0.push(x);
    this.y0.push(y);
    this.z0.push(z);
    this.x1.push(xe);
    this.y1.push(ye);
    this.z1.push(ze);
    this.load.push(0);
    this.supports.push(supports);
    this.usedGrams += item.grams;
    this.usedVolume += o.l * o.w * o.h;
    this.below(supports, (s) => {
      this.load[s] = (this.load[s] as number) + item.grams;
    });
    for (let cx = Math.floor(x / CELL_MM); cx <= Math.floor((xe - 1) / CELL_MM); cx++)
      for (let cy = Math.floor(y / CELL_MM); cy <= Math.floor((ye - 1) / CELL_MM); cy++)
        for (let cz = Math.floor(z / CELL_MM); cz <= Math.floor((ze - 1) / CELL_MM); cz++)
          (this.cells[(cx * this.ny + cy) * this.nz + cz] ??= []).push(i);

    // Points the new carton covers are gone. They sort between its low and high ends on the
    // order's first coordinate.
    const first = this.firstAtOrAfter(this.keyAtStart(x, y, z));
    const end = this.keyAtStart(xe, ye, ze);
    for (let k = first; k < this.sorted.length; k++) {
      const id = this.sorted[k] as number;
      if ((this.sortKey[id] as number) >= end) break;
      if (!this.alive[id]) continue;
      const px = this.ex[id] as number;
      const py = this.ey[id] as number;
      const pz = this.ez[id] as number;
      if (x <= px && px < xe && y <= py && py < ye && z <= pz && pz < ze) {
        this.alive[id] = false;
        this.deadInSorted++;
      }
    }
    if (this.deadInSorted > 64 && this.deadInSorted * 2 > this.sorted.length) {
      this.sorted = this.sorted.filter((id) => this.alive[id]);
      this.deadInSorted = 0;
      this.cursor.fill(0);
    }

    // The three far corners, each projected back along the two other axes.
    const { L, W, H } = this.box;
    if (xe < L) {
      this.addPoint(xe, this.project(xe, y, z, 1), z);
      this.addPoint(xe, y, this.project(xe, y, z, 2));
    }
    if (ye < W) {
      this.addPoint(this.project(x, ye, z, 0), ye, z);
      this.addPoint(x, ye, this.project(x, ye, z, 2));
    }
    if (ze < H) {
      this.addPoint(this.project(x, y, ze, 0), y, ze);
      this.addPoint(x, this.project(x, y, ze, 1), ze);
    }
  }

  /**
   * How far forward along `axis` (0 x, 1 y, 2 z) the point (x, y, z) can move before it
   * meets a carton's near face or the wall: the coordinate it stops at.
   */
  private reach(x: number, y: number, z: number, axis: 0 | 1 | 2): number {
    const near = axis === 0 ? this.x0 : axis === 1 ? this.y0 : this.z0;
    const at = axis === 0 ? x : axis === 1 ? y : z;
    const wall = axis === 0 ? this.box.L : axis === 1 ? this.box.W : this.box.H;
    const cells = axis === 0 ? this.nx : axis === 1 ? this.ny : this.nz;
    let cx = Math.floor(x / CELL_MM);
    let cy = Math.floor(y / CELL_MM);
    let cz = Math.floor(z / CELL_MM);
    let best = wall;
    // A carton whose near face is in a cell is listed in that cell: walking the cells from
    // the point on, a face found is beaten only by faces in the cells already walked.
    for (let k = Math.floor(at / CELL_MM); k < cells; k++) {
      if (axis === 0) cx = k;
      else if (axis === 1) cy = k;
      else cz = k;
      for (const i of this.cell(cx, cy, cz)) {
        const face = near[i] as number;
        if (face < at || face >= best) continue;
        const hit =
          axis === 0
            ? this.contains(i, face, y, z)
            : axis === 1
              ? this.contains(i, x, face, z)
              : this.contains(i, x, y, face);
        if (hit) best = face;
      }
      if (best <= (k + 1) * CELL_MM) break;
    }
    return best;
  }

  /**
   * How far back along `axis` (0 x, 1 y, 2 z) the point (x, y, z) can move before it meets a
   * carton's far face or the wall: the coordinate it stops at.
   */
  private project(x: number, y: number, z: number, axis: 0 | 1 | 2): number {
    const far = axis === 0 ? this.x1 : axis === 1 ? this.y1 : this.z1;
    const at = axis === 0 ? x : axis === 1 ? y : z;
    let cx = Math.floor(x / CELL_MM);
    let cy = Math.floor(y / CELL_MM);
    let cz = Math.floor(z / CELL_MM);
    let best = 0;
    // A carton whose far face is in a cell is listed in that cell: walking the cells from
    // the point back, a face found is beaten only by faces in the cells already walked.
    for (let k = Math.floor((at - 1) / CELL_MM); k >= 0; k--) {
      if (axis === 0) cx = k;
      else if (axis === 1) cy = k;
      else cz = k;
      for (const i of this.cell(cx, cy, cz)) {
        const face = far[i] as number;
        if (face > at || face <= best) continue;
        const hit =
          axis === 0
            ? this.contains(i, face - 1, y, z)
            : axis === 1
              ? this.contains(i, x, face - 1, z)
              : this.contains(i, x, y, face - 1);
        if (hit) best = face;
      }
      if (best >= k * CELL_MM) break;
    }
    return best;
  }
}

function boxOf(container: ContainerSpec): Box {
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

function prepare(cartons: readonly Carton[], box: Box): Item[] {
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

interface PassResult {
  packing: Packing;
  unplaced: { item: Item; reason: UnplacedReason }[];
}

function runPass(items: readonly Item[], box: Box, strategy: Strategy): PassResult {
  const packing = new Packing(box, strategy.points, strategy.turn);
  const unplaced: PassResult['unplaced'] = [];
  for (const item of [...items].sort(strategy.sort)) {
    const reason = packing.add(item);
    if (reason !== null) unplaced.push({ item, reason });
  }
  return { packing, unplaced };
}

/** Placement indexes in loading order: back wall first, bottom up, left to right, supports first. */
function loadingSequence(packing: Packing): number[] {
  const n = packing.item.length;
  const waiting = new Array<number>(n).fill(0);
  const above: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) {
    for (const s of packing.supports[i] as number[]) {
      waiting[i] = (waiting[i] as number) + 1;
      (above[s] as number[]).push(i);
    }
  }
  const { x0, y0, z0 } = packing;
  const before = (a: number, b: number) => {
    const dx = (x0[a] as number) - (x0[b] as number);
    if (dx !== 0) return dx < 0;
    const dz = (z0[a] as number) - (z0[b] as number);
    if (dz !== 0) return dz < 0;
    // No two cartons share a back-bottom-left corner: y decides the rest.
    return (y0[a] as number) < (y0[b] as number);
  };
  // A binary heap of the cartons whose supports are all loaded.
  const heap: number[] = [];
  const push = (i: number) => {
    heap.push(i);
    let c = heap.length - 1;
    while (c > 0) {
      const p = (c - 1) >> 1;
      if (!before(heap[c] as number, heap[p] as number)) break;
      [heap[c], heap[p]] = [heap[p] as number, heap[c] as number];
      c = p;
    }
  };
  const pop = () => {
    const top = heap[0] as number;
    const lastItem = heap.pop() as number;
    if (heap.length > 0) {
      heap[0] = lastItem;
      let p = 0;
      for (;;) {
        const l = 2 * p + 1;
        const r = l + 1;
        let m = p;
        if (l < heap.length && before(heap[l] as number, heap[m] as number)) m = l;
        if (r < heap.length && before(heap[r] as number, heap[m] as number)) m = r;
        if (m === p) break;
        [heap[m], heap[p]] = [heap[p] as number, heap[m] as number];
        p = m;
      }
    }
    return top;
  };
  for (let i = 0; i < n; i++) if (waiting[i] === 0) push(i);
  const order: number[] = [];
  while (heap.length > 0) {
    const i = pop();
    order.push(i);
    for (const a of above[i] as number[]) {
      waiting[a] = (waiting[a] as number) - 1;
      if (waiting[a] === 0) push(a);
    }
  }
  return order;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const percentOf = (part: number, whole: number) => round1((part / whole) * 100);

function centreWarnings(cog: { x: number; y: number; z: number }, box: Box): LoadPlanWarning[] {
  const warnings: LoadPlanWarning[] = [];
  const check = (axis: LoadPlanAxis, offset: number, tolerance: number) => {
    if (offset > tolerance) {
      warnings.push({
        kind: 'centre-of-gravity',
        axis,
        offsetMm: Math.round(offset),
        toleranceMm: Math.round(tolerance),
      });
    }
  };
  check('length', Math.abs(cog.x - box.L / 2), box.L * CENTRE_OF_GRAVITY_TOLERANCE.length);
  check('width', Math.abs(cog.y - box.W / 2), box.W * CENTRE_OF_GRAVITY_TOLERANCE.width);
  check('height', cog.z, box.H * CENTRE_OF_GRAVITY_TOLERANCE.height);
  return warnings;
}

/**
 * Plans how `cartons` load into `container` (behaviour.md#load-plans). Pure and deterministic: the same
 * cartons in the same order give the same plan. See the comment above `Packing` for the
 * heuristic and the rules it keeps.
 *
 * @throws RangeError for a carton without a positive size or weight, a negative load limit,
 * a carton id used twice, or a container without a positive size or payload.
 */
export function planLoad(cartons: readonly Carton[], container: ContainerSpec): LoadPlan {
  const solved = solve(cartons, container);
  return describePlan(container, solved.box, solved.items, solved.best, []);
}

interface Solved {
  box: Box;
  items: Item[];
  best: PassResult;
  strategy: Strategy;
}

function solve(cartons: readonly Carton[], container: ContainerSpec): Solved {
  const box = boxOf(container);
  const items = prepare(cartons, box);
  let best: Solved | null = null;
  const passes = Math.max(1, Math.min(STRATEGIES.length, Math.floor(PASS_BUDGET / items.length)));
  for (const strategy of STRATEGIES.slice(0, passes)) {
    const pass = runPass(items, box, strategy);
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

/**
 * {@link planLoad} for cart lines: expands them into cartons ({@link expandCartLines}) and
 * plans those. Lines without any size are listed in `unsized` and warned about.
 *
 * @throws RangeError as expandCartLines and planLoad do.
 */
export function planCartLines(lines: readonly CartonLine[], container: ContainerSpec): LoadPlan {
  const { cartons, unsized } = expandCartLines(lines);
  const solved = solve(cartons, container);
  return describePlan(container, solved.box, solved.items, solved.best, unsized);
}

function describePlan(
  container: ContainerSpec,
  box: Box,
  items: readonly Item[],
  { packing, unplaced }: PassResult,
  unsized: string[],
): LoadPlan {
  const order = loadingSequence(packing);
  const idOf = (i: number) => (packing.item[i] as Item).carton.id;
  let momentX = 0;
  let momentY = 0;
  let momentZ = 0;
  const placed = order.map((i, position): PlacedCarton => {
    const item = packing.item[i] as Item;
    const x = packing.x0[i] as number;
    const y = packing.y0[i] as number;
    const z = packing.z0[i] as number;
    const length = (packing.x1[i] as number) - x;
    const width = (packing.y1[i] as number) - y;
    const height = (packing.z1[i] as number) - z;
    momentX += item.grams * (x + length / 2);
    momentY += item.grams * (y + width / 2);
    momentZ += item.grams * (z + height / 2);
    return {
      carton: item.source,
      step: position + 1,
      x,
      y,
      z,
      length,
      width,
      height,
      loadOnTopKg: (packing.load[i] as number) / 1000,
      restsOn: (packing.supports[i] as number[]).map(idOf),
    };
  });
  const requestedGrams = items.reduce((sum, item) => sum + item.grams, 0);
  const requestedVolume = items.reduce((sum, item) => sum + item.volume, 0);
  const innerVolume = box.L * box.W * box.H;
  const reasons: LoadPlanReason[] = [];
  if (requestedVolume > innerVolume) reasons.push('volume');
  if (requestedGrams > box.payload) reasons.push('weight');
  if (reasons.length === 0 && unplaced.length > 0) reasons.push('fit');

  const grams = packing.usedGrams;
  const centreOfGravity =
    grams > 0 ? { x: momentX / grams, y: momentY / grams, z: momentZ / grams } : null;
  const warnings = centreOfGravity ? centreWarnings(centreOfGravity, box) : [];
  const estimated = [
    ...new Set(items.filter((item) => item.carton.estimated).map((item) => item.carton.lineKey)),
  ];
  if (estimated.length > 0) warnings.push({ kind: 'estimated-cartons', lineKeys: estimated });
  if (unsized.length > 0) warnings.push({ kind: 'unsized-lines', lineKeys: unsized });

  return {
    container,
    placed,
    unplaced: [...unplaced]
      .sort((a, b) => a.item.index - b.item.index)
      .map(({ item, reason }) => ({ carton: item.source, reason })),
    fits: unplaced.length === 0,
    reasons,
    volume: {
      usedCbm: packing.usedVolume / 1e9,
      requestedCbm: requestedVolume / 1e9,
      capacityCbm: innerVolume / 1e9,
      percent: percentOf(packing.usedVolume, innerVolume),
    },
    weight: {
      usedKg: grams / 1000,
      requestedKg: requestedGrams / 1000,
      maxPayloadKg: box.payload / 1000,
      percent: percentOf(grams, box.payload),
    },
    centreOfGravity,
    warnings,
    unsized,
  };
}

// For whatStillFits in this folder; not part of the public API.
export const internal = { solve, runPass, prepare };
