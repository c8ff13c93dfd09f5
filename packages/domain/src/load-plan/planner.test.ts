import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTAINER_TYPES } from '../container-types';
import type { CartonSpec } from './carton';
import type { Carton } from './cartons';
import type { ContainerSpec, LoadPlan } from './plan-types';
import { CENTRE_OF_GRAVITY_TOLERANCE } from './centre-of-gravity';
import { planCartLines, planLoad } from './planner';

const [c20, c40, c40hc] = CONTAINER_TYPES;

let serial = 0;
function carton(overrides: Partial<Carton> = {}): Carton {
  serial += 1;
  return {
    id: `c${String(serial)}`,
    lineKey: 'line',
    label: 'Carton',
    width: 600,
    depth: 400,
    height: 400,
    weightKg: 20,
    units: 1,
    stackable: true,
    maxLoadOnTopKg: 1000,
    thisSideUp: false,
    estimated: false,
    ...overrides,
  };
}
const many = (count: number, overrides: Partial<Carton> = {}) =>
  Array.from({ length: count }, () => carton(overrides));

/** A small box, so a few cartons meet every rule. */
const crate = (over: Partial<ContainerSpec> = {}): ContainerSpec => ({
  inner: { length: 1000, width: 1000, height: 1000 },
  door: { width: 1000, height: 1000 },
  maxPayloadKg: 1000,
  ...over,
});

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/**
 * Every loading rule (behaviour.md#load-plans), checked from the plan's geometry alone (not from what the planner
 * says about itself): each carton once, inside, through the door, no overlap, turned as
 * allowed, fully supported by stackable cartons, loads on top within limits (every carton
 * above counts in full), the payload kept, and a loading sequence that puts supports first.
 */
function expectValidPlan(plan: LoadPlan, cartons: readonly Carton[], container: ContainerSpec) {
  const { length: L, width: W, height: H } = container.inner;
  const ids = [...plan.placed.map((p) => p.carton.id), ...plan.unplaced.map((u) => u.carton.id)];
  expect(ids.toSorted()).toEqual(cartons.map((c) => c.id).toSorted());
  expect(plan.placed.map((p) => p.step)).toEqual(plan.placed.map((_, i) => i + 1));

  const grams = (kg: number) => Math.round(kg * 1000);
  let weight = 0;
  for (const p of plan.placed) {
    const c = p.carton;
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.y).toBeGreaterThanOrEqual(0);
    expect(p.z).toBeGreaterThanOrEqual(0);
    expect(p.x + p.length).toBeLessThanOrEqual(L);
    expect(p.y + p.width).toBeLessThanOrEqual(W);
    expect(p.z + p.height).toBeLessThanOrEqual(H);
    expect(p.width).toBeLessThanOrEqual(container.door.width);
    expect(p.height).toBeLessThanOrEqual(container.door.height);
    expect([p.length, p.width, p.height].toSorted((a, b) => a - b)).toEqual(
      [c.width, c.depth, c.height].map(Math.ceil).toSorted((a, b) => a - b),
    );
    if (c.thisSideUp) expect(p.height).toBe(Math.ceil(c.height));
    weight += grams(c.weightKg);
  }
  expect(weight).toBeLessThanOrEqual(Math.floor(container.maxPayloadKg * 1000));

  const below = new Map<string, string[]>();
  for (const a of plan.placed) {
    let covered = 0;
    const supports: string[] = [];
    for (const b of plan.placed) {
      if (a === b) continue;
      const dx = overlap(a.x, a.x + a.length, b.x, b.x + b.length);
      const dy = overlap(a.y, a.y + a.width, b.y, b.y + b.width);
      const dz = overlap(a.z, a.z + a.height, b.z, b.z + b.height);
      expect(dx * dy * dz, `${a.carton.id} overlaps ${b.carton.id}`).toBe(0);
      if (dx > 0 && dy > 0 && b.z + b.height === a.z) {
        expect(b.carton.stackable, `${a.carton.id} stands on ${b.carton.id}`).toBe(true);
        covered += dx * dy;
        supports.push(b.carton.id);
      }
    }
    if (a.z > 0) expect(covered, `${a.carton.id} is not fully supported`).toBe(a.length * a.width);
    expect(a.restsOn.toSorted()).toEqual(supports.toSorted());
    below.set(a.carton.id, supports);
  }

  const byId = new Map(plan.placed.map((p) => [p.carton.id, p]));
  for (const p of plan.placed) {
    // Everything above p: the cartons that rest on it, and on those, and so on.
    const above = new Set<string>();
    const stack = plan.placed.filter((q) => below.get(q.carton.id)?.includes(p.carton.id));
    while (stack.length > 0) {
      const q = stack.pop() as (typeof plan.placed)[number];
      if (above.has(q.carton.id)) continue;
      above.add(q.carton.id);
      stack.push(...plan.placed.filter((r) => below.get(r.carton.id)?.includes(q.carton.id)));
    }
    const load = [...above].reduce(
      (sum, id) => sum + grams((byId.get(id) as (typeof plan.placed)[number]).carton.weightKg),
      0,
    );
    expect(grams(p.loadOnTopKg)).toBe(load);
    const limit = p.carton.stackable ? grams(p.carton.maxLoadOnTopKg) : 0;
    expect(load, `load on ${p.carton.id}`).toBeLessThanOrEqual(limit);
    for (const s of p.restsOn) expect((byId.get(s)?.step ?? Infinity) < p.step).toBe(true);
  }
}

