// The one judge of a cart write through the API: the question asked instead of an add
// (`non_container=ask`), line-by-line writes with each line's result (`lines=each`), and a
// factory whose own container is not the standard 26 CBM.
import {
  CONTAINER_METAFIELD_NAMESPACE,
  NON_CONTAINER_CONFIRM_MESSAGE,
  OVER_CAPACITY_MESSAGE,
  containerMetafieldKey,
} from '@shop/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import type { TestBackend } from './helpers';
import { FLAT_PACKED_CARTON, fixtures, setupBackend } from './helpers';

let t: TestBackend;
let f: Awaited<ReturnType<typeof fixtures>>;
beforeAll(async () => {
  t = await setupBackend();
  f = await fixtures(t);
  await f.setCarton(f.container.variantId, FLAT_PACKED_CARTON);
});
afterAll(async () => {
  await t.close();
});

const line = (p: { productId: number; variantId: number }, quantity: number) => ({
  product_id: p.productId,
  variant_id: p.variantId,
  quantity,
});
const linesOf = (body: { message: { data: { line_items: { physical_items: unknown[] } } } }) =>
  body.message.data.line_items.physical_items as { variant_id: number; quantity: number }[];

async function newCart(items: ReturnType<typeof line>[]) {
  const created = await t.call('POST', '/api/carts', { body: { line_items: items } });
  expect(created.status).toBe(201);
  return created.body.message.data.id as string;
}

/** How many units of the container fixture the CBM rule lets into `cbm`. */
async function unitsIn(cbm: number) {
  const d = await f.dimensions(f.container.productId);
  return Math.floor((cbm * 1e9) / (d.width * d.depth * d.height));
}

describe('the question (non_container=ask)', () => {
  it('answers 409 with the question, writing nothing, when a container add meets ordinary lines', async () => {
    await f.setStock(f.container.variantId, [10_000, 0]);
    await f.setStock(f.plain.variantId, [100, 0]);
    const id = await newCart([line(f.plain, 2)]);
    const asked = await t.call('POST', `/api/carts/${id}/items?non_container=ask`, {
      body: { line_items: [line(f.container, 1)] },
    });
    expect(asked.status).toBe(409);
    expect(asked.body.title).toBe(NON_CONTAINER_CONFIRM_MESSAGE);
    const read = await t.call('GET', `/api/carts/${id}`);
    expect(linesOf(read.body)).toEqual([
      expect.objectContaining({ variant_id: f.plain.variantId, quantity: 2 }),
    ]);
    // The Yes: the same add replacing the ordinary lines.
    const yes = await t.call('POST', `/api/carts/${id}/items?replace=non-container`, {
      body: { line_items: [line(f.container, 1)] },
    });
    expect(yes.status).toBe(200);
    expect(linesOf(yes.body).map((l) => l.variant_id)).toEqual([f.container.variantId]);
  });

  it('refuses an add over the container before asking anything', async () => {
    await f.setStock(f.container.variantId, [100_000, 0]);
    const id = await newCart([line(f.plain, 1)]);
    const over = await t.call('POST', `/api/carts/${id}/items?non_container=ask`, {
      body: { line_items: [line(f.container, (await unitsIn(26)) + 1)] },
    });
    expect(over.status).toBe(409);
    expect(over.body.title).toBe(OVER_CAPACITY_MESSAGE);
  });

  it('does not ask when ordinary products join a container cart', async () => {
    const id = await newCart([line(f.container, 1)]);
    const plain = await t.call('POST', `/api/carts/${id}/items?non_container=ask`, {
      body: { line_items: [line(f.plain, 1)] },
    });
    expect(plain.status).toBe(200);
  });
});

