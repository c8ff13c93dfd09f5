/**
 * Simple box models of the furniture the catalogue sells, built from a product's real
 * width/depth/height (mm). Axes: x across the width, y from back (0) to front (depth),
 * z up from the floor. The drawings in product-drawings.ts project these boxes.
 */

export type Part = 'body' | 'frame' | 'soft' | 'metal';

export interface Box {
  x: number;
  y: number;
  z: number;
  w: number;
  d: number;
  h: number;
  part: Part;
  /** Lines drawn on the front face (doors, drawers, shelves), as fractions of the face. */
  front?: FrontDetail;
}

export type FrontDetail =
  | { kind: 'doors'; count: number }
  | { kind: 'drawers'; count: number }
  | { kind: 'shelves'; count: number };

export type Shape =
  | 'diningChair'
  | 'loungeChair'
  | 'barStool'
  | 'officeChair'
  | 'diningTable'
  | 'coffeeTable'
  | 'sideTable'
  | 'sofa'
  | 'modularSofa'
  | 'bed'
  | 'sideboard'
  | 'bookcase'
  | 'drawers'
  | 'cabinet';

export interface Dimensions {
  width: number;
  depth: number;
  height: number;
}

const SHAPES: [RegExp, Shape, Dimensions][] = [
  [/bar stool|stool/i, 'barStool', { width: 440, depth: 460, height: 980 }],
  [/office chair/i, 'officeChair', { width: 650, depth: 650, height: 1050 }],
  [/lounge chair|armchair/i, 'loungeChair', { width: 800, depth: 850, height: 850 }],
  [/chair/i, 'diningChair', { width: 500, depth: 550, height: 840 }],
  [/dining table/i, 'diningTable', { width: 1800, depth: 950, height: 750 }],
  [/coffee table/i, 'coffeeTable', { width: 1100, depth: 650, height: 400 }],
  [/side table|table/i, 'sideTable', { width: 500, depth: 500, height: 520 }],
  [/modular/i, 'modularSofa', { width: 3200, depth: 1300, height: 780 }],
  [/sofa|loveseat|seater/i, 'sofa', { width: 2200, depth: 950, height: 800 }],
  [/bed/i, 'bed', { width: 1700, depth: 2150, height: 1050 }],
  [/sideboard|buffet|credenza/i, 'sideboard', { width: 1800, depth: 460, height: 780 }],
  [/bookcase|shelf|shelving/i, 'bookcase', { width: 1000, depth: 350, height: 1850 }],
  [/drawers|chest|dresser/i, 'drawers', { width: 1000, depth: 480, height: 1100 }],
];

/** The drawing shape of a product, from the type word in its name (cabinet when none matches). */
export function shapeOf(name: string): Shape {
  return SHAPES.find(([pattern]) => pattern.test(name))?.[1] ?? 'cabinet';
}

export function defaultDimensions(shape: Shape): Dimensions {
  return SHAPES.find(([, s]) => s === shape)?.[2] ?? { width: 900, depth: 450, height: 900 };
}

const box = (
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  part: Part,
  front?: FrontDetail,
): Box => ({
  x,
  y,
  z,
  w,
  d,
  h,
  part,
  ...(front ? { front } : {}),
});

function fourLegs(
  w: number,
  d: number,
  h: number,
  size: number,
  inset: number,
  part: Part = 'frame',
): Box[] {
  return [
    box(inset, inset, 0, size, size, h, part),
    box(w - inset - size, inset, 0, size, size, h, part),
    box(inset, d - inset - size, 0, size, size, h, part),
    box(w - inset - size, d - inset - size, 0, size, size, h, part),
  ];
}