describe('planLoad', () => {
  it('puts a single carton in the back corner on the floor', () => {
    const only = carton({ id: 'only' });
    const plan = planLoad([only], c20);
    expect(plan.placed).toEqual([
      {
        carton: only,
        step: 1,
        x: 0,
        y: 0,
        z: 0,
        length: expect.any(Number) as number,
        width: expect.any(Number) as number,
        height: expect.any(Number) as number,
        loadOnTopKg: 0,
        restsOn: [],
      },
    ]);
    expect(plan).toMatchObject({ fits: true, reasons: [], unplaced: [], unsized: [] });
    expect(plan.volume.usedCbm).toBeCloseTo(0.096, 12);
    expect(plan.weight).toEqual({
      usedKg: 20,
      requestedKg: 20,
      maxPayloadKg: 28_280,
      percent: 0.1,
    });
    expect(plan.container).toBe(c20);
  });

  it('fills a container with identical cartons, back wall first', () => {
    const cartons = many(60, { width: 500, depth: 500, height: 500 });
    const plan = planLoad(cartons, c20);
    expect(plan.fits).toBe(true);
    expectValidPlan(plan, cartons, c20);
    expect(plan.placed[0]).toMatchObject({ x: 0, z: 0 });
    // The loading sequence runs from the back wall towards the door.
    const xs = plan.placed.map((p) => p.x);
    expect(xs[xs.length - 1]).toBeGreaterThan(xs[0] as number);
    expect(plan.volume.percent).toBe(Math.round((60 * 0.125 * 1000) / c20.capacity / 1.00596) / 10);
  });

  it('plans a thousand small cartons: the candidate points outgrow their first store', () => {
    // Over a thousand extreme points: the per-type record of the points that failed grows
    // while cartons of that type are still being placed. (Validity on this scale is the
    // property tests' job; here, that all of them are placed inside.)
    const cartons = many(1000, { width: 200, depth: 200, height: 200, weightKg: 5 });
    const plan = planLoad(cartons, c20);
    expect(plan.fits).toBe(true);
    expect(plan.placed).toHaveLength(1000);
    const { length, width, height } = c20.inner;
    for (const p of plan.placed) {
      expect(p.x + p.length).toBeLessThanOrEqual(length);
      expect(p.y + p.width).toBeLessThanOrEqual(width);
      expect(p.z + p.height).toBeLessThanOrEqual(height);
    }
  });

  it('stands nothing on a carton that is not stackable', () => {
    const slab = { width: 1000, depth: 1000, height: 300, stackable: false };
    const tables = [carton({ ...slab, id: 'table-1' }), carton({ ...slab, id: 'table-2' })];
    const plan = planLoad(tables, crate());
    expect(plan.placed.map((p) => p.carton.id)).toEqual(['table-1']);
    expect(plan.unplaced).toEqual([{ carton: tables[1], reason: 'space' }]);
    expect(plan.reasons).toEqual(['fit']);
    // With a stackable box of the same size, the box goes under and the table on top.
    const box = carton({ ...slab, id: 'box', stackable: true });
    const both = planLoad([tables[0] as Carton, box], crate());
    expect(both.placed.map((p) => [p.carton.id, p.z])).toEqual([
      ['box', 0],
      ['table-1', 300],
    ]);
  });

  it('keeps the load on a carton within its limit, counting everything above it', () => {
    const base = { width: 1000, depth: 1000, height: 250, weightKg: 10 };
    const cartons = [
      carton({ ...base, id: 'a', maxLoadOnTopKg: 25 }),
      carton({ ...base, id: 'b', maxLoadOnTopKg: 100 }),
      carton({ ...base, id: 'c', maxLoadOnTopKg: 100 }),
      carton({ ...base, id: 'd', maxLoadOnTopKg: 100 }),
    ];
    const plan = planLoad(cartons, crate());
    expectValidPlan(plan, cartons, crate());
    // Four high exactly; the weak one goes on top, and the bottom one carries the other three.
    expect(plan.placed.map((p) => [p.carton.id, p.z, p.loadOnTopKg])).toEqual([
      ['b', 0, 30],
      ['c', 250, 20],
      ['d', 500, 10],
      ['a', 750, 0],
    ]);
    // Four that can each carry only 15 kg: the third would put 20 kg on the first.
    const weak = cartons.map((c) => ({ ...c, maxLoadOnTopKg: 15 }));
    const limited = planLoad(weak, crate());
    expect(limited.placed).toHaveLength(2);
    expect(limited.unplaced.map((u) => u.reason)).toEqual(['space', 'space']);
    expect(limited.reasons).toEqual(['fit']);
  });

  it('keeps a "this side up" carton upright, even when lying down would fit', () => {
    const tall = { width: 300, depth: 300, height: 1200 };
    const upright = carton({ ...tall, thisSideUp: true });
    const free = carton({ ...tall, thisSideUp: false });
    const long = crate({ inner: { length: 1500, width: 1000, height: 1000 } });
    expect(planLoad([upright], long).unplaced[0]?.reason).toBe('size');
    const lying = planLoad([free], long);
    expect(lying.fits).toBe(true);
    expect(lying.placed[0]?.height).toBe(300);
  });

  it('leaves out what does not pass through the door, but turns what can', () => {
    // 2350 mm wide fits inside a 20 ft box (2352) but not through its door (2340).
    const wide = carton({ width: 2350, depth: 2350, height: 500, thisSideUp: true });
    expect(planLoad([wide], c20).unplaced).toEqual([{ carton: wide, reason: 'door' }]);
    const turnable = carton({ width: 2350, depth: 600, height: 500, thisSideUp: true });
    const plan = planLoad([turnable], c20);
    expect(plan.placed[0]).toMatchObject({ length: 2350, width: 600 });
    // Taller than the door, lower than the roof: only lying down.
    const tall = carton({ width: 600, depth: 600, height: 2300 });
    expect(planLoad([tall], c20).placed[0]?.height).toBeLessThanOrEqual(2280);
    expect(planLoad([{ ...tall, thisSideUp: true }], c20).unplaced[0]?.reason).toBe('door');
  });

  it('refuses by weight when the cartons weigh more than the payload (marble tops)', () => {
    const tops = many(100, { width: 1900, depth: 1000, height: 160, weightKg: 320 });
    const plan = planLoad(tops, c20);
    expect(plan.reasons).toEqual(['weight']);
    expect(plan.placed).toHaveLength(88);
    expect(plan.weight.usedKg).toBe(28_160);
    expect(plan.weight.requestedKg).toBe(32_000);
    expect(new Set(plan.unplaced.map((u) => u.reason))).toEqual(new Set(['weight']));
    expectValidPlan(plan, tops, c20);
  });

  it('refuses by volume when the cartons take more CBM than the container holds', () => {
    const cartons = many(300, { width: 600, depth: 500, height: 400 });
    const plan = planLoad(cartons, c20);
    expect(plan.reasons).toEqual(['volume']);
    expect(plan.volume.requestedCbm).toBeCloseTo(36, 9);
    expect(plan.volume.capacityCbm).toBeCloseTo((5898 * 2352 * 2393) / 1e9, 9);
    expect(plan.unplaced.every((u) => u.reason === 'space')).toBe(true);
    // Over both limits: both are named, volume first.
    const heavy = cartons.map((c) => ({ ...c, weightKg: 100 }));
    expect(planLoad(heavy, c20).reasons).toEqual(['volume', 'weight']);
  });

  it('names a carton larger than the container in every orientation', () => {
    const huge = carton({ width: 13_000, depth: 500, height: 500 });
    const plan = planLoad([huge], c40hc);
    expect(plan.unplaced).toEqual([{ carton: huge, reason: 'size' }]);
    expect(plan.reasons).toEqual(['fit']);
    expect(plan.centreOfGravity).toBeNull();
    expect(plan.volume.percent).toBe(0);
  });

  it('warns when the centre of gravity is off centre lengthwise and across', () => {
    const plan = planLoad([carton({ width: 500, depth: 500, height: 500 })], c40);
    expect(plan.centreOfGravity).toEqual({ x: 250, y: 250, z: 250 });
    expect(plan.warnings).toEqual([
      { kind: 'centre-of-gravity', axis: 'length', offsetMm: 5766, toleranceMm: 1203 },
      { kind: 'centre-of-gravity', axis: 'width', offsetMm: 926, toleranceMm: 118 },
    ]);
    expect(CENTRE_OF_GRAVITY_TOLERANCE).toEqual({ length: 0.1, width: 0.05, height: 0.5 });
  });

  it('warns when the centre of gravity sits above half the height', () => {
    const box = crate({
      inner: { length: 500, width: 500, height: 2000 },
      door: { width: 500, height: 2000 },
    });
    const light = carton({ id: 'light', width: 500, depth: 500, height: 1000, weightKg: 1 });
    const heavy = carton({ id: 'heavy', width: 500, depth: 500, height: 1000, weightKg: 200 });
    // Sorted by volume then input order, the light one goes first and the heavy on top.
    const plan = planLoad([light, heavy], box);
    expect(plan.placed.map((p) => p.carton.id)).toEqual(['light', 'heavy']);
    expect(plan.warnings).toContainEqual({
      kind: 'centre-of-gravity',
      axis: 'height',
      offsetMm: 1495,
      toleranceMm: 1000,
    });
  });

  it('says which lines are estimates', () => {
    const plan = planLoad(
      [carton({ lineKey: 'SOFA', estimated: true }), carton({ lineKey: 'CHAIR' })],
      c20,
    );
    expect(plan.warnings).toContainEqual({ kind: 'estimated-cartons', lineKeys: ['SOFA'] });
  });

  it('keeps the caller’s carton, and plans a fractional size as the next whole millimetre', () => {
    const odd = carton({ width: 999.2, depth: 999.2, height: 999.2 });
    const plan = planLoad([odd], crate());
    expect(plan.fits).toBe(true);
    expect(plan.placed[0]?.carton).toBe(odd);
    expect(plan.placed[0]?.length).toBe(1000);
    expect(planLoad([carton({ width: 1000.1, depth: 10, height: 10 })], crate()).fits).toBe(false);
  });

  it.each([
    ['a zero width', { width: 0 }, 'needs a positive width, depth and height'],
    ['a NaN height', { height: Number.NaN }, 'needs a positive width, depth and height'],
    ['no weight', { weightKg: 0 }, 'needs a positive weight'],
    ['a negative load limit', { maxLoadOnTopKg: -1 }, 'maximum load on top of 0 or more'],
    ['an infinite load limit', { maxLoadOnTopKg: Infinity }, 'maximum load on top of 0 or more'],
  ])('refuses a carton with %s', (_name, bad, message) => {
    expect(() => planLoad([carton(bad)], c20)).toThrow(RangeError);
    expect(() => planLoad([carton(bad)], c20)).toThrow(message);
  });

  it('refuses a carton id used twice', () => {
    const one = carton();
    expect(() => planLoad([one, { ...one }], c20)).toThrow(`carton id ${one.id} is used twice`);
  });

  it.each([
    ['inner length', { inner: { length: 0, width: 1000, height: 1000 } }],
    ['door width', { door: { width: Number.NaN, height: 1000 } }],
    ['payload', { maxPayloadKg: 0.5 }],
  ])('refuses a container without a usable %s', (what, over) => {
    expect(() => planLoad([], crate(over))).toThrow(`the container's ${what} must be`);
  });

  it('plans nothing for no cartons', () => {
    const plan = planLoad([], c20);
    expect(plan).toMatchObject({ fits: true, placed: [], unplaced: [], warnings: [] });
  });
});

