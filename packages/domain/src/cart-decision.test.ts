import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containerLinesOf, decideAdd, overfilledContainers } from './cart-decision';
import type { CartLineFacts } from './cart-decision';
import { isContainerLineName } from './cart-kind';
import { containerCapacity, MAX_CONTAINER_CAPACITY_CBM } from './container-metafield';

const chair = (quantity: number, brandId: number | null = 40): CartLineFacts => ({
  name: 'Oak chair (Container)',
  brandId,
  quantity,
  volume: 0.5,
});
const bed = (quantity: number, brandId: number | null = 40): CartLineFacts => ({
  name: 'King bed',
  brandId,
  quantity,
  volume: 5.1,
});

describe('decideAdd (behaviour.md#cart-states, #validation)', () => {
  it('adds an ordinary product to a cart of ordinary products without asking (defect 2)', () => {
    expect(decideAdd([bed(1)], bed(1))).toEqual({ kind: 'add', removes: [] });
  });

  it('never limits ordinary products by a container (defect 3: 6 king beds, 30.6 CBM)', () => {
    expect(decideAdd([], bed(6))).toEqual({ kind: 'add', removes: [] });
    expect(decideAdd([chair(50)], bed(6))).toEqual({ kind: 'add', removes: [] });
  });

  it('asks before a container product joins non-container lines, and lists them', () => {
    const lines = [bed(1), chair(2)];
    expect(decideAdd(lines, chair(1))).toEqual({ kind: 'confirm', removes: [lines[0]] });
  });

  it('adds with the non-container lines to remove once the buyer said Yes', () => {
    const lines = [bed(1), chair(2)];
    expect(decideAdd(lines, chair(1), 26, 'replace')).toEqual({
      kind: 'add',
      removes: [lines[0]],
    });
    expect(decideAdd(lines, chair(1), 26, 'keep')).toEqual({ kind: 'add', removes: [] });
  });

  it('refuses over capacity before asking anything (defect 1: nothing removed for a refusal)', () => {
    const decision = decideAdd([bed(1), chair(50)], chair(3));
    expect(decision.kind).toBe('over-capacity');
    if (decision.kind === 'over-capacity')
      expect(decision.limit).toEqual({ ok: false, usedBefore: 25, usedAfter: 26.5, capacity: 26 });
  });

  it("counts only the added product's factory and only its container lines", () => {
    // 20 CBM of another factory and an ordinary bed of the same factory do not count.
    const lines = [chair(40, 41), bed(3, 40), chair(50, 40)];
    expect(decideAdd(lines, chair(2, 40), 26, 'keep').kind).toBe('add');
    expect(decideAdd(lines, chair(3, 40), 26, 'keep').kind).toBe('over-capacity');
  });

  it("uses each factory's capacity", () => {
    const capacities: Record<string, number> = { '40': 67 };
    expect(decideAdd([chair(50)], chair(30), (id) => capacities[id], 'keep').kind).toBe('add');
    expect(decideAdd([chair(50, 41)], chair(3, 41), (id) => capacities[id]).kind).toBe(
      'over-capacity',
    );
  });

  it('lets a container product of unknown brand through (nothing to check it against)', () => {
    expect(decideAdd([], chair(500, null))).toEqual({ kind: 'add', removes: [] });
  });

  it('throws a RangeError for a bad quantity', () => {
    expect(() => decideAdd([], chair(-1))).toThrow(RangeError);
  });

  it('property: a decision to add never leaves a container over its capacity', () => {
    const line = fc.record({
      name: fc.constantFrom('Desk', 'Desk (Container)', null),
      brandId: fc.constantFrom(40, 41, null),
      quantity: fc.integer({ min: 0, max: 60 }),
      volume: fc.option(fc.double({ min: 0, max: 3, noNaN: true }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        line,
        fc.constantFrom<'ask' | 'keep' | 'replace'>('ask', 'keep', 'replace'),
        (lines, addition, choice) => {
          const decision = decideAdd(lines, addition, 26, choice);
          const before = overfilledContainers(lines, 26).map((fill) => String(fill.brandId));
          if (decision.kind === 'add') {
            const after = [...lines.filter((l) => !decision.removes.includes(l)), addition];
            const over = overfilledContainers(after, 26).map((fill) => String(fill.brandId));
            // Only a container that was already over before the add may still be.
            expect(over.every((brand) => before.includes(brand))).toBe(true);
          }
          // Asking is only ever about non-container lines, and only with 'ask'.
          if (decision.kind === 'confirm') {
            expect(choice).toBe('ask');
            expect(decision.removes.some((l) => isContainerLineName(l.name))).toBe(false);
          }
        },
      ),
    );
  });
});

describe('containerLinesOf', () => {
  it('keeps the container lines of a known brand', () => {
    expect(containerLinesOf([bed(1), chair(2), chair(3, null)])).toEqual([
      { brandId: 40, quantity: 2, volume: 0.5 },
    ]);
    expect(containerLinesOf(null)).toEqual([]);
  });
});

describe('overfilledContainers', () => {
  it('lists the factories over their container, exactly', () => {
    expect(overfilledContainers([chair(52)], 26)).toEqual([]);
    expect(overfilledContainers([chair(53), chair(1, 41)], 26)).toEqual([
      { brandId: 40, used: 26.5, capacity: 26, remaining: 0, percent: 101.9, over: true },
    ]);
    // A shrunk container type: 40 ft to 20 ft.
    expect(overfilledContainers([chair(100)], (id) => (id === '40' ? 33 : 26))).toHaveLength(1);
  });
});

describe('containerCapacity', () => {
  const field = (value: string, key = 'factoryID:40') => ({
    namespace: 'container_size',
    key,
    value,
  });

  it("is the cart's choice within the largest container shipped", () => {
    expect(containerCapacity([field('67CBM')], 40)).toBe(67);
    expect(containerCapacity([field(`${String(MAX_CONTAINER_CAPACITY_CBM)}CBM`)], 40)).toBe(
      MAX_CONTAINER_CAPACITY_CBM,
    );
  });

  it('falls back for a claim above any container, garbage, or no choice', () => {
    expect(containerCapacity([field('1000CBM')], 40)).toBe(26);
    expect(containerCapacity([field('1000CBM')], 40, 33)).toBe(33);
    expect(containerCapacity([field('lots')], 40, 33)).toBe(33);
    expect(containerCapacity([field('67CBM', 'factoryID:41')], 40)).toBe(26);
    expect(containerCapacity(null, 40)).toBe(26);
  });
});
