import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeCartWrite, MAX_PLANS_PER_WRITE } from './cart-judge';
import type { JudgeOptions, VariantFacts } from './cart-judge';
import { capacityFor } from './container-metafield';
import type { CartonSpec } from './load-plan/carton';

const carton = (mm: number, kg = 20): CartonSpec => ({
  width: mm,
  depth: mm,
  height: mm,
  grossWeightKg: kg,
  unitsPerCarton: 1,
  stackable: true,
  maxLoadOnTopKg: 500,
  thisSideUp: false,
  source: 'carton',
  estimated: [],
});

// Variant 1: a 0.5 CBM container chair of factory 40 in 0.7 m cartons (72 to a 20 ft box); 2: an
// ordinary bed; 3: a 1 CBM container sofa of factory 41 in 1 m cartons; 4: not sold; 5: a
// product of factory 40 said to be 0.1 CBM but shipped in a 1.25 m cube (a standard 20 ft box,
// 5.9 × 2.35 × 2.39 m inside, takes four in a row: the CBM rule lets through what the box cannot).
const facts = new Map<number, VariantFacts>([
  [1, fact(1, 'Oak chair (Container)', 40, 0.5, 100, carton(700))],
  [2, fact(2, 'King bed', 40, 5.1, 100, null)],
  [3, fact(3, 'Sofa (Container)', 41, 1, 10, carton(1000))],
  [4, { ...fact(4, 'Old chair (Container)', 40, 0.5, 10, null), purchasable: false }],
  [5, fact(5, 'Cube (Container)', 40, 0.1, 1000, carton(1250))],
]);

function fact(
  variantId: number,
  name: string,
  brandId: number,
  volume: number,
  available: number,
  box: CartonSpec | null,
): VariantFacts {
  return {
    variantId,
    productId: variantId * 10,
    sku: `SKU-${String(variantId)}`,
    name,
    brandId,
    volume,
    purchasable: true,
    available,
    carton: box,
  };
}

const line = (variantId: number, quantity: number) => ({
  variantId,
  productId: variantId * 10,
  quantity,
});
const add = (overrides: Partial<JudgeOptions> = {}): JudgeOptions => ({
  write: 'add',
  capacityFor: () => 26,
  ...overrides,
});