/** The boxes of a piece of furniture of this shape and size. */
export function buildModel(shape: Shape, dims: Dimensions): Box[] {
  const { width: w, depth: d, height: h } = dims;
  switch (shape) {
    case 'diningChair': {
      const seat = 460;
      return [
        ...fourLegs(w, d, seat - 40, 36, 20),
        box(0, 0, seat - 40, w, d, 40, 'body'),
        box(0, 0, seat, w, 36, h - seat, 'body'),
      ];
    }
    case 'barStool': {
      const seat = h - 60;
      return [
        ...fourLegs(w, d, seat, 30, 30, 'metal'),
        box(40, 40, 300, w - 80, d - 80, 20, 'metal'),
        box(0, 0, seat, w, d, 60, 'body'),
      ];
    }
    case 'officeChair': {
      const cx = w / 2;
      const cy = d / 2;
      return [
        box(0, cy - 30, 40, w, 60, 40, 'metal'),
        box(cx - 30, 0, 40, 60, d, 40, 'metal'),
        box(cx - 30, cy - 30, 80, 60, 60, 360, 'metal'),
        box(w * 0.08, d * 0.1, 440, w * 0.84, d * 0.8, 80, 'body'),
        box(w * 0.12, d * 0.1, 520, w * 0.76, 60, h - 520, 'body'),
      ];
    }
    case 'loungeChair': {
      const legs = 110;
      const arm = Math.min(130, w * 0.16);
      return [
        ...fourLegs(w, d, legs, 40, 40),
        box(0, 0, legs, w, d, 300, 'body'),
        box(arm, 0, legs + 300, w - 2 * arm, Math.min(200, d * 0.25), h - legs - 300, 'soft'),
        box(0, 0, legs + 300, arm, d, 180, 'body'),
        box(w - arm, 0, legs + 300, arm, d, 180, 'body'),
        box(
          arm,
          Math.min(200, d * 0.25),
          legs + 300,
          w - 2 * arm,
          d - Math.min(200, d * 0.25),
          90,
          'soft',
        ),
      ];
    }
    case 'diningTable':
    case 'coffeeTable':
    case 'sideTable': {
      const top = shape === 'diningTable' ? 40 : 30;
      const leg = shape === 'sideTable' ? 36 : 60;
      return [
        ...fourLegs(w, d, h - top, leg, Math.min(80, w * 0.06)),
        box(0, 0, h - top, w, d, top, 'body'),
      ];
    }
    case 'sofa':
    case 'modularSofa': {
      const feet = 90;
      const arm = 170;
      const back = Math.min(220, d * 0.24);
      const seats = Math.max(2, Math.round((w - 2 * arm) / 700));
      const seatW = (w - 2 * arm) / seats;
      const boxes = [
        ...fourLegs(w, d, feet, 50, 40),
        box(0, 0, feet, w, d, 330, 'body'),
        box(arm, 0, feet + 330, w - 2 * arm, back, h - feet - 330, 'body'),
        box(0, 0, feet + 330, arm, d, 220, 'body'),
        box(w - arm, 0, feet + 330, arm, d, 220, 'body'),
      ];
      for (let k = 0; k < seats; k++)
        boxes.push(box(arm + k * seatW + 6, back, feet + 330, seatW - 12, d - back, 110, 'soft'));
      return boxes;
    }
    case 'bed': {
      const base = 330;
      return [
        ...fourLegs(w, d, 80, 50, 30),
        box(0, 120, 80, w, d - 120, base - 80, 'body'),
        box(30, 150, base, w - 60, d - 200, 220, 'soft'),
        box(0, 0, 80, w, 120, h - 80, 'body'),
      ];
    }
    case 'sideboard':
      return [
        ...fourLegs(w, d, 160, 40, 40),
        box(0, 0, 160, w, d, h - 160, 'body', {
          kind: 'doors',
          count: Math.max(2, Math.round(w / 500)),
        }),
      ];
    case 'bookcase':
      return [
        box(0, 0, 0, w, d, h, 'body', { kind: 'shelves', count: Math.max(3, Math.floor(h / 360)) }),
      ];
    case 'drawers':
      return [
        ...fourLegs(w, d, 120, 40, 30),
        box(0, 0, 120, w, d, h - 120, 'body', {
          kind: 'drawers',
          count: Math.max(3, Math.floor((h - 120) / 220)),
        }),
      ];
    case 'cabinet':
      return [box(0, 0, 0, w, d, h, 'body', { kind: 'doors', count: 2 })];
  }
}
