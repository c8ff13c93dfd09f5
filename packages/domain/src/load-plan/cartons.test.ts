import { describe, expect, it } from 'vitest';
import type { CartonSpec } from './carton';
import type { CartonLine } from './cartons';
import { MAX_PLAN_CARTONS, countCartons, expandCartLines } from './cartons';

const chairs: CartonSpec = {
  width: 620,
  depth: 560,
  height: 480,
  grossWeightKg: 34,
  unitsPerCarton: 4,
  stackable: true,
  maxLoadOnTopKg: 120,
  thisSideUp: false,
  source: 'carton',
  estimated: [],
};
const line = (key: string, quantity: number, carton: CartonSpec | null = chairs): CartonLine => ({
  key,
  label: `Product ${key}`,
  quantity,
  carton,
});

describe('expandCartLines', () => {
  it('packs units several to a carton, the last carton holding the remainder', () => {
    const { cartons, unsized } = expandCartLines([line('CH-1', 10)]);
    expect(cartons.map((c) => [c.id, c.units])).toEqual([
      ['CH-1#1', 4],
      ['CH-1#2', 4],
      ['CH-1#3', 2],
    ]);
    expect(unsized).toEqual([]);
    // A part-filled carton is the same box at the full gross weight.
    expect(cartons[2]).toMatchObject({
      lineKey: 'CH-1',
      label: 'Product CH-1',
      width: 620,
      depth: 560,
      height: 480,
      weightKg: 34,
      stackable: true,
      maxLoadOnTopKg: 120,
      thisSideUp: false,
      estimated: false,
    });
  });

  it('makes no cartons for a quantity of 0, and labels a carton with its key when unnamed', () => {
    expect(expandCartLines([line('A', 0)]).cartons).toEqual([]);
    const { cartons } = expandCartLines([{ key: 'B', quantity: 1, carton: chairs }]);
    expect(cartons[0]?.label).toBe('B');
  });

  it('lists lines without any size instead of planning them', () => {
    const { cartons, unsized } = expandCartLines([
      line('NO-SIZE', 3, null),
      line('NONE', 0, null),
      line('CH', 4),
    ]);
    expect(unsized).toEqual(['NO-SIZE']);
    expect(cartons).toHaveLength(1);
  });

  it('marks the cartons of an estimated carton, and gives a non-stackable carton no load', () => {
    const estimated = { ...chairs, stackable: false, estimated: ['grossWeight'] as const };
    const [carton] = expandCartLines([line('X', 1, estimated)]).cartons;
    expect(carton).toMatchObject({ estimated: true, maxLoadOnTopKg: 0, stackable: false });
  });

  it.each([
    ['a fractional quantity', 1.5, 'got 1.5'],
    ['a negative quantity', -1, 'got -1'],
    ['a quantity as text', '2' as unknown as number, 'got "2"'],
  ])('refuses %s', (_name, quantity, message) => {
    expect(() => expandCartLines([line('A', quantity)])).toThrow(RangeError);
    expect(() => expandCartLines([line('A', quantity)])).toThrow(message);
  });

  it('refuses a key used twice', () => {
    expect(() => expandCartLines([line('A', 1), line('A', 2)])).toThrow('line key A is used twice');
  });

  it('refuses more cartons than a plan takes', () => {
    const single = { ...chairs, unitsPerCarton: 1 };
    expect(countCartons([line('A', MAX_PLAN_CARTONS, single)])).toBe(MAX_PLAN_CARTONS);
    expect(expandCartLines([line('A', MAX_PLAN_CARTONS, single)]).cartons).toHaveLength(
      MAX_PLAN_CARTONS,
    );
    expect(() => expandCartLines([line('A', MAX_PLAN_CARTONS + 1, single)])).toThrow(
      `${String(MAX_PLAN_CARTONS + 1)} cartons is more than a plan takes`,
    );
  });
});

describe('countCartons', () => {
  it('counts ceil(quantity / units per carton) per line, 0 for lines without a size', () => {
    expect(countCartons([line('A', 9), line('B', 4), line('C', 5, null)])).toBe(4);
    expect(() => countCartons([line('A', -3)])).toThrow('countCartons: quantity');
  });
});
