import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTAINER_USABLE_PERCENTS,
  STANDARD_CONTAINER_CHOICE,
  capacityOfChoice,
  choiceForCapacity,
  containerTypeForCapacity,
} from './container-choice';
import { CONTAINER_TYPES } from './container-types';

describe('container choice', () => {
  it('is the preset volume times the usable share, standard being 26 CBM', () => {
    expect(capacityOfChoice({ typeId: '20ft', usablePercent: 100 })).toBe(33);
    expect(capacityOfChoice({ typeId: '40ft', usablePercent: 90 })).toBe(60.3);
    expect(capacityOfChoice({ typeId: '40ft-hc', usablePercent: 85 })).toBe(64.6);
    expect(capacityOfChoice({ typeId: STANDARD_CONTAINER_CHOICE, usablePercent: 70 })).toBe(26);
    expect(capacityOfChoice({ typeId: 'nonsense', usablePercent: 100 })).toBe(26);
  });

  it('finds the choice back from a stored capacity', () => {
    expect(choiceForCapacity(60.3)).toEqual({ typeId: '40ft', usablePercent: 90 });
    expect(choiceForCapacity(76)).toEqual({ typeId: '40ft-hc', usablePercent: 100 });
    expect(choiceForCapacity(26)).toEqual({
      typeId: STANDARD_CONTAINER_CHOICE,
      usablePercent: 100,
    });
    expect(choiceForCapacity(12.345)).toEqual({
      typeId: STANDARD_CONTAINER_CHOICE,
      usablePercent: 100,
    });
  });
});

describe('containerTypeForCapacity', () => {
  it('plans the standard 26 CBM in a 20 ft box, the smallest that holds it', () => {
    expect(containerTypeForCapacity(26).id).toBe('20ft');
  });

  it('plans a picked type in that type, whatever its usable share', () => {
    // 53.2 CBM would also fit a 40 ft box; the buyer picked the high cube.
    expect(
      containerTypeForCapacity(capacityOfChoice({ typeId: '40ft-hc', usablePercent: 70 })).id,
    ).toBe('40ft-hc');
    expect(containerTypeForCapacity(23.1).id).toBe('20ft');
    expect(containerTypeForCapacity(67).id).toBe('40ft');
  });

  it('takes the smaller box where two choices store the same number', () => {
    expect(capacityOfChoice({ typeId: '40ft', usablePercent: 85 })).toBe(57);
    expect(capacityOfChoice({ typeId: '40ft-hc', usablePercent: 75 })).toBe(57);
    expect(containerTypeForCapacity(57).id).toBe('40ft');
  });

  it('plans any other capacity in the smallest box that holds it, and beyond every box in the largest', () => {
    expect(containerTypeForCapacity(0.5).id).toBe('20ft');
    expect(containerTypeForCapacity(33.5).id).toBe('40ft');
    expect(containerTypeForCapacity(70).id).toBe('40ft-hc');
    expect(containerTypeForCapacity(1000).id).toBe('40ft-hc');
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, '26' as unknown as number])(
    'refuses %j with a RangeError naming the value',
    (value) => {
      expect(() => containerTypeForCapacity(value)).toThrow(RangeError);
      expect(() => containerTypeForCapacity(value)).toThrow(/containerTypeForCapacity: capacity/);
    },
  );

  it('gives every choice the builder offers its own type, and a box at least that large', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTAINER_TYPES.map((type) => type.id)),
        fc.constantFrom(...CONTAINER_USABLE_PERCENTS),
        (typeId, usablePercent) => {
          const capacity = capacityOfChoice({ typeId, usablePercent });
          const type = containerTypeForCapacity(capacity);
          expect(type.capacity).toBeGreaterThanOrEqual(capacity);
          // Only a tie (see above) moves a choice to another — smaller — box.
          if (type.id !== typeId) {
            expect(type.capacity).toBeLessThan(
              CONTAINER_TYPES.find((t) => t.id === typeId)?.capacity ?? 0,
            );
          }
        },
      ),
    );
  });

  it('never picks a box smaller than the capacity it is given (up to the largest)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 76, noNaN: true }), (capacity) => {
        expect(containerTypeForCapacity(capacity).capacity).toBeGreaterThanOrEqual(capacity);
      }),
    );
  });
});
