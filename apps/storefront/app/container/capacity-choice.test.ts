import { describe, expect, it } from 'vitest';
import { capacityOfChoice, choiceForCapacity, STANDARD_CHOICE } from './capacity-choice';

describe('container capacity choice', () => {
  it('is the preset volume times the usable share, standard being 26 CBM', () => {
    expect(capacityOfChoice({ typeId: '20ft', usablePercent: 100 })).toBe(33);
    expect(capacityOfChoice({ typeId: '40ft', usablePercent: 90 })).toBe(60.3);
    expect(capacityOfChoice({ typeId: '40ft-hc', usablePercent: 85 })).toBe(64.6);
    expect(capacityOfChoice({ typeId: STANDARD_CHOICE, usablePercent: 70 })).toBe(26);
    expect(capacityOfChoice({ typeId: 'nonsense', usablePercent: 100 })).toBe(26);
  });

  it('finds the choice back from a stored capacity', () => {
    expect(choiceForCapacity(60.3)).toEqual({ typeId: '40ft', usablePercent: 90 });
    expect(choiceForCapacity(76)).toEqual({ typeId: '40ft-hc', usablePercent: 100 });
    expect(choiceForCapacity(26)).toEqual({ typeId: STANDARD_CHOICE, usablePercent: 100 });
    expect(choiceForCapacity(12.345)).toEqual({ typeId: STANDARD_CHOICE, usablePercent: 100 });
  });
});
