import { containerTypeForCapacity } from './container-choice';
import type { ContainerTypeId } from './container-types';
import { describe } from './rounding';

// A container is tracked by its number (DCSA Track & Trace `equipmentReference`): the
// ISO 6346 BIC code — a 3-letter owner code, the category letter (U freight container,
// J detachable equipment, Z trailer or chassis), a 6-digit serial and a check digit that
// catches a mistyped number. The backend makes one per container an order ships in, and
// its staff calls refuse a number whose check digit is wrong.

const EQUIPMENT_REFERENCE = /^[A-Z]{3}[UJZ]\d{7}$/;
const OWNER_PREFIX = /^[A-Z]{3}[UJZ]$/;
const PREFIX_AND_SERIAL = /^[A-Z]{4}\d{6}$/;

/** The largest serial a container number holds (six digits). */
export const MAX_EQUIPMENT_SERIAL = 999_999;

/**
 * ISO 6346's value of a letter: A = 10 upwards, skipping 11, 22 and 33 (multiples of 11,
 * which the weighted sum below could not tell apart).
 */
function letterValue(letter: string): number {
  const value = letter.charCodeAt(0) - 'A'.charCodeAt(0) + 10;
  return value + Math.floor((value - 1) / 10);
}

/**
 * The ISO 6346 check digit of a container number's first ten characters (`CSQU305438` → 3):
 * each character's value times 2 to the power of its position, summed, modulo 11; a
 * remainder of 10 is written 0.
 *
 * @throws RangeError unless `prefixAndSerial` is four capital letters and six digits.
 */
export function equipmentCheckDigit(prefixAndSerial: string): number {
  if (typeof prefixAndSerial !== 'string' || !PREFIX_AND_SERIAL.test(prefixAndSerial)) {
    throw new RangeError(
      `equipmentCheckDigit: expected four capital letters and six digits, got ${describe(prefixAndSerial)}`,
    );
  }
  let sum = 0;
  for (let position = 0; position < prefixAndSerial.length; position++) {
    const char = prefixAndSerial.charAt(position);
    const value = position < 4 ? letterValue(char) : Number(char);
    sum += value * 2 ** position;
  }
  return (sum % 11) % 10;
}

/** Whether `value` is an ISO 6346 container number whose check digit is right (`CSQU3054383`). */
export function isValidEquipmentReference(value: unknown): value is string {
  if (typeof value !== 'string' || !EQUIPMENT_REFERENCE.test(value)) return false;
  return equipmentCheckDigit(value.slice(0, 10)) === Number(value.slice(10));
}

/**
 * The container number of `serial` under an owner prefix (`SHPU`, 1 → `SHPU0000011`): the
 * serial zero-padded to six digits and its check digit appended.
 *
 * @throws RangeError for a prefix other than 3 capital letters and U, J or Z, or a serial
 * that is not a whole number from 0 to {@link MAX_EQUIPMENT_SERIAL}.
 */
export function equipmentReferenceOf(ownerPrefix: string, serial: number): string {
  if (typeof ownerPrefix !== 'string' || !OWNER_PREFIX.test(ownerPrefix)) {
    throw new RangeError(
      `equipmentReferenceOf: owner prefix must be 3 capital letters and U, J or Z, got ${describe(ownerPrefix)}`,
    );
  }
  if (!Number.isInteger(serial) || serial < 0 || serial > MAX_EQUIPMENT_SERIAL) {
    throw new RangeError(
      `equipmentReferenceOf: serial must be a whole number from 0 to ${String(MAX_EQUIPMENT_SERIAL)}, got ${describe(serial)}`,
    );
  }
  const first10 = `${ownerPrefix}${String(serial).padStart(6, '0')}`;
  return `${first10}${String(equipmentCheckDigit(first10))}`;
}

/**
 * The ISO 6346 size and type code (DCSA `ISOEquipmentCode`) of each container type: size
 * 22 (20 ft, 8 ft 6 in high), 42 (40 ft, 8 ft 6 in), 45 (40 ft, 9 ft 6 in: the high cube),
 * type group GP (general purpose). The trade's "20GP" and "40HC" are nicknames, not codes.
 */
export const ISO_EQUIPMENT_CODES: Readonly<Record<ContainerTypeId, string>> = {
  '20ft': '22GP',
  '40ft': '42GP',
  '40ft-hc': '45GP',
};

/**
 * The ISO equipment code of the box a stored capacity (`67` from `67CBM`) ships in: the
 * container type the load plans use for it ({@link containerTypeForCapacity}).
 *
 * @throws RangeError unless `capacity` is a finite number above 0.
 */
export function isoEquipmentCodeForCapacity(capacity: number): string {
  return ISO_EQUIPMENT_CODES[containerTypeForCapacity(capacity).id];
}