describe('planCartLines', () => {
  const spec: CartonSpec = {
    width: 620,
    depth: 560,
    height: 480,
    grossWeightKg: 34,
    unitsPerCarton: 4,
    stackable: true,
    maxLoadOnTopKg: 120,
    thisSideUp: true,
    source: 'carton',
    estimated: [],
  };

  it('plans the cartons of cart lines and lists the lines without a size', () => {
    const plan = planCartLines(
      [
        { key: 'CHAIR', label: 'Oslo chair', quantity: 10, carton: spec },
        { key: 'LAMP', quantity: 2, carton: null },
      ],
      c20,
    );
    expect(plan.placed).toHaveLength(3);
    expect(plan.placed.map((p) => p.carton.units).toSorted()).toEqual([2, 4, 4]);
    expect(plan.unsized).toEqual(['LAMP']);
    expect(plan.warnings).toContainEqual({ kind: 'unsized-lines', lineKeys: ['LAMP'] });
  });
});

// --- Properties -------------------------------------------------------------------------

const cartonTypeArb = fc.record({
  width: fc.integer({ min: 100, max: 1200 }),
  depth: fc.integer({ min: 100, max: 1200 }),
  height: fc.integer({ min: 100, max: 1200 }),
  weightKg: fc.integer({ min: 1, max: 4000 }).map((g) => g / 10),
  stackable: fc.boolean(),
  maxLoadOnTopKg: fc.integer({ min: 0, max: 300 }),
  thisSideUp: fc.boolean(),
  count: fc.integer({ min: 1, max: 12 }),
});