describe('judgeCartWrite (behaviour.md#server-cart)', () => {
  it('adds to the line already in the cart and writes its new quantity', () => {
    const judged = judgeCartWrite([line(1, 2)], [line(1, 3)], facts, add());
    expect(judged.refusal).toBeNull();
    expect(judged.verdicts).toMatchObject([{ status: 'added', quantity: 3 }]);
    expect(judged.targets).toEqual(new Map([[1, { productId: 10, quantity: 5 }]]));
  });

  it('refuses a whole write for its first refused line, and writes nothing', () => {
    const judged = judgeCartWrite([], [line(1, 1), line(4, 1)], facts, add());
    expect(judged.refusal).toEqual({ reason: 'not-sold', sku: 'SKU-4' });
    expect(judged.targets.size).toBe(0);
  });

  it('refuses an unknown variant, or one of another product, as not found', () => {
    expect(judgeCartWrite([], [line(9, 1)], facts, add()).refusal?.reason).toBe('not-found');
    const wrongProduct = { variantId: 1, productId: 30, quantity: 1 };
    expect(judgeCartWrite([], [wrongProduct], facts, add()).refusal?.reason).toBe('not-found');
  });

  it('counts the stock already in the cart', () => {
    const judged = judgeCartWrite([line(1, 99)], [line(1, 2)], facts, add());
    expect(judged.refusal).toEqual({ reason: 'stock', sku: 'SKU-1', available: 100 });
  });

  it('refuses a container add over the CBM rule with its figures', () => {
    // 52 × 0.5 = 26 CBM fits exactly; one more does not.
    expect(judgeCartWrite([line(1, 52)], [], facts, add()).refusal).toBeNull();
    const judged = judgeCartWrite([line(1, 52)], [line(1, 1)], facts, add());
    expect(judged.refusal).toMatchObject({
      reason: 'volume',
      rule: 'cbm',
      brandId: 40,
      capacity: 26,
    });
  });

  it("judges each factory by its own capacity (capacityFor's fallback: the brand's stored container)", () => {
    const capacity = capacityFor(
      [],
      [{ namespace: 'container_size', key: 'factoryID:40', value: '5CBM' }],
    );
    expect(capacity(40)).toBe(5);
    expect(capacity(41)).toBe(26);
    const judged = judgeCartWrite(
      [],
      [line(1, 11), line(3, 11)],
      facts,
      add({ capacityFor: capacity }),
    );
    expect(judged.refusal).toMatchObject({ reason: 'volume', brandId: 40, capacity: 5 });
    // The cart's own choice wins over the brand's.
    const chosen = capacityFor(
      [{ namespace: 'container_size', key: 'factoryID:40', value: '33CBM' }],
      [{ namespace: 'container_size', key: 'factoryID:40', value: '5CBM' }],
    );
    expect(chosen(40)).toBe(33);
  });

  it('refuses what the CBM rule lets through but the real box cannot take (the plan)', () => {
    expect(judgeCartWrite([], [line(5, 4)], facts, add()).refusal).toBeNull();
    const many = judgeCartWrite([], [line(5, 5)], facts, add());
    expect(many.refusal).toMatchObject({ rule: 'plan', brandId: 40, reason: 'fit' });
  });

  it('always lets a quantity go down, even in a container that no longer fits', () => {
    const judged = judgeCartWrite([line(1, 60)], [line(1, 10)], facts, add({ write: 'set' }));
    expect(judged.refusal).toBeNull();
    expect(judged.targets.get(1)?.quantity).toBe(10);
  });

  describe('the question of behaviour.md#cart-states', () => {
    it('asks when a container line joins non-container lines, after the capacity checks', () => {
      const judged = judgeCartWrite(
        [line(2, 1)],
        [line(1, 1)],
        facts,
        add({ nonContainer: 'ask' }),
      );
      expect(judged.ask).toBe(true);
      expect(judged.targets.size).toBe(0);
      const over = judgeCartWrite([line(2, 1)], [line(1, 60)], facts, add({ nonContainer: 'ask' }));
      expect(over.ask).toBe(false);
      expect(over.refusal?.reason).toBe('volume');
    });

    it('asks when the write itself mixes them (a pasted list), not when ordinary lines join a container cart', () => {
      const mixed = judgeCartWrite(
        [],
        [line(2, 1), line(1, 1)],
        facts,
        add({ nonContainer: 'ask' }),
      );
      expect(mixed.ask).toBe(true);
      const ordinary = judgeCartWrite(
        [line(1, 1)],
        [line(2, 1)],
        facts,
        add({ nonContainer: 'ask' }),
      );
      expect(ordinary.ask).toBe(false);
      expect(ordinary.targets.get(2)?.quantity).toBe(1);
    });

    it('with replace, removes the non-container lines in the same write', () => {
      const judged = judgeCartWrite(
        [line(2, 3)],
        [line(1, 1)],
        facts,
        add({ nonContainer: 'replace' }),
      );
      expect(judged.targets).toEqual(
        new Map([
          [1, { productId: 10, quantity: 1 }],
          [2, { productId: 20, quantity: 0 }],
        ]),
      );
    });

    it('with replace, refuses a non-container line in the write (whole) or leaves it out (each)', () => {
      const whole = judgeCartWrite(
        [],
        [line(1, 1), line(2, 1)],
        facts,
        add({ nonContainer: 'replace' }),
      );
      expect(whole.refusal).toEqual({ reason: 'non-container', productId: 20 });
      const each = judgeCartWrite(
        [],
        [line(1, 1), line(2, 1)],
        facts,
        add({ nonContainer: 'replace', lines: 'each' }),
      );
      expect(each.verdicts.map((v) => v.status)).toEqual(['added', 'refused']);
      expect([...each.targets.keys()]).toEqual([1]);
    });
  });

  describe('each line on its own (quick order, reorder)', () => {
    it('refuses a line and adds the others; earlier lines count for later ones', () => {
      const judged = judgeCartWrite(
        [],
        [line(1, 50), line(9, 1), line(1, 3), line(3, 2)],
        facts,
        add({ lines: 'each', shortfall: 'refuse' }),
      );
      expect(judged.verdicts.map((v) => v.status)).toEqual([
        'added',
        'refused',
        'refused',
        'added',
      ]);
      expect(judged.verdicts[2]).toMatchObject({ refusal: { reason: 'volume' } });
      expect(judged.targets.get(1)?.quantity).toBe(50);
      expect(judged.targets.get(3)?.quantity).toBe(2);
    });

    it('caps by stock and by the CBM rule', () => {
      const judged = judgeCartWrite(
        [line(1, 40)],
        [line(1, 30), line(3, 2000)],
        facts,
        add({ lines: 'each', shortfall: 'cap' }),
      );
      expect(judged.verdicts[0]).toMatchObject({
        status: 'capped',
        quantity: 12,
        refusal: { reason: 'volume' },
      });
      expect(judged.verdicts[1]).toMatchObject({
        status: 'capped',
        quantity: 10,
        refusal: { reason: 'stock', available: 10 },
      });
    });

    it('caps by the load plan to the most that plans', () => {
      const judged = judgeCartWrite(
        [],
        [line(5, 40)],
        facts,
        add({ lines: 'each', shortfall: 'cap' }),
      );
      const [verdict] = judged.verdicts;
      expect(verdict).toMatchObject({ status: 'capped', refusal: { rule: 'plan' } });
      const kept = judged.targets.get(5)?.quantity ?? 0;
      expect(kept).toBeGreaterThan(0);
      // What it kept plans; one more does not.
      expect(judgeCartWrite([], [line(5, kept)], facts, add()).refusal).toBeNull();
      expect(judgeCartWrite([], [line(5, kept + 1)], facts, add()).refusal).not.toBeNull();
    });

    it('keeps the lines that still plan when the container overflows, and refuses the others', () => {
      // Three cubes in the cart: a fourth fits the box, a fifth does not.
      const judged = judgeCartWrite(
        [line(5, 3)],
        [line(5, 1), line(5, 1)],
        facts,
        add({ lines: 'each' }),
      );
      expect(judged.verdicts.map((v) => v.status)).toEqual(['added', 'refused']);
      expect(judged.verdicts[1]).toMatchObject({ refusal: { rule: 'plan', reason: 'fit' } });
      expect(judged.targets.get(5)?.quantity).toBe(4);
    });

    it("plans a product without carton facts by none (its own size is the caller's to give)", () => {
      const bare = new Map(facts);
      const { carton: _carton, ...withoutCarton } = fact(
        6,
        'Stool (Container)',
        40,
        0.1,
        100,
        null,
      );
      bare.set(6, withoutCarton);
      const judged = judgeCartWrite([], [line(6, 3)], bare, add());
      expect(judged.refusal).toBeNull();
      expect(judged.targets.get(6)?.quantity).toBe(3);
    });

    it('throws what the container rule throws for a quantity that is not a number', () => {
      expect(() =>
        judgeCartWrite([], [line(1, Number.NaN)], facts, add({ lines: 'each' })),
      ).toThrow(RangeError);
    });

    it(`spends at most ${String(MAX_PLANS_PER_WRITE)} plans on a full container`, () => {
      const requests = Array.from({ length: 40 }, () => line(5, 1));
      const judged = judgeCartWrite([line(5, 4)], requests, facts, add({ lines: 'each' }));
      expect(judged.verdicts.every((v) => v.status === 'refused')).toBe(true);
      expect(judged.verdicts.at(-1)).toMatchObject({ refusal: { reason: 'time' } });
    });
  });

  it('property: a judged write never leaves a container over its capacity, nor asks without a container line', () => {
    const request = fc.record({
      variantId: fc.constantFrom(1, 2, 3, 4),
      quantity: fc.integer({ min: 1, max: 40 }),
    });
    fc.assert(
      fc.property(
        fc.array(request, { maxLength: 4 }),
        fc.array(request, { minLength: 1, maxLength: 4 }),
        fc.constantFrom<'ask' | 'keep' | 'replace'>('ask', 'keep', 'replace'),
        fc.constantFrom<'whole' | 'each'>('whole', 'each'),
        (cartRequests, requests, nonContainer, lines) => {
          // A cart the rules let in, built by the same judge.
          const start = judgeCartWrite(
            [],
            cartRequests.map((r) => line(r.variantId, r.quantity)),
            facts,
            add({ lines: 'each' }),
          );
          const cart = [...start.targets].map(([variantId, t]) => ({ variantId, ...t }));
          const judged = judgeCartWrite(
            cart,
            requests.map((r) => line(r.variantId, r.quantity)),
            facts,
            add({ nonContainer, lines }),
          );
          const after = new Map(cart.map((l) => [l.variantId, l.quantity]));
          for (const [variantId, t] of judged.targets) after.set(variantId, t.quantity);
          for (const brandId of [40, 41]) {
            let used = 0;
            for (const [variantId, quantity] of after) {
              const f = facts.get(variantId);
              if (f && f.brandId === brandId && f.name.endsWith('(Container)'))
                used += quantity * (f.volume ?? 0);
            }
            expect(used).toBeLessThanOrEqual(26 + 1e-9);
          }
          if (judged.ask) {
            expect(nonContainer).toBe('ask');
            expect(judged.targets.size).toBe(0);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
