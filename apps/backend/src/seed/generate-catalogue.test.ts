import { describe, expect, it } from 'vitest';
import { FIRST_PRODUCT_ID, buildCategoryTree, generateCatalogueChunk } from './generate-catalogue';

describe('generateCatalogueChunk', () => {
  const tree = buildCategoryTree();

  it('gives the same rows for the same indexes, whatever the chunking', () => {
    const whole = generateCatalogueChunk(0, 40, 40, tree);
    const parts = [
      generateCatalogueChunk(0, 17, 40, tree),
      generateCatalogueChunk(17, 40, 40, tree),
    ];
    expect(parts.flatMap((p) => p.products)).toEqual(whole.products);
    expect(parts.flatMap((p) => p.variants)).toEqual(whole.variants);
    expect(parts.flatMap((p) => p.inventory)).toEqual(whole.inventory);
    expect(generateCatalogueChunk(0, 40, 40, tree)).toEqual(whole);
  });

  it('keeps names, SKUs and paths unique in a large catalogue, and related products in range', () => {
    const total = 4000;
    const chunk = generateCatalogueChunk(0, total, total, tree);
    for (const key of ['name', 'sku', 'path'] as const) {
      expect(new Set(chunk.products.map((p) => p[key])).size).toBe(total);
    }
    expect(new Set(chunk.variants.map((v) => v.sku)).size).toBe(chunk.variants.length);
    expect(
      chunk.relatedProducts.every(
        (r) => r.relatedId >= FIRST_PRODUCT_ID && r.relatedId < FIRST_PRODUCT_ID + total,
      ),
    ).toBe(true);
    expect(chunk.products.filter((p) => p.name.endsWith('(Container)'))).toHaveLength(total / 5);
  });
});