describe('line by line (lines=each)', () => {
  it('adds the lines it can and says why the others were not', async () => {
    await f.setStock(f.container.variantId, [10_000, 0]);
    await f.setStock(f.plain.variantId, [3, 0]);
    const id = await newCart([line(f.container, 1)]);
    const answer = await t.call('POST', `/api/carts/${id}/items?lines=each`, {
      body: {
        line_items: [
          line(f.container, 2),
          line(f.plain, 5),
          { product_id: f.plain.productId, variant_id: f.container.variantId, quantity: 1 },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message.meta.line_results).toEqual([
      expect.objectContaining({ status: 'added', added: 2, requested: 2 }),
      expect.objectContaining({ status: 'refused', added: 0, reason: 'stock', available: 3 }),
      expect.objectContaining({ status: 'refused', reason: 'not-found' }),
    ]);
    expect(linesOf(answer.body)).toEqual([
      expect.objectContaining({ variant_id: f.container.variantId, quantity: 3 }),
    ]);
  });

  it('caps a line by stock and by the container with shortfall=cap', async () => {
    await f.setStock(f.container.variantId, [100_000, 0]);
    await f.setStock(f.plain.variantId, [3, 0]);
    const fit = await unitsIn(26);
    const id = await newCart([line(f.container, 1)]);
    const answer = await t.call('POST', `/api/carts/${id}/items?lines=each&shortfall=cap`, {
      body: { line_items: [line(f.container, fit + 10), line(f.plain, 5)] },
    });
    expect(answer.status).toBe(200);
    const [container, plain] = answer.body.message.meta.line_results;
    expect(container).toMatchObject({ status: 'capped', added: fit - 1, reason: 'volume' });
    expect(plain).toMatchObject({ status: 'capped', added: 3, reason: 'stock' });
    expect(linesOf(answer.body).map((l) => l.quantity)).toEqual([fit, 3]);
  });

  it('makes no cart when none of a new list can be added', async () => {
    await f.setStock(f.plain.variantId, [0, 0]);
    const answer = await t.call('POST', '/api/carts?lines=each', {
      body: { line_items: [line(f.plain, 1)] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message.data).toBeNull();
    expect(answer.body.message.meta.line_results).toEqual([
      expect.objectContaining({ status: 'refused', reason: 'stock', available: 0 }),
    ]);
  });

  it('asks when a pasted list mixes container and ordinary lines (non_container=ask)', async () => {
    await f.setStock(f.container.variantId, [10_000, 0]);
    await f.setStock(f.plain.variantId, [100, 0]);
    const id = await newCart([line(f.container, 1)]);
    const asked = await t.call('POST', `/api/carts/${id}/items?lines=each&non_container=ask`, {
      body: { line_items: [line(f.container, 1), line(f.plain, 1)] },
    });
    expect(asked.status).toBe(409);
    expect(asked.body.title).toBe(NON_CONTAINER_CONFIRM_MESSAGE);
    const yes = await t.call('POST', `/api/carts/${id}/items?lines=each&replace=non-container`, {
      body: { line_items: [line(f.container, 1), line(f.plain, 1)] },
    });
    expect(yes.status).toBe(200);
    expect(yes.body.message.meta.line_results.map((r: { status: string }) => r.status)).toEqual([
      'added',
      'refused',
    ]);
    expect(linesOf(yes.body)).toEqual([
      expect.objectContaining({ variant_id: f.container.variantId, quantity: 2 }),
    ]);
  });

  it('rejects an unknown mode', async () => {
    const id = await newCart([line(f.container, 1)]);
    const odd = await t.call('POST', `/api/carts/${id}/items?lines=some`, {
      body: { line_items: [line(f.container, 1)] },
    });
    expect(odd.status).toBe(400);
  });
});

describe("a factory's own container (capacityFor)", () => {
  it("judges by the brand's stored container when the cart names none, and by the cart's pick when it does", async () => {
    const db = t.backend.services.database.db;
    const brandId = f.container.brandId;
    const where = and(
      eq(s.brandMetafields.brandId, brandId),
      eq(s.brandMetafields.namespace, CONTAINER_METAFIELD_NAMESPACE),
      eq(s.brandMetafields.key, containerMetafieldKey(brandId)),
    );
    await db.update(s.brandMetafields).set({ value: '13CBM' }).where(where);
    try {
      await f.setStock(f.container.variantId, [100_000, 0]);
      const half = await unitsIn(13);
      const id = await newCart([line(f.container, half)]);
      const over = await t.call('POST', `/api/carts/${id}/items`, {
        body: { line_items: [line(f.container, 1)] },
      });
      expect(over.status).toBe(409);
      expect(JSON.stringify(over.body)).toContain('the 13 CBM container');
      // The buyer picks the standard 26 CBM on the builder: the cart's choice wins.
      const picked = await t.call('POST', `/api/carts/metafield/${id}`, {
        body: {
          permission_set: 'app_only',
          namespace: CONTAINER_METAFIELD_NAMESPACE,
          key: containerMetafieldKey(brandId),
          value: '26CBM',
        },
      });
      expect(picked.status).toBe(201);
      const more = await t.call('POST', `/api/carts/${id}/items`, {
        body: { line_items: [line(f.container, 1)] },
      });
      expect(more.status).toBe(200);
    } finally {
      await db.update(s.brandMetafields).set({ value: '26CBM' }).where(where);
    }
  });
});

describe('the container type changed while an add is judged', () => {
  it('stamps the cart row with every metafield write, so an add judged before it writes nothing and judges again', async () => {
    const db = t.backend.services.database.db;
    const id = await newCart([line(f.container, 1)]);
    const version = async () => {
      const [row] = await db
        .select({ version: sql<string>`xmin::text` })
        .from(s.carts)
        .where(eq(s.carts.id, id));
      return row?.version;
    };
    // An optimistic add writes only if the cart row is still the version it read (cart-writes.ts).
    const before = await version();
    const created = await t.call('POST', `/api/carts/metafield/${id}`, {
      body: {
        permission_set: 'app_only',
        namespace: CONTAINER_METAFIELD_NAMESPACE,
        key: containerMetafieldKey(f.container.brandId),
        value: '26CBM',
      },
    });
    expect(created.status).toBe(201);
    const afterCreate = await version();
    expect(afterCreate).not.toBe(before);
    const updated = await t.call(
      'PUT',
      `/api/carts/metafield/${id}/${String(created.body.message.data.id)}`,
      { body: { value: '2CBM' } },
    );
    expect(updated.status).toBe(200);
    expect(await version()).not.toBe(afterCreate);
  });
});
