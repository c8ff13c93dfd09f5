// One container add's work is bounded and holds no lock while it plans (behaviour.md#load-plans,
// SECURITY.md "Load plans"): more than MAX_PLAN_CARTONS cartons are refused before planning;
// the plan runs with no transaction open, so another writer of the same cart is not held up,
// and an add whose cart changed meanwhile plans again rather than write a stale plan.
import {
  LOAD_PLAN_REASON_FIELD,
  MAX_PLAN_CARTONS,
  OVER_CAPACITY_MESSAGE,
  SIZE_METAFIELD_KEYS,
  loadPlanReasonOf,
} from '@shop/domain';
import type * as Domain from '@shop/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as s from '../../src/db/schema';
import type { TestBackend } from '../helpers';
import { fixtures, setupBackend } from '../helpers';

// Every load check the backend makes goes through this hook first, then the real check —
// without its time budget, so no answer here depends on the machine's speed (the budget is
// @shop/domain's check.test.ts's, with a fake clock).
const planning = vi.hoisted(() => ({ onPlan: undefined as (() => void) | undefined }));
vi.mock('@shop/domain', async (importOriginal) => {
  const actual = await importOriginal<typeof Domain>();
  return {
    ...actual,
    checkContainerLoad: (...[lines, box]: Parameters<typeof actual.checkContainerLoad>) => {
      planning.onPlan?.();
      return actual.checkContainerLoad(lines, box, { budgetMs: Number.POSITIVE_INFINITY });
    },
  };
});

let t: TestBackend;
let f: Awaited<ReturnType<typeof fixtures>>;
/** Transactions open in the backend's database right now. */
let open = 0;
beforeAll(async () => {
  t = await setupBackend();
  f = await fixtures(t);
  const db = t.backend.services.database.db;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    open += 1;
    try {
      return await transaction(...args);
    } finally {
      open -= 1;
    }
  }) as typeof db.transaction;
  // A product of 100 mm a side in a carton of its own: thousands pass the CBM rule (26 CBM).
  await db
    .update(s.productMetafields)
    .set({ value: '100' })
    .where(
      and(
        eq(s.productMetafields.productId, f.container.productId),
        isNull(s.productMetafields.variantId),
        inArray(s.productMetafields.key, Object.values(SIZE_METAFIELD_KEYS)),
      ),
    );
  await f.setCarton(f.container.variantId, {
    width: 100,
    depth: 100,
    height: 100,
    grossWeightKg: 0.5,
    unitsPerCarton: 1,
    stackable: true,
    maxLoadOnTopKg: 1000,
    thisSideUp: false,
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  planning.onPlan = undefined;
  await f.setStock(f.container.variantId, [100_000, 0]);
});

const line = (quantity: number) => ({
  product_id: f.container.productId,
  variant_id: f.container.variantId,
  quantity,
});

async function containerCart(quantity: number) {
  const created = await t.call('POST', '/api/carts', { body: { line_items: [line(quantity)] } });
  expect(created.status).toBe(201);
  return created.body.message.data.id as string;
}

const quantityOf = async (cartId: string) =>
  (
    (await t.call('GET', `/api/carts/${cartId}`)).body.message.data.line_items.physical_items as {
      quantity: number;
    }[]
  ).map((l) => l.quantity);

