import { describe, expect, it } from 'vitest';
import { CONTAINER_TYPES, containerTypeById } from './container-types';

describe('container types', () => {
  it('lists the three presets, smallest first', () => {
    expect(CONTAINER_TYPES.map((type) => [type.id, type.capacity])).toEqual([
      ['20ft', 33],
      ['40ft', 67],
      ['40ft-hc', 76],
    ]);
  });

  it.each([
    ['20ft', 33],
    ['40ft', 67],
    ['40ft-hc', 76],
  ])('%s holds %s CBM', (id, capacity) => {
    expect(containerTypeById(id)?.capacity).toBe(capacity);
  });

  it.each(['45ft', '', null, 20])('%j is unknown', (id) => {
    expect(containerTypeById(id)).toBeNull();
  });

  // The builder's CBM figure and the load plan's box must describe the same container.
  it.each(CONTAINER_TYPES.map((type) => [type.id, type] as const))(
    '%s: the CBM capacity is the inner volume rounded down',
    (_id, type) => {
      const { length, width, height } = type.inner;
      expect(Math.floor((length * width * height) / 1e9)).toBe(type.capacity);
    },
  );

  it.each(CONTAINER_TYPES.map((type) => [type.id, type] as const))(
    '%s: the door is no larger than the inside, and payload is gross less tare',
    (_id, type) => {
      expect(type.door.width).toBeLessThanOrEqual(type.inner.width);
      expect(type.door.height).toBeLessThanOrEqual(type.inner.height);
      expect(type.maxPayloadKg).toBe(type.maxGrossKg - type.tareKg);
    },
  );
});