const containerArb: fc.Arbitrary<ContainerSpec> = fc.oneof(
  fc.constantFrom(...CONTAINER_TYPES),
  fc
    .record({
      length: fc.integer({ min: 800, max: 4000 }),
      width: fc.integer({ min: 800, max: 2400 }),
      height: fc.integer({ min: 800, max: 2400 }),
      doorShare: fc.integer({ min: 70, max: 100 }),
      maxPayloadKg: fc.integer({ min: 50, max: 3000 }),
    })
    .map(({ length, width, height, doorShare, maxPayloadKg }) => ({
      inner: { length, width, height },
      door: {
        width: Math.floor((width * doorShare) / 100),
        height: Math.floor((height * doorShare) / 100),
      },
      maxPayloadKg,
    })),
);

const mixArb = fc.array(cartonTypeArb, { minLength: 1, maxLength: 5 }).map((types) =>
  types.flatMap(({ count, ...type }, t) =>
    Array.from({ length: count }, (_, n) => ({
      ...type,
      id: `t${String(t)}#${String(n + 1)}`,
      lineKey: `t${String(t)}`,
      label: `type ${String(t)}`,
      units: 1,
      estimated: false,
    })),
  ),
);

describe('planLoad properties', () => {
  it('keeps every rule: inside, through the door, no overlap, turning, stacking, loads, payload', () => {
    fc.assert(
      fc.property(mixArb, containerArb, (cartons, container) => {
        const plan = planLoad(cartons, container);
        expectValidPlan(plan, cartons, container);
        expect(plan.fits).toBe(plan.unplaced.length === 0);
        expect(plan.reasons.length === 0).toBe(plan.fits);
      }),
      { numRuns: 150 },
    );
  });

  it('is deterministic: the same cartons give the same plan', () => {
    fc.assert(
      fc.property(mixArb, containerArb, (cartons, container) => {
        expect(planLoad(cartons, container)).toEqual(planLoad(structuredClone(cartons), container));
      }),
      { numRuns: 40 },
    );
  });

  it('reports fill figures that add up', () => {
    fc.assert(
      fc.property(mixArb, containerArb, (cartons, container) => {
        const plan = planLoad(cartons, container);
        const volume = plan.placed.reduce((sum, p) => sum + p.length * p.width * p.height, 0);
        expect(plan.volume.usedCbm).toBe(volume / 1e9);
        const grams = plan.placed.reduce((sum, p) => sum + Math.round(p.carton.weightKg * 1000), 0);
        expect(plan.weight.usedKg).toBe(grams / 1000);
        expect(plan.weight.usedKg).toBeLessThanOrEqual(container.maxPayloadKg);
      }),
      { numRuns: 60 },
    );
  });

  it('never names weight as the reason while the payload is kept, nor volume while the CBM is', () => {
    fc.assert(
      fc.property(mixArb, containerArb, (cartons, container) => {
        const plan = planLoad(cartons, container);
        const grams = cartons.reduce((sum, c) => sum + Math.round(c.weightKg * 1000), 0);
        expect(plan.reasons.includes('weight')).toBe(grams > container.maxPayloadKg * 1000);
        if (plan.unplaced.some((u) => u.reason === 'weight')) {
          expect(plan.reasons).toContain('weight');
        }
      }),
      { numRuns: 60 },
    );
  });
});
