import { and, asc, eq, inArray, notLike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '../src/db/schema';
import type { TestBackend } from './helpers';
import { fixtures, setupBackend } from './helpers';

// The cart add writes without a transaction when nothing else wrote to the cart since its
// read, and falls back to the cart's row lock otherwise: these races must lose nothing.

let t: TestBackend;
let f: Awaited<ReturnType<typeof fixtures>>;
let plain: { productId: number; variantId: number }[];
beforeAll(async () => {
  t = await setupBackend();
  f = await fixtures(t);
  const db = t.backend.services.database.db;
  // Variants with options (the cache test renames one).
  plain = await db
    .selectDistinct({ productId: s.variants.productId, variantId: s.variants.id })
    .from(s.variants)
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .innerJoin(s.variantOptionValues, eq(s.variantOptionValues.variantId, s.variants.id))
    .where(and(notLike(s.products.name, '%(Container)'), eq(s.variants.isPurchasable, true)))
    .orderBy(asc(s.variants.id))
    .limit(8);
  for (const p of plain) await f.setStock(p.variantId, [500, 0]);
});
afterAll(async () => {
  await t.close();
});

const line = (p: { productId: number; variantId: number }, quantity: number) => ({
  product_id: p.productId,
  variant_id: p.variantId,
  quantity,
});

interface CartBody {
  id: string;
  line_items: {
    physical_items: {
      id: string;
      variant_id: number;
      quantity: number;
      options: { name: string; value: string }[];
    }[];
  };
}

async function newCart(first: { productId: number; variantId: number }, quantity = 1) {
  const created = await t.call('POST', '/api/carts', {
    body: { line_items: [line(first, quantity)] },
  });
  expect(created.status).toBe(201);
  return (created.body as { message: { data: CartBody } }).message.data;
}

async function readCart(id: string) {
  const read = await t.call('GET', `/api/carts/${id}`);
  expect(read.status).toBe(200);
  return (read.body as { message: { data: CartBody } }).message.data;
}

describe('racing cart adds', () => {
  it('loses no unit when adds to the same line race', async () => {
    const [a] = plain;
    if (!a) throw new Error('no variant');
    const cart = await newCart(a);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call('POST', `/api/carts/${cart.id}/items`, { body: { line_items: [line(a, 1)] } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const lines = (await readCart(cart.id)).line_items.physical_items;
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(13);
  });

  it('keeps every added line and a racing quantity update', async () => {
    const [a, ...others] = plain;
    if (!a || others.length < 6) throw new Error('not enough variants');
    const cart = await newCart(a);
    const lineA = cart.line_items.physical_items[0];
    if (!lineA) throw new Error('no line');
    const results = await Promise.all([
      ...others
        .slice(0, 6)
        .map((p) =>
          t.call('POST', `/api/carts/${cart.id}/items`, { body: { line_items: [line(p, 2)] } }),
        ),
      t.call('PUT', `/api/carts/${cart.id}/items/${lineA.id}`, { body: { line_item: line(a, 4) } }),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 7 }, () => 200));
    const lines = (await readCart(cart.id)).line_items.physical_items;
    expect(lines).toHaveLength(7);
    expect(lines[0]).toMatchObject({ variant_id: a.variantId, quantity: 4 });
    expect(new Set(lines.map((l) => l.variant_id)).size).toBe(7);
    expect(lines.slice(1).every((l) => l.quantity === 2)).toBe(true);
  });

  it("shows a line's changed options in the add's answer (the details cache follows the catalogue)", async () => {
    const [a, b, c] = plain;
    if (!a || !b || !c) throw new Error('not enough variants');
    const cart = await newCart(a);
    // This add caches a's details (volume, options) for the next add.
    expect(
      (await t.call('POST', `/api/carts/${cart.id}/items`, { body: { line_items: [line(b, 1)] } }))
        .status,
    ).toBe(200);
    const db = t.backend.services.database.db;
    const [value] = await db
      .select({ id: s.optionValues.id, label: s.optionValues.label })
      .from(s.variantOptionValues)
      .innerJoin(s.optionValues, eq(s.optionValues.id, s.variantOptionValues.optionValueId))
      .where(inArray(s.variantOptionValues.variantId, [a.variantId]))
      .limit(1);
    if (!value) throw new Error('variant without options');
    const renamed = `${value.label} (renamed)`;
    await db.update(s.optionValues).set({ label: renamed }).where(eq(s.optionValues.id, value.id));
    try {
      await vi.waitFor(
        async () => {
          const added = await t.call('POST', `/api/carts/${cart.id}/items`, {
            body: { line_items: [line(c, 1)] },
          });
          const data = (added.body as { message: { data: CartBody } }).message.data;
          const shown = data.line_items.physical_items.find((l) => l.variant_id === a.variantId);
          expect(shown?.options.map((o) => o.value)).toContain(renamed);
        },
        { timeout: 10_000, interval: 200 },
      );
    } finally {
      await db
        .update(s.optionValues)
        .set({ label: value.label })
        .where(eq(s.optionValues.id, value.id));
    }
  });
});
