import { describe, expect, it } from 'vitest';
import { OVER_CAPACITY_MESSAGE } from '../messages';
import type { CartonSpec } from './carton';
import type { CartonLine } from './cartons';
import { MAX_PLAN_CARTONS } from './cartons';
import {
  LOAD_PLAN_REASON_FIELD,
  checkContainerLoad,
  isLoadPlanReason,
  loadPlanReasonOf,
  overCapacityDetailsOf,
} from './check';
import type { ContainerSpec } from './plan-types';
import { planCartLines } from './planner';

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

// 1.2 CBM: eight 600 × 500 × 500 cartons fill it exactly.
const crate: ContainerSpec = {
  inner: { length: 1200, width: 1000, height: 1000 },
  door: { width: 1000, height: 1000 },
  maxPayloadKg: 1000,
};

describe('checkContainerLoad', () => {
  it('passes what can be planned, with the plan', () => {
    const check = checkContainerLoad([line('BOX', 8, spec())], crate);
    expect(check.fits).toBe(true);
    expect(check.plan?.placed).toHaveLength(8);
  });

  it('refuses more cartons than the box holds for volume', () => {
    const check = checkContainerLoad([line('BOX', 9, spec())], crate);
    expect(check).toMatchObject({
      fits: false,
      reason: 'volume',
      requested: { cartons: 9 },
      capacity: { cbm: 1.2, kg: 1000 },
    });
  });

  it('refuses a load over the payload for weight', () => {
    const check = checkContainerLoad([line('STONE', 4, spec({ grossWeightKg: 300 }))], crate);
    expect(check).toMatchObject({ fits: false, reason: 'weight' });
    expect(check.fits ? null : check.requested.kg).toBe(1200);
  });

  it('refuses cartons that fit by volume and weight but not by stacking for fit', () => {
    // Two not-stackable cartons of half the box's height: only the floor takes them.
    const flat = spec({
      width: 1200,
      depth: 1000,
      height: 400,
      stackable: false,
      maxLoadOnTopKg: 0,
    });
    const check = checkContainerLoad([line('TOP', 2, flat)], crate);
    expect(check).toMatchObject({ fits: false, reason: 'fit' });
    expect(check.plan?.unplaced).toHaveLength(1);
  });

  it('agrees with planCartLines', () => {
    const lines = [line('A', 5, spec()), line('B', 2, spec({ grossWeightKg: 200 }))];
    const check = checkContainerLoad(lines, crate);
    const plan = planCartLines(lines, crate);
    expect(check.fits).toBe(plan.fits);
    expect(check.fits ? [] : [check.reason]).toEqual(plan.reasons.slice(0, 1));
  });

  it('refuses more than MAX_PLAN_CARTONS cartons from their totals, without planning', () => {
    const tiny = spec({ width: 10, depth: 10, height: 10, grossWeightKg: 0.01 });
    const many = checkContainerLoad([line('PIN', MAX_PLAN_CARTONS + 1, tiny)], crate);
    expect(many).toMatchObject({ fits: false, reason: 'cartons', plan: null });
    const heavy = checkContainerLoad(
      [
        line(
          'PIN',
          MAX_PLAN_CARTONS + 1,
          spec({ width: 10, depth: 10, height: 10, grossWeightKg: 1 }),
        ),
      ],
      crate,
    );
    expect(heavy).toMatchObject({ fits: false, reason: 'weight', plan: null });
    const big = checkContainerLoad(
      [line('BOX', MAX_PLAN_CARTONS + 1, spec()), line('NOSIZE', 5, null)],
      crate,
    );
    expect(big).toMatchObject({ fits: false, reason: 'volume', plan: null });
    // The line without a size adds nothing to the totals.
    expect(big.fits ? null : big.requested).toEqual({
      cartons: MAX_PLAN_CARTONS + 1,
      cbm: (MAX_PLAN_CARTONS + 1) * 0.15,
      kg: (MAX_PLAN_CARTONS + 1) * 20,
    });
  });

  it('plans MAX_PLAN_CARTONS cartons and refuses one more before planning, whatever the clock', () => {
    const tiny = spec({ width: 10, depth: 10, height: 10, grossWeightKg: 0.01 });
    let looks = 0;
    // A clock that has run out by its second look: one look is all a refusal may take.
    const now = () => (looks++ === 0 ? 0 : 1e9);
    const refused = checkContainerLoad([line('PIN', MAX_PLAN_CARTONS + 1, tiny)], crate, {
      budgetMs: 1,
      now,
    });
    expect(refused).toMatchObject({ fits: false, reason: 'cartons', plan: null });
    expect(looks).toBe(1);
    const planned = checkContainerLoad([line('PIN', MAX_PLAN_CARTONS, tiny)], crate, {
      now: () => 0,
    });
    expect(planned.fits).toBe(true);
    expect(planned.plan?.placed).toHaveLength(MAX_PLAN_CARTONS);
  });

  it('is a few thousand cartons: more than a 40 ft high cube of small furniture cartons', () => {
    // 76 CBM of 0.02 CBM cartons (a lamp box) is 3,800.
    expect(MAX_PLAN_CARTONS).toBeGreaterThanOrEqual(3800);
    expect(MAX_PLAN_CARTONS).toBeLessThanOrEqual(5000);
  });

  it('refuses as time, with no plan, when the budget is spent before planning', () => {
    const check = checkContainerLoad([line('BOX', 8, spec())], crate, { budgetMs: 0 });
    expect(check).toMatchObject({
      fits: false,
      reason: 'time',
      plan: null,
      requested: { cartons: 8, cbm: 1.2, kg: 160 },
      capacity: { cbm: 1.2, kg: 1000 },
    });
  });

  it('refuses as time when the clock runs out in the middle of a plan', () => {
    let t = 0;
    // Every look at the clock is 10 ms later; 64 cartons between looks, so a 200-carton
    // plan looks several times and a 25 ms budget runs out on the third.
    const now = () => (t += 10) - 10;
    const tiny = spec({ width: 100, depth: 100, height: 100, grossWeightKg: 1 });
    const check = checkContainerLoad([line('PIN', 200, tiny)], crate, { budgetMs: 25, now });
    expect(check).toMatchObject({ fits: false, reason: 'time', plan: null });
    // The same lines with a clock that stands still: planned, and they fit.
    expect(checkContainerLoad([line('PIN', 200, tiny)], crate, { now: () => 0 }).fits).toBe(true);
  });

  it('lets lines without a size through, as behaviour.md#validation does', () => {
    const check = checkContainerLoad([line('A', 8, spec()), line('NOSIZE', 100, null)], crate);
    expect(check.fits).toBe(true);
    expect(check.plan?.unsized).toEqual(['NOSIZE']);
  });

  it('refuses a bad quantity or a repeated key with a RangeError', () => {
    expect(() => checkContainerLoad([line('A', 2, spec()), line('A', 1, spec())], crate)).toThrow(
      'line key A is used twice',
    );
    expect(() => checkContainerLoad([line('A', -1, spec())], crate)).toThrow(RangeError);
    expect(() => checkContainerLoad([line('A', 1.5, spec())], crate)).toThrow(RangeError);
  });
});

