import { DEFAULT_CONTAINER_CAPACITY_CBM } from './container-metafield';
import type { ContainerType } from './container-types';
import { CONTAINER_TYPES, containerTypeById } from './container-types';
import { describe } from './rounding';

// The container builder stores one number per factory (behaviour.md#constants: `{n}CBM` in the cart
// metafield `factoryID:{brandId}`): a container type's volume times the share of it the
// buyer expects to fill. A load plan (behaviour.md#load-plans) needs the box itself, so the mapping from
// that number back to a box is a rule, and lives here once for the storefront (the builder,
// its plans) and the backend (the add and order checks).

/** The contracted container of behaviour.md#constants (26 CBM), before the buyer picks a type. */
export const STANDARD_CONTAINER_CHOICE = 'standard';

/**
 * The share of a box's volume the buyer may count on (packing loss: furniture cartons never
 * fill a box), as the builder offers it, largest first.
 */
export const CONTAINER_USABLE_PERCENTS = [100, 95, 90, 85, 80, 75, 70] as const;

/** A container as the buyer picks it on the builder. */
export interface ContainerChoice {
  /** {@link STANDARD_CONTAINER_CHOICE} or a CONTAINER_TYPES id. */
  typeId: string;
  /** One of {@link CONTAINER_USABLE_PERCENTS}; ignored for the standard choice. */
  usablePercent: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The capacity (CBM) a choice stores: the type's volume × the usable share, to 0.1 CBM; the
 * standard choice (and an unknown type) is the standard 26 CBM (behaviour.md#constants).
 */
export function capacityOfChoice(choice: ContainerChoice): number {
  const type = containerTypeById(choice.typeId);
  if (type === null) return DEFAULT_CONTAINER_CAPACITY_CBM;
  return round1((type.capacity * choice.usablePercent) / 100);
}

/**
 * The choice that stores `capacity`, so a stored capacity shows as the buyer picked it; the
 * standard choice for any other number. Two choices can store the same number (40 ft × 85 %
 * and 40 ft high cube × 75 % both give 57 CBM): the smaller box is found first.
 */
export function choiceForCapacity(capacity: number): ContainerChoice {
  for (const type of CONTAINER_TYPES) {
    for (const usablePercent of CONTAINER_USABLE_PERCENTS) {
      if (capacityOfChoice({ typeId: type.id, usablePercent }) === capacity)
        return { typeId: type.id, usablePercent };
    }
  }
  return { typeId: STANDARD_CONTAINER_CHOICE, usablePercent: 100 };
}

/**
 * The box a load plan uses for a stored capacity (behaviour.md#load-plans):
 * - a capacity the builder stores for a type (type × usable share, {@link choiceForCapacity})
 *   is that type's box — the buyer picked it, and a 40 ft high cube at 70 % (53.2 CBM) must
 *   be planned in the high cube, not in a 40 ft box that also holds 53.2 CBM; where two
 *   choices give the same number, the smaller box (on the safe side);
 * - any other capacity (the standard 26 CBM of behaviour.md#constants, a factory's own size) is the smallest box
 *   that holds it: 26 CBM → 20 ft;
 * - a capacity larger than every box → the largest box: no bigger one is shipped, and the
 *   plan then refuses what does not fit in it.
 *
 * The plan fills the whole box: the usable share is the CBM rule's allowance for packing
 * loss (behaviour.md#validation, checked on its own), while the planner measures the loss itself.
 *
 * @throws RangeError unless `capacity` is a finite number above 0.
 */
export function containerTypeForCapacity(capacity: number): ContainerType {
  if (typeof capacity !== 'number' || !Number.isFinite(capacity) || capacity <= 0) {
    throw new RangeError(
      `containerTypeForCapacity: capacity must be a positive number of CBM, got ${describe(capacity)}`,
    );
  }
  const picked = containerTypeById(choiceForCapacity(capacity).typeId);
  if (picked !== null) return picked;
  const largest = CONTAINER_TYPES[CONTAINER_TYPES.length - 1] as ContainerType;
  return CONTAINER_TYPES.find((type) => type.capacity >= capacity) ?? largest;
}
