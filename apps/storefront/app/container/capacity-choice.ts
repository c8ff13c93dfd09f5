import { CONTAINER_TYPES, DEFAULT_CONTAINER_CAPACITY_CBM, containerTypeById } from '@shop/domain';

/** The contracted container of SPEC §9 (26 CBM), before the buyer picks a type. */
export const STANDARD_CHOICE = 'standard';
/** Share of a box's volume that furniture really fills (packing loss), configurable per factory. */
export const USABLE_PERCENTS = [100, 95, 90, 85, 80, 75, 70] as const;

export interface CapacityChoice {
  /** `standard` or a CONTAINER_TYPES id. */
  typeId: string;
  usablePercent: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The usable CBM of a choice: a preset's volume × the usable share; standard is 26 CBM. */
export function capacityOfChoice(choice: CapacityChoice): number {
  const type = containerTypeById(choice.typeId);
  if (type === null) return DEFAULT_CONTAINER_CAPACITY_CBM;
  return round1((type.capacity * choice.usablePercent) / 100);
}

/** The choice that gives `capacity`, so a stored capacity shows as the buyer picked it. */
export function choiceForCapacity(capacity: number): CapacityChoice {
  for (const type of CONTAINER_TYPES) {
    for (const usablePercent of USABLE_PERCENTS) {
      if (capacityOfChoice({ typeId: type.id, usablePercent }) === capacity)
        return { typeId: type.id, usablePercent };
    }
  }
  return { typeId: STANDARD_CHOICE, usablePercent: 100 };
}
