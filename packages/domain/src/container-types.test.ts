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
});
