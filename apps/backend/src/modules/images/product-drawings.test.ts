import { describe, expect, it } from 'vitest';
import { buildModel, defaultDimensions, shapeOf } from './furniture-model';
import type { ProductLook } from './product-drawings';
import { drawProductImage } from './product-drawings';

const look = (name: string, colour: string): ProductLook => {
  const shape = shapeOf(name);
  return {
    id: 7,
    name,
    shape,
    dims: defaultDimensions(shape),
    finishes: [
      { label: 'A', colour, weave: 'plain' },
      { label: 'B', colour: '#1F2F4B', weave: 'velvet' },
    ],
  };
};

describe('product drawings', () => {
  it('knows the catalogue types by the words in their names', () => {
    expect(
      [
        'Oslo Classic Dining Chair',
        'Bondi Slim Bar Stool',
        'Kyoto Wide Office Chair',
        'Atlas Lounge Chair',
      ].map(shapeOf),
    ).toEqual(['diningChair', 'barStool', 'officeChair', 'loungeChair']);
    expect(
      [
        'Coffee Table',
        'Side Table',
        'Dining Table',
        'Loveseat',
        'Modular Sofa',
        'King Bed',
        'Sideboard',
        'Bookcase',
        'Chest of Drawers',
        'Lamp',
      ].map(shapeOf),
    ).toEqual([
      'coffeeTable',
      'sideTable',
      'diningTable',
      'sofa',
      'modularSofa',
      'bed',
      'sideboard',
      'bookcase',
      'drawers',
      'cabinet',
    ]);
  });

  it('builds every model inside its own size', () => {
    for (const name of [
      'Dining Chair',
      'Lounge Chair',
      'Bar Stool',
      'Office Chair',
      'Dining Table',
      'Sofa',
      'Modular Sofa',
      'Queen Bed',
      'Sideboard',
      'Bookcase',
      'Chest of Drawers',
      'Cabinet',
    ]) {
      const shape = shapeOf(name);
      const dims = defaultDimensions(shape);
      for (const b of buildModel(shape, dims)) {
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.w).toBeLessThanOrEqual(dims.width + 0.001);
        expect(b.y + b.d).toBeLessThanOrEqual(dims.depth + 0.001);
        expect(b.z + b.h).toBeLessThanOrEqual(dims.height + 0.001);
        expect(Math.min(b.w, b.d, b.h)).toBeGreaterThan(0);
      }
    }
  });

  it('draws the same bytes for the same product, and the variant finish in variant pictures', () => {
    const chair = look('Oslo Classic Dining Chair', '#C8A165');
    expect(drawProductImage(chair, { kind: 'hero' })).toBe(
      drawProductImage(chair, { kind: 'hero' }),
    );
    expect(drawProductImage(chair, { kind: 'variant', n: 0 })).toContain('#c8a165');
    const second = drawProductImage(chair, { kind: 'variant', n: 1 });
    expect(second).toContain('#1f2f4b');
    expect(second).toContain('<title>Oslo Classic Dining Chair in B</title>');
    expect(drawProductImage(look('Chair', '#123456'), { kind: 'hero' })).not.toBe(
      drawProductImage(chair, { kind: 'hero' }),
    );
  });

  it('escapes product names in the markup', () => {
    const svg = drawProductImage(look('<script>alert(1)</script> Chair', '#C8A165'), {
      kind: 'client-drawing',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });
});