describe('the refusal reason in an error body', () => {
  const body = (errors: Record<string, unknown>) => ({
    status: 409,
    title: OVER_CAPACITY_MESSAGE,
    message: [{ status: 409, title: OVER_CAPACITY_MESSAGE, errors }],
  });

  it.each(['volume', 'weight', 'fit', 'cartons', 'time'] as const)('reads %s back', (reason) => {
    expect(loadPlanReasonOf(body({ quantity: '…', [LOAD_PLAN_REASON_FIELD]: reason }))).toBe(
      reason,
    );
    expect(loadPlanReasonOf(body({ [LOAD_PLAN_REASON_FIELD]: reason }).message)).toBe(reason);
  });

  it.each([
    ['no reason', body({ quantity: '27.000 CBM would exceed the 26 CBM container' })],
    ['an unknown reason', body({ [LOAD_PLAN_REASON_FIELD]: 'colour' })],
    ['a text message', { message: 'Conflict' }],
    ['null', null],
    ['a string', 'oops'],
    ['odd entries', { message: [null, 3, { errors: null }, { errors: 'x' }] }],
  ])('is null for %s', (_what, value) => {
    expect(loadPlanReasonOf(value)).toBeNull();
  });

  it("gives the refusal's words without the reason, a key for code (no 'Volume' line)", () => {
    const detail = 'The Kyoto Joinery container: 7.431 CBM would exceed the 5.2 CBM container.';
    expect(
      overCapacityDetailsOf(body({ quantity: detail, [LOAD_PLAN_REASON_FIELD]: 'volume' })),
    ).toEqual([detail]);
    expect(overCapacityDetailsOf(body({ quantity: '27.000 CBM would exceed' }))).toEqual([]);
    for (const odd of [null, 'oops', { message: 'Conflict' }, { message: [null, { errors: 1 }] }])
      expect(overCapacityDetailsOf(odd)).toEqual([]);
  });

  it('knows the five reasons and nothing else', () => {
    expect(['volume', 'weight', 'fit', 'cartons', 'time'].every(isLoadPlanReason)).toBe(true);
    expect([undefined, 'Volume', '', 1].some(isLoadPlanReason)).toBe(false);
  });
});
