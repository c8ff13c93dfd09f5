import { describe, expect, it } from 'vitest';
import {
  isNewArrival,
  isNewArrivalsPath,
  NEW_ARRIVAL_DAYS,
  NEW_ARRIVALS_FALLBACK_COUNT,
  NEW_ARRIVALS_PATH,
} from './new-arrivals';

describe('new arrivals', () => {
  it('knows its category path however it is written', () => {
    expect(isNewArrivalsPath(NEW_ARRIVALS_PATH)).toBe(true);
    expect(isNewArrivalsPath('/new-arrivals')).toBe(true);
    expect(isNewArrivalsPath('new-arrivals/')).toBe(true);
    expect(isNewArrivalsPath('/New-Arrivals/')).toBe(true);
    expect(isNewArrivalsPath('/shop-all/new-arrivals/')).toBe(false);
    expect(isNewArrivalsPath('/shop-all/')).toBe(false);
    expect(isNewArrivalsPath(null)).toBe(false);
  });

  it('counts a product as new for NEW_ARRIVAL_DAYS days after it arrived', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    expect(isNewArrival(daysAgo(0), now)).toBe(true);
    expect(isNewArrival(daysAgo(NEW_ARRIVAL_DAYS), now)).toBe(true);
    expect(isNewArrival(daysAgo(NEW_ARRIVAL_DAYS + 0.01), now)).toBe(false);
    expect(isNewArrival(daysAgo(400), now)).toBe(false);
    expect(isNewArrival(daysAgo(10).toISOString(), now)).toBe(true);
    expect(isNewArrival(daysAgo(10), now, 7)).toBe(false);
    // Announced but not landed, or no date at all: not (yet) an arrival.
    expect(isNewArrival(daysAgo(-1), now)).toBe(false);
    expect(isNewArrival('not a date', now)).toBe(false);
  });

  it('falls back to one category page of products', () => {
    expect(NEW_ARRIVALS_FALLBACK_COUNT).toBe(24);
  });
});
