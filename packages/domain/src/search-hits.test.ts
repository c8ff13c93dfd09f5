import { describe, expect, it } from 'vitest';
import { isKnownSearchHit, knownSearchHits } from './search-hits';

const known = new Set(['OAK-DESK', 'OAK-DESK-WAL', 'CHAIR-1-RED']);

describe('known search hits (behaviour.md#calls-search)', () => {
  it('keeps a hit whose product SKU the store knows', () => {
    expect(isKnownSearchHit({ sku: 'OAK-DESK' }, known)).toBe(true);
  });

  it('keeps a hit when one of its variant SKUs is known', () => {
    expect(
      isKnownSearchHit({ sku: 'CHAIR-1', variantSkus: ['CHAIR-1-BLUE', 'CHAIR-1-RED'] }, known),
    ).toBe(true);
  });

  it('drops a hit the store does not know, with or without variants', () => {
    expect(isKnownSearchHit({ sku: 'GONE' }, known)).toBe(false);
    expect(isKnownSearchHit({ sku: 'GONE', variantSkus: ['GONE-1'] }, known)).toBe(false);
    expect(isKnownSearchHit({ sku: 'GONE', variantSkus: null }, known)).toBe(false);
  });

  it('is exact: no prefix, case or whitespace matching', () => {
    expect(isKnownSearchHit({ sku: 'oak-desk' }, known)).toBe(false);
    expect(isKnownSearchHit({ sku: 'OAK' }, known)).toBe(false);
    expect(isKnownSearchHit({ sku: ' OAK-DESK' }, known)).toBe(false);
  });

  it('filters a list keeping the ranking order and the hit objects', () => {
    const hits = [
      { sku: 'GONE', name: 'a' },
      { sku: 'CHAIR-1', variantSkus: ['CHAIR-1-RED'], name: 'b' },
      { sku: 'OAK-DESK', name: 'c' },
    ];
    const kept = knownSearchHits(hits, known);
    expect(kept.map((hit) => hit.name)).toEqual(['b', 'c']);
    expect(kept[0]).toBe(hits[1]);
  });

  it('keeps nothing when the store knows nothing', () => {
    expect(knownSearchHits([{ sku: 'OAK-DESK' }], new Set())).toEqual([]);
  });
});
