// Plans made by the real planner from plausible trade furniture, for stories and tests.
import type { CartonLine, CartonSpec } from '@shop/domain/load-plan';
import { CONTAINER_TYPES, planCartLines } from '@shop/domain/load-plan';

const [twenty, forty] = CONTAINER_TYPES;

const carton = (over: Partial<CartonSpec>): CartonSpec => ({
  width: 600,
  depth: 600,
  height: 600,
  grossWeightKg: 20,
  unitsPerCarton: 1,
  stackable: true,
  maxLoadOnTopKg: 150,
  thisSideUp: false,
  source: 'carton',
  estimated: [],
  ...over,
});

export const chairs = carton({
  width: 620,
  depth: 560,
  height: 480,
  grossWeightKg: 34,
  unitsPerCarton: 4,
});
export const sofa = carton({
  width: 2400,
  depth: 1050,
  height: 960,
  grossWeightKg: 118,
  maxLoadOnTopKg: 150,
  thisSideUp: true,
});
export const marbleTop = carton({
  width: 1900,
  depth: 1000,
  height: 220,
  grossWeightKg: 187,
  stackable: false,
  maxLoadOnTopKg: 0,
  thisSideUp: true,
});

const line = (key: string, label: string, quantity: number, spec: CartonSpec): CartonLine => ({
  key,
  label,
  quantity,
  carton: spec,
});

export const mixedLines: CartonLine[] = [
  line('CH-OAK', 'Harbour dining chair', 96, chairs),
  line('SOF-3', 'Verde three-seater sofa', 3, sofa),
  line('DT-MRB', 'Sorrento marble dining table', 2, marbleTop),
];

/** A 20 ft container of chairs, sofas and marble tables that fits. */
export const fittingPlan = planCartLines(mixedLines, twenty);

/** Packs of marble slabs: little volume, far past a 20 ft container's payload. */
export const overWeightPlan = planCartLines(
  [
    line(
      'SLAB',
      'Carrara marble slab pack',
      36,
      carton({ width: 1200, depth: 800, height: 300, grossWeightKg: 900, maxLoadOnTopKg: 2000 }),
    ),
  ],
  twenty,
);

/** More chairs than a 20 ft container holds. */
export const overVolumePlan = planCartLines(
  [line('CH-OAK', 'Harbour dining chair', 1400, chairs)],
  twenty,
);

/** Within volume and weight, yet two crates are too wide for the door. */
export const noFitPlan = planCartLines(
  [
    line('CH-OAK', 'Harbour dining chair', 40, chairs),
    line(
      'BAR-XL',
      'Banquet bar counter',
      2,
      carton({ width: 2350, depth: 2350, height: 1100, grossWeightKg: 260, thisSideUp: true }),
    ),
  ],
  twenty,
);

/** A 40 ft container with a product whose carton is estimated from its size. */
export const estimatedPlan = planCartLines(
  [
    line('CH-OAK', 'Harbour dining chair', 40, chairs),
    line(
      'LOUNGE',
      'Alpine lounge chair',
      6,
      carton({
        width: 900,
        depth: 920,
        height: 980,
        grossWeightKg: 203,
        stackable: false,
        maxLoadOnTopKg: 0,
        thisSideUp: true,
        source: 'product',
        estimated: [
          'width',
          'depth',
          'height',
          'grossWeight',
          'unitsPerCarton',
          'stackable',
          'thisSideUp',
        ],
      }),
    ),
  ],
  forty,
);

export const emptyPlan = planCartLines([], twenty);
