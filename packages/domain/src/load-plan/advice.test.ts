import { describe, expect, it } from 'vitest';
import { CONTAINER_TYPES } from '../container-types';
import type { Carton } from './cartons';
import { loadPlanAdvice } from './advice';
import type { ContainerSpec } from './plan-types';
import { planCartLines, planLoad } from './planner';

const c20 = CONTAINER_TYPES[0] as ContainerSpec;

function carton(id: string, overrides: Partial<Carton> = {}): Carton {
  return {
    id,
    lineKey: 'TOP-1',
    label: 'Marble top',
    width: 1200,
    depth: 800,
    height: 600,
    weightKg: 900,
    units: 1,
    stackable: false,
    maxLoadOnTopKg: 0,
    thisSideUp: true,
    estimated: false,
    ...overrides,
  };
}

describe('loadPlanAdvice', () => {
  it('gives no centre-of-gravity advice for a single carton, however heavy', () => {
    const plan = planLoad([carton('a', { weightKg: 5000 })], c20);
    expect(plan.warnings.some((w) => w.kind === 'centre-of-gravity')).toBe(true);
    expect(loadPlanAdvice(plan)).toEqual([]);
  });

  it('gives none for a light load off centre', () => {
    const plan = planLoad([carton('a', { weightKg: 100 }), carton('b', { weightKg: 100 })], c20);
    expect(plan.warnings.some((w) => w.kind === 'centre-of-gravity')).toBe(true);
    expect(loadPlanAdvice(plan)).toEqual([]);
  });

  it('advises spreading a heavy load that sits at the back wall', () => {
    const plan = planLoad(
      Array.from({ length: 6 }, (_, i) => carton(`c${String(i)}`)),
      c20,
    );
    // Six 900 kg tops, two abreast from the back wall: off the middle along and across.
    expect(loadPlanAdvice(plan).map((a) => a.text)).toEqual([
      expect.stringMatching(
        /^Spread the heavy cartons along the container, or block and brace the load: its centre of gravity is [\d,]+ mm from the middle towards the back wall \([\d,]+ mm at most is advised\)\.$/,
      ),
      expect.stringMatching(
        /^Spread the heavy cartons across the container: its centre of gravity is [\d,]+ mm towards the left wall, seen from the door \([\d,]+ mm at most is advised\)\.$/,
      ),
    ]);
  });

  it('names the products whose cartons are estimated or missing', () => {
    const plan = planCartLines(
      [
        {
          key: 'CH-1',
          label: 'Oslo chair',
          quantity: 2,
          carton: {
            width: 500,
            depth: 500,
            height: 800,
            grossWeightKg: 10,
            unitsPerCarton: 1,
            stackable: false,
            maxLoadOnTopKg: 0,
            thisSideUp: true,
            source: 'product',
            estimated: ['grossWeight'],
          },
        },
        { key: 'LAMP-9', label: 'Lamp', quantity: 1, carton: null },
      ],
      c20,
    );
    expect(loadPlanAdvice(plan).map((a) => a.text)).toEqual([
      'Check the cartons of Oslo chair before loading: without carton data each unit is planned as one upright carton of its own size, not stacked on, at an estimated weight.',
      'Leave room for LAMP-9: without any size they are not in the plan.',
    ]);
  });

  it('says which way the centre of gravity is off, and names several products', () => {
    const { length, width } = c20.inner;
    const placed = planLoad([carton('a'), carton('b')], c20).placed;
    const advice = loadPlanAdvice({
      container: c20,
      placed,
      unplaced: [],
      weight: { usedKg: 5000, requestedKg: 5000, maxPayloadKg: 28280, percent: 17.7 },
      centreOfGravity: { x: length * 0.9, y: width * 0.8, z: 2000 },
      warnings: [
        { kind: 'centre-of-gravity', axis: 'length', offsetMm: 2359, toleranceMm: 590 },
        { kind: 'centre-of-gravity', axis: 'width', offsetMm: 706, toleranceMm: 118 },
        { kind: 'centre-of-gravity', axis: 'height', offsetMm: 2000, toleranceMm: 1197 },
        { kind: 'unsized-lines', lineKeys: ['A-1', 'B-2', 'C-3'] },
        { kind: 'estimated-cartons', lineKeys: ['TOP-1', 'X-9'] },
      ],
    }).map((a) => a.text);
    expect(advice).toEqual([
      'Spread the heavy cartons along the container, or block and brace the load: its centre of gravity is 2,359 mm from the middle towards the door (590 mm at most is advised).',
      'Spread the heavy cartons across the container: its centre of gravity is 706 mm towards the right wall, seen from the door (118 mm at most is advised).',
      'Load the heavy cartons low: the centre of gravity is 2,000 mm above the floor (1,197 mm at most is advised).',
      'Leave room for A-1, B-2 and C-3: without any size they are not in the plan.',
      'Check the cartons of Marble top and X-9 before loading: without carton data each unit is planned as one upright carton of its own size, not stacked on, at an estimated weight.',
    ]);
  });
});
