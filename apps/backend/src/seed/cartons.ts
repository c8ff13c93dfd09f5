import type { CartonSpec } from '@shop/domain';
import type { ProductType } from './catalogue-data';
import type { Random } from './prng';

type Carton = Pick<
  CartonSpec,
  | 'width'
  | 'depth'
  | 'height'
  | 'grossWeightKg'
  | 'unitsPerCarton'
  | 'stackable'
  | 'maxLoadOnTopKg'
  | 'thisSideUp'
>;

const round10 = (mm: number) => Math.ceil(mm / 10) * 10;
const kg = (value: number) => Math.round(value * 2) / 2;

/**
 * How a container product ships (behaviour.md#load-plans), from its type and size: plausible trade
 * furniture packing, so load plans in the demo meet every rule. Dining chairs and bar stools
 * come flat-packed several to a carton; lounge chairs, sofas and beds one to a crate or box;
 * dining tables are marble-topped — heavy, flat and not stackable; storage travels upright.
 * `weightFactor` makes a premium finish (leather) heavier.
 */
export function demoCarton(
  type: ProductType,
  dims: { w: number; d: number; h: number },
  r: Random,
  weightFactor: number,
): Carton {
  const weight = (value: number) => kg(value * weightFactor);
  switch (type.name) {
    case 'Dining Chair':
    case 'Bar Stool': {
      // Seat and back packed flat, legs beside them.
      const units = r.pick([2, 4, 4, 6]);
      return {
        width: round10(dims.w + 60),
        depth: round10(dims.d + 40),
        height: round10((dims.h / 2.5) * (units / 2)),
        grossWeightKg: weight(units * r.int(6, 9) + 2),
        unitsPerCarton: units,
        stackable: true,
        maxLoadOnTopKg: 150,
        thisSideUp: false,
      };
    }
    case 'Office Chair':
      return {
        width: round10(dims.w + 40),
        depth: round10(dims.d + 40),
        height: round10(dims.h * 0.6),
        grossWeightKg: weight(r.int(16, 22)),
        unitsPerCarton: 1,
        stackable: true,
        maxLoadOnTopKg: 60,
        thisSideUp: true,
      };
    case 'Lounge Chair':
      return {
        width: round10(dims.w + 80),
        depth: round10(dims.d + 80),
        height: round10(dims.h + 60),
        grossWeightKg: weight(r.int(28, 45)),
        unitsPerCarton: 1,
        stackable: true,
        maxLoadOnTopKg: 40,
        thisSideUp: true,
      };
    case 'Dining Table':
      // The marble top in its crate; the base ships inside it.
      return {
        width: round10(dims.w + 100),
        depth: round10(dims.d + 100),
        height: 220,
        grossWeightKg: weight(((dims.w * dims.d * 30) / 1e9) * 2700 + 25),
        unitsPerCarton: 1,
        stackable: false,
        maxLoadOnTopKg: 0,
        thisSideUp: true,
      };
    case 'Coffee Table':
    case 'Side Table': {
      const units = type.name === 'Side Table' ? 2 : 1;
      return {
        width: round10(dims.w + 60),
        depth: round10(dims.d + 60),
        height: round10(units * 180 + 40),
        grossWeightKg: weight(units * r.int(12, 24)),
        unitsPerCarton: units,
        stackable: true,
        maxLoadOnTopKg: 120,
        thisSideUp: false,
      };
    }
    case 'Sofa':
    case 'Loveseat':
    case 'Modular Sofa':
      // One to a crate, upright, with a light sofa on top at most.
      return {
        width: round10(Math.min(dims.w, 2300) + 100),
        depth: round10(dims.d + 80),
        height: round10(dims.h + 80),
        grossWeightKg: weight((dims.w / 1000) * r.int(38, 52) + 15),
        unitsPerCarton: 1,
        stackable: true,
        maxLoadOnTopKg: 80,
        thisSideUp: true,
      };
    case 'Queen Bed':
    case 'King Bed':
      // Flat-packed frame and slats in one long box.
      return {
        width: round10(dims.d + 60),
        depth: round10(dims.w / 2 + 80),
        height: round10(260 + r.int(0, 80)),
        grossWeightKg: weight(r.int(55, 85)),
        unitsPerCarton: 1,
        stackable: true,
        maxLoadOnTopKg: 200,
        thisSideUp: false,
      };
    default:
      // Storage: assembled carcasses, upright.
      return {
        width: round10(dims.w + 60),
        depth: round10(dims.d + 60),
        height: round10(dims.h + 60),
        grossWeightKg: weight(((dims.w * dims.d * dims.h) / 1e9) * 110 + 12),
        unitsPerCarton: 1,
        stackable: true,
        maxLoadOnTopKg: 100,
        thisSideUp: true,
      };
  }
}
