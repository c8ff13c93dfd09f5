import { describe, expect, it } from 'vitest';
import { containerLinesOf, overfilledContainers } from './cart-decision';
import type { CartLineFacts } from './cart-decision';
import { containerCapacity, MAX_CONTAINER_CAPACITY_CBM } from './container-metafield';

const chair = (quantity: number, brandId: number | null = 40): CartLineFacts => ({
  name: 'Oak chair (Container)',
  brandId,
  quantity,
  volume: 0.5,
});
const bed = (quantity: number, brandId: number | null = 40): CartLineFacts => ({
  name: 'King bed',
  brandId,
  quantity,
  volume: 5.1,
});

describe('containerLinesOf', () => {
  it('keeps the container lines of a known brand', () => {
    expect(containerLinesOf([bed(1), chair(2), chair(3, null)])).toEqual([
      { brandId: 40, quantity: 2, volume: 0.5 },
    ]);
    expect(containerLinesOf(null)).toEqual([]);
  });
});

describe('overfilledContainers', () => {
  it('lists the factories over their container, exactly', () => {
    expect(overfilledContainers([chair(52)], 26)).toEqual([]);
    expect(overfilledContainers([chair(53), chair(1, 41)], 26)).toEqual([
      { brandId: 40, used: 26.5, capacity: 26, remaining: 0, percent: 101.9, over: true },
    ]);
    // A shrunk container type: 40 ft to 20 ft.
    expect(overfilledContainers([chair(100)], (id) => (id === '40' ? 33 : 26))).toHaveLength(1);
  });
});

describe('containerCapacity', () => {
  const field = (value: string, key = 'factoryID:40') => ({
    namespace: 'container_size',
    key,
    value,
  });

  it("is the cart's choice within the largest container shipped", () => {
    expect(containerCapacity([field('67CBM')], 40)).toBe(67);
    expect(containerCapacity([field(`${String(MAX_CONTAINER_CAPACITY_CBM)}CBM`)], 40)).toBe(
      MAX_CONTAINER_CAPACITY_CBM,
    );
  });

  it('falls back for a claim above any container, garbage, or no choice', () => {
    expect(containerCapacity([field('1000CBM')], 40)).toBe(26);
    expect(containerCapacity([field('1000CBM')], 40, 33)).toBe(33);
    expect(containerCapacity([field('lots')], 40, 33)).toBe(33);
    expect(containerCapacity([field('67CBM', 'factoryID:41')], 40)).toBe(26);
    expect(containerCapacity(null, 40)).toBe(26);
  });
});
