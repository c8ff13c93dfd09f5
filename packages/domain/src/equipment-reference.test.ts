import { describe, expect, it } from 'vitest';
import {
  ISO_EQUIPMENT_CODES,
  MAX_EQUIPMENT_SERIAL,
  equipmentCheckDigit,
  equipmentReferenceOf,
  isValidEquipmentReference,
  isoEquipmentCodeForCapacity,
} from './equipment-reference';

describe('equipmentCheckDigit', () => {
  // Published container numbers: ISO 6346's own example and the DCSA spec's example.
  it.each([
    ['CSQU305438', 3],
    ['APZU481209', 0],
    ['MSKU907032', 3],
  ])('%s → %s', (first10, digit) => {
    expect(equipmentCheckDigit(first10)).toBe(digit);
  });

  it('writes a remainder of 10 as 0', () => {
    // S 30, H 18, P 27, U 32: 30 + 36 + 108 + 256 + 7 × 512 = 4014 = 364 × 11 + 10.
    expect(equipmentCheckDigit('SHPU000007')).toBe(0);
  });

  it('gives every digit across consecutive serials', () => {
    const digits = Array.from({ length: 200 }, (_, i) =>
      equipmentCheckDigit(`SHPU${String(i).padStart(6, '0')}`),
    );
    expect(new Set(digits).size).toBe(10);
  });

  it.each([['CSQU30543'], ['csqu305438'], ['CSQ1305438'], ['CSQU3054383'], [42], [null]])(
    'refuses %s',
    (bad) => {
      expect(() => equipmentCheckDigit(bad as string)).toThrow(RangeError);
    },
  );
});

describe('isValidEquipmentReference', () => {
  it.each(['CSQU3054383', 'APZU4812090', 'MSKU9070323', 'SHPU0000070'])('accepts %s', (ref) => {
    expect(isValidEquipmentReference(ref)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'CSQU3054384'],
    ['lower case', 'csqu3054383'],
    ['a category other than U, J, Z', 'CSQX3054383'],
    ['too short', 'CSQU305438'],
    ['not a string', 30_543_83],
    ['nothing', undefined],
  ])('refuses %s', (_why, value) => {
    expect(isValidEquipmentReference(value)).toBe(false);
  });
});

describe('equipmentReferenceOf', () => {
  it('pads the serial to six digits and appends its check digit', () => {
    expect(equipmentReferenceOf('CSQU', 305_438)).toBe('CSQU3054383');
    const first = equipmentReferenceOf('SHPU', 1);
    expect(first).toMatch(/^SHPU000001\d$/);
    expect(isValidEquipmentReference(first)).toBe(true);
    expect(isValidEquipmentReference(equipmentReferenceOf('SHPZ', MAX_EQUIPMENT_SERIAL))).toBe(
      true,
    );
  });

  it.each([
    ['SHP', 1],
    ['SHPX', 1],
    ['shpu', 1],
    [7, 1],
  ])('refuses the owner prefix %s', (prefix, serial) => {
    expect(() => equipmentReferenceOf(prefix as string, serial)).toThrow(/owner prefix/);
  });

  it.each([[-1], [1.5], [MAX_EQUIPMENT_SERIAL + 1], [Number.NaN], ['1']])(
    'refuses the serial %s',
    (serial) => {
      expect(() => equipmentReferenceOf('SHPU', serial as number)).toThrow(/serial/);
    },
  );
});

describe('isoEquipmentCodeForCapacity', () => {
  it('names the size and type code of each container type', () => {
    expect(ISO_EQUIPMENT_CODES).toEqual({ '20ft': '22GP', '40ft': '42GP', '40ft-hc': '45GP' });
  });

  it.each([
    [33, '22GP'],
    [26, '22GP'],
    [67, '42GP'],
    [76, '45GP'],
    // 40 ft high cube × 70 %: the box the buyer picked, not the 40 ft that holds as much.
    [53.2, '45GP'],
    [500, '45GP'],
  ])('%s CBM ships in %s', (capacity, code) => {
    expect(isoEquipmentCodeForCapacity(capacity)).toBe(code);
  });

  it('refuses a capacity that is not a positive number', () => {
    expect(() => isoEquipmentCodeForCapacity(0)).toThrow(RangeError);
  });
});
