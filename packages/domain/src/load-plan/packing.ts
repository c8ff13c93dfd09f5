import type { Box, EpOrder, Item, Orientation, TurnPreference } from './items';
import type { UnplacedReason } from './plan-types';

// Extreme-point first fit (Crainic, Perboli & Tadei 2008), with the loading rules
// (behaviour.md#load-plans) checked at every candidate:
// - cartons are taken in a fixed order (one of a few sort orders, see strategies.ts) and each is
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

// The grid that finds the cartons near a point: cubes of CELL_MM a side.
const CELL_MM = 256;
const NONE: readonly number[] = [];

/** One pass of the extreme-point heuristic over the items in the given order. */
export class Packing {
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
