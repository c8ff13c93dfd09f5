import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTAINER_TYPES } from '../container-types';
import type { CartonSpec } from './carton';
import type { CartonLine } from './cartons';
import type { ContainerSpec } from './plan-types';
import { planCartLines } from './planner';
import { whatStillFits } from './still-fits';

const [c20] = CONTAINER_TYPES;

const spec = (over: Partial<CartonSpec> = {}): CartonSpec => ({
  width: 600,
  depth: 500,
  height: 500,
  grossWeightKg: 20,
  unitsPerCarton: 1,
  stackable: true,
  maxLoadOnTopKg: 500,
  thisSideUp: true,
  source: 'carton',
  estimated: [],
  ...over,
});
const line = (key: string, quantity: number, carton: CartonSpec | null): CartonLine => ({
  key,
  quantity,
  carton,
});

const crate: ContainerSpec = {
  inner: { length: 1200, width: 1000, height: 1000 },
  door: { width: 1000, height: 1000 },
  maxPayloadKg: 1000,
};

describe('whatStillFits', () => {
  it('counts whole cartons into an empty container', () => {
    // 2 × 2 × 2 cartons of 600 × 500 × 500 fill the crate exactly.
    expect(whatStillFits([], crate, [line('BOX', 0, spec())])).toEqual([
      { key: 'BOX', units: 8, cartons: 8 },
    ]);
  });

  it('fills the part-filled last carton of a line first, then whole cartons', () => {
    const chairs = spec({ unitsPerCarton: 4 });
    // 10 chairs: 3 cartons, the last with 2 free places; 5 more cartons fit.
    const [answer] = whatStillFits([line('CHAIR', 10, chairs)], crate, [line('CHAIR', 0, null)]);
    expect(answer).toEqual({ key: 'CHAIR', units: 2 + 5 * 4, cartons: 5 });
  });

  it('uses the line’s own carton for a product already in the cart', () => {
    const [answer] = whatStillFits([line('A', 1, spec())], crate, [
      line('A', 0, spec({ width: 100, depth: 100, height: 100 })),
    ]);
    expect(answer?.cartons).toBe(7);
  });

  it('stops at the payload', () => {
    const heavy = spec({ grossWeightKg: 300 });
    expect(whatStillFits([], crate, [line('HEAVY', 0, heavy)])[0]?.cartons).toBe(3);
  });

  it('answers 0 for a product without a size, and for a cart that does not fit already', () => {
    expect(whatStillFits([], crate, [line('LAMP', 0, null)])).toEqual([
      { key: 'LAMP', units: 0, cartons: 0 },
    ]);
    const over = [line('BOX', 9, spec())];
    expect(planCartLines(over, crate).fits).toBe(false);
    expect(whatStillFits(over, crate, [line('OTHER', 0, spec())])[0]?.units).toBe(0);
  });

  it('counts no more cartons than asked', () => {
    expect(whatStillFits([], crate, [line('BOX', 0, spec())], { max: 3 })[0]?.cartons).toBe(3);
    expect(whatStillFits([], crate, [line('BOX', 0, spec())], { max: -1 })[0]?.cartons).toBe(0);
  });

  it('answers every candidate from the same cart', () => {
    const cart = [line('BOX', 4, spec())];
    const answers = whatStillFits(cart, crate, [
      line('BOX', 0, null),
      line('FLAT', 0, spec({ height: 250 })),
    ]);
    expect(answers).toEqual([
      { key: 'BOX', units: 4, cartons: 4 },
      { key: 'FLAT', units: 8, cartons: 8 },
    ]);
  });

  it('lowers the count when the whole cart, planned again, takes fewer than loading on top did', () => {
    const cart = [
      line(
        'CUBE',
        1,
        spec({ width: 600, depth: 600, height: 600, thisSideUp: false, grossWeightKg: 10 }),
      ),
      line('SLIM', 2, spec({ width: 200, depth: 700, height: 300, grossWeightKg: 10 })),
    ];
    const candidate = spec({
      width: 300,
      depth: 600,
      height: 600,
      stackable: false,
      grossWeightKg: 10,
    });
    const [answer] = whatStillFits(cart, crate, [line('NEW', 0, candidate)]);
    expect(answer).toEqual({ key: 'NEW', units: 2, cartons: 2 });
    expect(planCartLines([...cart, line('NEW', 2, candidate)], crate).fits).toBe(true);
  });

  it('searches down to the most the whole cart takes when several fewer fit than loading on top did', () => {
    // Found by the property below: loading on top of the cart counts more cartons than a
    // fresh plan of the whole cart takes by more than one, so the count is searched for.
    const cart = [
      line(
        'L0',
        12,
        spec({
          width: 538,
          depth: 1166,
          height: 1141,
          grossWeightKg: 377,
          unitsPerCarton: 3,
          maxLoadOnTopKg: 70,
          thisSideUp: false,
        }),
      ),
      line(
        'L1',
        18,
        spec({
          width: 785,
          depth: 320,
          height: 263,
          grossWeightKg: 167,
          stackable: false,
          maxLoadOnTopKg: 45,
          thisSideUp: false,
        }),
      ),
      line(
        'L2',
        30,
        spec({
          width: 652,
          depth: 257,
          height: 645,
          grossWeightKg: 171,
          unitsPerCarton: 3,
          stackable: false,
          maxLoadOnTopKg: 296,
          thisSideUp: false,
        }),
      ),
    ];
    const candidate = spec({
      width: 1143,
      depth: 575,
      height: 1196,
      grossWeightKg: 10,
      unitsPerCarton: 6,
      stackable: false,
      maxLoadOnTopKg: 117,
      thisSideUp: false,
    });
    const [answer] = whatStillFits(cart, c20, [line('NEW', 0, candidate)]);
    const units = answer?.units ?? 0;
    if (units > 0)
      expect(planCartLines([...cart, line('NEW', units, candidate)], c20).fits).toBe(true);
    expect(planCartLines([...cart, line('NEW', units + 6, candidate)], c20).fits).toBe(false);
  });

  it('answers what the add check admits: adding exactly that many still fits (property)', () => {
    const cartonArb = fc.record({
      width: fc.integer({ min: 200, max: 1200 }),
      depth: fc.integer({ min: 200, max: 1200 }),
      height: fc.integer({ min: 200, max: 1200 }),
      grossWeightKg: fc.integer({ min: 5, max: 400 }),
      unitsPerCarton: fc.integer({ min: 1, max: 6 }),
      stackable: fc.boolean(),
      maxLoadOnTopKg: fc.integer({ min: 0, max: 400 }),
      thisSideUp: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cartonArb, fc.integer({ min: 0, max: 30 })), { maxLength: 4 }),
        cartonArb,
        (lines, candidate) => {
          const cart = lines.map(([c, quantity], k) => line(`L${String(k)}`, quantity, spec(c)));
          const newLine = line('NEW', 0, spec(candidate));
          const [forNew, forFirst] = whatStillFits(cart, c20, [
            newLine,
            ...(cart[0] ? [line(cart[0].key, 0, null)] : []),
          ]);
          const units = forNew?.units ?? 0;
          if (units > 0)
            expect(planCartLines([...cart, { ...newLine, quantity: units }], c20).fits).toBe(true);
          if (cart[0] && forFirst && forFirst.units > 0) {
            const grown = cart.map((l, k) =>
              k === 0 ? { ...l, quantity: l.quantity + forFirst.units } : l,
            );
            expect(planCartLines(grown, c20).fits).toBe(true);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
