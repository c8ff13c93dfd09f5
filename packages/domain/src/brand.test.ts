import { describe, expect, it } from 'vitest';
import { normaliseBrandId } from './brand';

describe('normaliseBrandId', () => {
  it.each([
    [40, '40'],
    ['40', '40'],
    [' 40 ', '40'],
    [0, '0'],
    ['acme', 'acme'],
  ])('%j → %j', (brandId, expected) => {
    expect(normaliseBrandId(brandId)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN, '', '  ', null, undefined, {}])('refuses %j', (brandId) => {
    expect(() => normaliseBrandId(brandId as number)).toThrow(
      /brandId must be a non-negative integer or non-blank text/,
    );
  });
});
