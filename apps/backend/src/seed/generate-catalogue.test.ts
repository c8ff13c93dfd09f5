import {
  CARTON_METAFIELD_KEYS,
  CONTAINER_TYPES,
  cartonFromMetafields,
  isNewArrival,
  planCartLines,
} from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { FIRST_PRODUCT_ID, buildCategoryTree, generateCatalogueChunk } from './generate-catalogue';

describe('generateCatalogueChunk', () => {
  const tree = buildCategoryTree();

  it('gives the same rows for the same indexes, whatever the chunking', () => {
    const today = new Date('2026-11-23T15:00:00Z');
    const whole = generateCatalogueChunk(0, 40, 40, tree, today);
    const parts = [
      generateCatalogueChunk(0, 17, 40, tree, today),
      generateCatalogueChunk(17, 40, 40, tree, today),
    ];
    expect(parts.flatMap((p) => p.products)).toEqual(whole.products);
    expect(parts.flatMap((p) => p.variants)).toEqual(whole.variants);
    expect(parts.flatMap((p) => p.inventory)).toEqual(whole.inventory);
    expect(generateCatalogueChunk(0, 40, 40, tree, today)).toEqual(whole);
  });

  it('dates every arrival and files the recent ones, and only those, under New Arrivals', () => {
    const today = new Date('2026-11-23T15:00:00Z');
    const chunk = generateCatalogueChunk(0, 320, 320, tree, today);
    const filed = new Set(
      chunk.productCategories
        .filter((row) => row.categoryId === tree.newArrivals)
        .map((row) => row.productId),
    );
    const recent = chunk.products.filter((p) => isNewArrival(p.createdAt ?? 0, today));
    expect(recent.length).toBeGreaterThanOrEqual(24);
    expect(recent.length).toBeLessThan(chunk.products.length / 5);
    expect([...filed].sort()).toEqual(recent.map((p) => p.id).sort());
    for (const product of chunk.products) {
      expect(product.createdAt).toBeInstanceOf(Date);
      expect(product.createdAt?.getTime()).toBeLessThanOrEqual(today.getTime());
    }
    // Spread over time: a listing by arrival has an order to show.
    expect(new Set(chunk.products.map((p) => p.createdAt?.getTime())).size).toBeGreaterThan(200);
    expect(tree.rows.find((row) => row.id === tree.newArrivals)?.path).toBe('/new-arrivals/');
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

  it('gives every variant of a container product carton data, and no other product any', () => {
    const chunk = generateCatalogueChunk(0, 320, 320, tree);
    const cartonKeys = new Set<string>(Object.values(CARTON_METAFIELD_KEYS));
    const byVariant = new Map<number, Record<string, string>>();
    for (const m of chunk.metafields) {
      if (m.variantId === null || m.variantId === undefined || !cartonKeys.has(m.key)) continue;
      byVariant.set(m.variantId, { ...byVariant.get(m.variantId), [m.key]: m.value });
    }
    const containerProducts = new Set(
      chunk.products.filter((p) => p.name.endsWith('(Container)')).map((p) => p.id),
    );
    const [, forty] = CONTAINER_TYPES;
    const kinds = new Map<string, { units: number; stackable: boolean; kg: number }[]>();
    for (const variant of chunk.variants) {
      const fields = byVariant.get(variant.id);
      if (!containerProducts.has(variant.productId)) {
        expect(fields).toBeUndefined();
        continue;
      }
      const carton = cartonFromMetafields(fields);
      // Every figure given: nothing estimated, and one unit of it can be loaded.
      expect(carton?.estimated, variant.sku).toEqual([]);
      expect(carton?.source).toBe('carton');
      const plan = planCartLines([{ key: variant.sku, quantity: 1, carton }], forty);
      expect(plan.fits, variant.sku).toBe(true);
      const kind = variant.sku.split('-')[1] ?? '';
      kinds.set(kind, [
        ...(kinds.get(kind) ?? []),
        {
          units: carton?.unitsPerCarton ?? 0,
          stackable: carton?.stackable ?? true,
          kg: carton?.grossWeightKg ?? 0,
        },
      ]);
    }
    // Flat-packed dining chairs several to a carton, a sofa one to a crate, marble-topped
    // dining tables heavy and not stackable.
    expect(kinds.get('DCH')?.every((c) => c.units >= 2)).toBe(true);
    expect(kinds.get('SOF')?.every((c) => c.units === 1)).toBe(true);
    expect(kinds.get('DTB')?.every((c) => !c.stackable && c.kg > 100)).toBe(true);
  });
});
