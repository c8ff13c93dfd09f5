import { describe, expect, it } from 'vitest';
import { formatSize, productDimensions } from './size';

describe('formatSize (behaviour.md#product-metafields)', () => {
  it.each([
    [{ width: '1200', depth: '800', height: '750' }, 'W1200 x D800 x H750'],
    [{ width: 1200, depth: 800, height: 750 }, 'W1200 x D800 x H750'],
    [{ width: '1200.0', depth: ' 800 ', height: '450.5' }, 'W1200 x D800 x H450.5'],
    [{ width: '1200', depth: '800', height: null }, 'N/A'],
    [{ width: undefined, depth: '800', height: '750' }, 'N/A'],
    [{ width: '1200', depth: '', height: '750' }, 'N/A'],
    [{ width: '1200', depth: 'wide', height: '750' }, 'N/A'],
    [{ width: '0', depth: '800', height: '750' }, 'N/A'],
  ])('%j → %s', (dimensions, expected) => {
    expect(formatSize(dimensions)).toBe(expected);
  });
});

describe('productDimensions', () => {
  it('reads ProductWidth, ProductDepth and ProductHeight', () => {
    const metafields = [
      { key: 'ProductHeight', value: '750' },
      { key: 'ProductWidth', value: '1200' },
      { key: 'ProductDepth', value: '800' },
      { key: 'ImageHero', value: '/hero.jpg' },
    ];
    expect(productDimensions(metafields)).toEqual({ width: '1200', depth: '800', height: '750' });
    expect(formatSize(productDimensions(metafields))).toBe('W1200 x D800 x H750');
  });

  it('gives null for each missing key, so the size shows N/A', () => {
    const dimensions = productDimensions({ ProductWidth: '1200' });
    expect(dimensions).toEqual({ width: '1200', depth: null, height: null });
    expect(formatSize(dimensions)).toBe('N/A');
    expect(productDimensions(null)).toEqual({ width: null, depth: null, height: null });
  });
});