describe('a container add plans a bounded load, outside the cart lock', () => {
  it('refuses more cartons than one plan takes before planning, and changes nothing', async () => {
    const cartId = await containerCart(1);
    let plans = 0;
    planning.onPlan = () => void (plans += 1);
    const over = await t.call('POST', `/api/carts/${cartId}/items`, {
      body: { line_items: [line(MAX_PLAN_CARTONS)] },
    });
    expect(over.status).toBe(409);
    expect(over.body.title).toBe(OVER_CAPACITY_MESSAGE);
    expect(over.body.message[0].errors[LOAD_PLAN_REASON_FIELD]).toBe('cartons');
    expect(loadPlanReasonOf(over.body)).toBe('cartons');
    expect(over.body.message[0].errors.quantity).toBe(
      'The lines make 4,001 cartons; one 20 ft standard container is planned with at most 4,000',
    );
    expect(plans).toBe(1);
    expect(await quantityOf(cartId)).toEqual([1]);

    // Up to the limit is planned and added.
    const at = await t.call('POST', `/api/carts/${cartId}/items`, {
      body: { line_items: [line(MAX_PLAN_CARTONS - 1)] },
    });
    expect(at.status).toBe(200);
    expect(await quantityOf(cartId)).toEqual([MAX_PLAN_CARTONS]);
  });

  it('plans with no transaction open, and plans again when another writer changed the cart meanwhile', async () => {
    const cartId = await containerCart(10);
    const database = t.backend.services.database;
    const openWhilePlanning: number[] = [];
    planning.onPlan = () => void openWhilePlanning.push(open);
    // Another writer of the cart lands between the add's read and its write: the add's
    // read is answered only once that write has committed (it waits for no lock of the add's).
    const prepared = database.prepared.bind(database);
    let otherWriteMs: number | undefined;
    database.prepared = async <T>(...args: Parameters<typeof prepared>) => {
      const rows = await prepared<T>(...args);
      if (args[0].name === 'cart_for_container_add' && otherWriteMs === undefined) {
        const t0 = performance.now();
        await database.db.execute(sql`update carts set updated_at = now() where id = ${cartId}`);
        otherWriteMs = performance.now() - t0;
      }
      return rows;
    };
    try {
      const res = await t.call('POST', `/api/carts/${cartId}/items`, {
        body: { line_items: [line(5)] },
      });
      expect(res.status).toBe(200);
    } finally {
      database.prepared = prepared;
    }
    expect(otherWriteMs).toBeDefined();
    // The first plan was made against a cart that changed: it was not written; the add read
    // the cart again and planned again, each time with no transaction open.
    expect(openWhilePlanning).toEqual([0, 0]);
    expect(await quantityOf(cartId)).toEqual([15]);
  });

  it('plans a new cart and a raised quantity with no transaction open too', async () => {
    const openWhilePlanning: number[] = [];
    planning.onPlan = () => void openWhilePlanning.push(open);
    const cartId = await containerCart(10);
    const [itemId] = (
      (await t.call('GET', `/api/carts/${cartId}`)).body.message.data.line_items.physical_items as {
        id: string;
      }[]
    ).map((l) => l.id);
    const raised = await t.call('PUT', `/api/carts/${cartId}/items/${String(itemId)}`, {
      body: { line_item: line(MAX_PLAN_CARTONS + 1) },
    });
    expect(loadPlanReasonOf(raised.body)).toBe('cartons');
    const bump = await t.call('PUT', `/api/carts/${cartId}/items/${String(itemId)}`, {
      body: { line_item: line(12) },
    });
    expect(bump.status).toBe(200);
    expect(openWhilePlanning).toEqual([0, 0, 0]);
    expect(await quantityOf(cartId)).toEqual([12]);
  });

  it('never writes a plan made against lines that changed: racing adds do not overfill', async () => {
    // 1,000 kg a carton: a 20 ft box's payload (28,280 kg) takes 28.
    await f.setCarton(f.container.variantId, {
      width: 100,
      depth: 100,
      height: 100,
      grossWeightKg: 1000,
      unitsPerCarton: 1,
      stackable: true,
      maxLoadOnTopKg: 100_000,
      thisSideUp: false,
    });
    try {
      const cartId = await containerCart(20);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.call('POST', `/api/carts/${cartId}/items`, { body: { line_items: [line(2)] } }),
        ),
      );
      const statuses = results.map((r) => r.status).toSorted();
      expect(statuses).toEqual([200, 200, 200, 200, 409, 409]);
      for (const r of results.filter((r) => r.status === 409))
        expect(loadPlanReasonOf(r.body)).toBe('weight');
      expect(await quantityOf(cartId)).toEqual([28]);
    } finally {
      await f.setCarton(f.container.variantId, {
        width: 100,
        depth: 100,
        height: 100,
        grossWeightKg: 0.5,
        unitsPerCarton: 1,
        stackable: true,
        maxLoadOnTopKg: 1000,
        thisSideUp: false,
      });
    }
  });
});
