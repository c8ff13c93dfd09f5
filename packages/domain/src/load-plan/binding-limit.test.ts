import { describe, expect, it } from 'vitest';
import { bindingLimit } from './binding-limit';
import type { LoadPlan } from './plan-types';

type PlanFigures = Pick<LoadPlan, 'fits' | 'reasons' | 'volume' | 'weight'>;

function plan(over: Partial<PlanFigures> & { cartonsCbm?: number; kg?: number } = {}): PlanFigures {
  const { cartonsCbm = 1, kg = 1000, ...rest } = over;
  return {
    fits: true,
    reasons: [],
    volume: { usedCbm: cartonsCbm, requestedCbm: cartonsCbm, capacityCbm: 33.2, percent: 0 },
    weight: { usedKg: kg, requestedKg: kg, maxPayloadKg: 28280, percent: 0 },
    ...rest,
  };
}

describe('bindingLimit', () => {
  it('names the fullest limit and how much of it is left', () => {
    // 0.463 of 26 CBM by the products (1.8 %), 0.632 of 33.2 CBM by the cartons (1.9 %).
    const fit = bindingLimit({
      cbm: { used: 0.463, capacity: 26 },
      plan: plan({ cartonsCbm: 0.632, kg: 40 }),
    });
    expect(fit).toMatchObject({ limit: 'fit', unit: 'CBM', percent: 1.9, over: false });
    expect(fit.left).toBeCloseTo(32.568, 6);
    expect(fit.figures.map((f) => f.limit)).toEqual(['fit', 'cbm', 'weight']);

    const cbm = bindingLimit({
      cbm: { used: 20, capacity: 26 },
      plan: plan({ cartonsCbm: 22, kg: 3000 }),
    });
    expect(cbm).toMatchObject({ limit: 'cbm', percent: 76.9, left: 6, overBy: 0 });

    const weight = bindingLimit({
      cbm: { used: 10, capacity: 26 },
      plan: plan({ cartonsCbm: 12, kg: 25000 }),
    });
    expect(weight).toMatchObject({ limit: 'weight', unit: 'kg', percent: 88.4, left: 3280 });
  });

  it('names a limit the container is over before any fuller one', () => {
    const over = bindingLimit({ cbm: { used: 27, capacity: 26 }, plan: plan({ cartonsCbm: 30 }) });
    expect(over).toMatchObject({ limit: 'cbm', over: true, overBy: 1, left: 0 });

    // Cartons that cannot be placed, though their volume is below the box's.
    const misfit = bindingLimit({
      cbm: { used: 20, capacity: 26 },
      plan: plan({ cartonsCbm: 25, kg: 27000, fits: false, reasons: ['fit'] }),
    });
    expect(misfit).toMatchObject({ limit: 'fit', over: true, overBy: 0 });

    const heavy = bindingLimit({
      cbm: { used: 20, capacity: 26 },
      plan: plan({ cartonsCbm: 25, kg: 30000, fits: false, reasons: ['weight'] }),
    });
    expect(heavy).toMatchObject({ limit: 'weight', over: true, overBy: 1720 });

    const bulky = bindingLimit({
      cbm: { used: 20, capacity: 26 },
      plan: plan({ cartonsCbm: 34, fits: false, reasons: ['volume'] }),
    });
    expect(bulky).toMatchObject({ limit: 'fit', over: true });
    expect(bulky.overBy).toBeCloseTo(0.8, 6);
  });

  it('names the CBM rule among equals, and alone when there is no plan', () => {
    const tie = bindingLimit({
      cbm: { used: 13, capacity: 26 },
      plan: plan({ cartonsCbm: 16.6, kg: 14140 }),
    });
    expect(tie.limit).toBe('cbm');
    expect(tie.figures.map((f) => f.percent)).toEqual([50, 50, 50]);

    const alone = bindingLimit({ cbm: { used: 5, capacity: 26 }, plan: null });
    expect(alone).toMatchObject({ limit: 'cbm', percent: 19.2 });
    expect(alone.figures).toHaveLength(1);
  });

  it('reads a limit of nothing as 0 % and over once anything is in it', () => {
    expect(bindingLimit({ cbm: { used: 0.5, capacity: 0 }, plan: null })).toMatchObject({
      limit: 'cbm',
      percent: 0,
      over: true,
      overBy: 0.5,
    });
  });
});
