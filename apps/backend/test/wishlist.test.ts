import { WISHLIST_MAX_ITEMS } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { WISHLIST_FULL_MESSAGE } from '../src/modules/wishlist/service';
import type { TestBackend } from './helpers';
import { DEMO, setupBackend } from './helpers';

// The wishlist kept per customer on the server (so it follows them across devices): add,
// merge at login, remove, and no customer ever reading or changing another's list.
let t: TestBackend;
let buyer: { token: string; customerId: number };
let rrp: { token: string; customerId: number };
let productIds: number[];

const db = () => t.backend.services.database.db;
const path = (customerId: number, productId?: number) =>
  `/api/customers/${String(customerId)}/wishlist${productId === undefined ? '' : `/${String(productId)}`}`;

async function listOf(who: { token: string; customerId: number }): Promise<number[]> {
  const res = await t.call('GET', path(who.customerId), { token: who.token });
  expect(res.status).toBe(200);
  return (res.body.message.data as { product_id: number }[]).map((item) => item.product_id);
}

async function clear(who: { token: string; customerId: number }) {
  await db().delete(s.wishlistItems).where(eq(s.wishlistItems.customerId, who.customerId));
}

beforeAll(async () => {
  t = await setupBackend();
  buyer = await t.login(DEMO.buyer);
  rrp = await t.login(DEMO.rrp);
  const rows = await db()
    .select({ id: s.products.id })
    .from(s.products)
    .where(eq(s.products.isVisible, true))
    .orderBy(asc(s.products.id))
    .limit(6);
  productIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

describe('GET /customers/{id}/wishlist', () => {
  it('starts empty and lists added products with what the page shows', async () => {
    await clear(buyer);
    expect(await listOf(buyer)).toEqual([]);
    const [first] = productIds;
    const res = await t.call('PUT', path(buyer.customerId, first), { token: buyer.token });
    expect(res.status).toBe(200);
    const [item] = res.body.message.data;
    const [product] = await db()
      .select()
      .from(s.products)
      .where(eq(s.products.id, first ?? 0));
    expect(item).toMatchObject({
      product_id: first,
      sku: product?.sku,
      name: product?.name,
      path: product?.path,
      brand_id: product?.brandId,
      variant_id: expect.any(Number),
    });
    expect(item.image_url).toMatch(/^\/images\//);
    expect(new Date(item.added_at).toISOString()).toBe(item.added_at);
    const [variant] = await db()
      .select()
      .from(s.variants)
      .where(eq(s.variants.id, item.variant_id as number));
    expect(variant?.productId).toBe(first);
  });
});

describe('PUT and DELETE /customers/{id}/wishlist/{productId}', () => {
  it('adds products once each, in the order added, and removes them', async () => {
    await clear(buyer);
    const [a, b, c] = productIds as [number, number, number];
    for (const id of [b, a, b, c]) {
      expect((await t.call('PUT', path(buyer.customerId, id), { token: buyer.token })).status).toBe(
        200,
      );
    }
    expect(await listOf(buyer)).toEqual([b, a, c]);
    const removed = await t.call('DELETE', path(buyer.customerId, a), { token: buyer.token });
    expect(removed.status).toBe(200);
    expect(
      removed.body.message.data.map((item: { product_id: number }) => item.product_id),
    ).toEqual([b, c]);
    // Removing what is not listed is not an error (a second click, another device).
    expect((await t.call('DELETE', path(buyer.customerId, a), { token: buyer.token })).status).toBe(
      200,
    );
    expect(await listOf(buyer)).toEqual([b, c]);
  });

  it('answers an unknown product with 404 and a malformed id with 400', async () => {
    const missing = await t.call('PUT', path(buyer.customerId, 999_999), { token: buyer.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product 999999 not found');
    const bad = await t.call('PUT', `/api/customers/${String(buyer.customerId)}/wishlist/abc`, {
      token: buyer.token,
    });
    expect(bad.status).toBe(400);
  });

  it('refuses to grow past the maximum with a clear 422, keeping the list', async () => {
    await clear(rrp);
    const many = await db()
      .select({ id: s.products.id })
      .from(s.products)
      .where(eq(s.products.isVisible, true))
      .orderBy(asc(s.products.id))
      .limit(WISHLIST_MAX_ITEMS + 1);
    expect(many).toHaveLength(WISHLIST_MAX_ITEMS + 1);
    await db()
      .insert(s.wishlistItems)
      .values(
        many
          .slice(0, WISHLIST_MAX_ITEMS)
          .map((row) => ({ customerId: rrp.customerId, productId: row.id })),
      );
    const extra = many[WISHLIST_MAX_ITEMS]?.id ?? 0;
    const res = await t.call('PUT', path(rrp.customerId, extra), { token: rrp.token });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(WISHLIST_FULL_MESSAGE);
    // Adding one already listed is still fine on a full list.
    const again = await t.call('PUT', path(rrp.customerId, many[0]?.id), { token: rrp.token });
    expect(again.status).toBe(200);
    expect(await listOf(rrp)).toHaveLength(WISHLIST_MAX_ITEMS);
    await clear(rrp);
  });

  it('leaves a product that became hidden out of the list', async () => {
    await clear(buyer);
    const [a, b] = productIds as [number, number];
    await t.call('PUT', path(buyer.customerId, a), { token: buyer.token });
    await t.call('PUT', path(buyer.customerId, b), { token: buyer.token });
    await db().update(s.products).set({ isVisible: false }).where(eq(s.products.id, a));
    try {
      expect(await listOf(buyer)).toEqual([b]);
      const hidden = await t.call('PUT', path(buyer.customerId, a), { token: buyer.token });
      expect(hidden.status).toBe(404);
    } finally {
      await db().update(s.products).set({ isVisible: true }).where(eq(s.products.id, a));
    }
  });
});

describe('POST /customers/{id}/wishlist (merge at login)', () => {
  it('keeps the saved items first and appends the guest items it lacks, in order', async () => {
    await clear(buyer);
    const [a, b, c, d] = productIds as [number, number, number, number];
    await t.call('PUT', path(buyer.customerId, c), { token: buyer.token });
    await t.call('PUT', path(buyer.customerId, a), { token: buyer.token });
    const res = await t.call('POST', path(buyer.customerId), {
      token: buyer.token,
      body: { product_ids: [d, a, b, d, 999_999] },
    });
    expect(res.status).toBe(200);
    // The unknown product is dropped, not a failed login.
    expect(res.body.message.data.map((item: { product_id: number }) => item.product_id)).toEqual([
      c,
      a,
      d,
      b,
    ]);
    // Merging the same guest list again (a second login) changes nothing.
    await t.call('POST', path(buyer.customerId), {
      token: buyer.token,
      body: { product_ids: [d, a, b] },
    });
    expect(await listOf(buyer)).toEqual([c, a, d, b]);
  });

  it('refuses a malformed body with the fields named', async () => {
    for (const body of [
      { product_ids: ['1'] },
      { product_ids: [0] },
      { product_ids: 5 },
      { product_ids: [1], extra: true },
      { product_ids: Array.from({ length: WISHLIST_MAX_ITEMS + 1 }, (_, i) => i + 1) },
    ]) {
      const res = await t.call('POST', path(buyer.customerId), { token: buyer.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(Array.isArray(res.body.message)).toBe(true);
    }
    const raw = await t.call('POST', path(buyer.customerId), { token: buyer.token, raw: '{' });
    expect(raw.status).toBe(400);
  });
});

describe('customer isolation', () => {
  it('refuses guests and other customers on every wishlist route, changing nothing', async () => {
    await clear(buyer);
    const [a, b] = productIds as [number, number];
    await t.call('PUT', path(buyer.customerId, a), { token: buyer.token });
    const attempts: [string, string, unknown][] = [
      ['GET', path(buyer.customerId), undefined],
      ['POST', path(buyer.customerId), { product_ids: [b] }],
      ['PUT', path(buyer.customerId, b), undefined],
      ['DELETE', path(buyer.customerId, a), undefined],
    ];
    for (const [method, url, body] of attempts) {
      const asOther = await t.call(method, url, { token: rrp.token, body });
      expect(asOther.status, `${method} ${url} as another customer`).toBe(403);
      // The refusal and nothing else; its random request id may hold any digits.
      const { requestId, ...refusal } = asOther.body;
      expect(refusal).toEqual({
        status: 403,
        title: 'You do not have access to this resource',
        message: 'You do not have access to this resource',
      });
      expect(requestId).toEqual(expect.any(String));
      expect(JSON.stringify(refusal)).not.toContain(String(a));
      const asGuest = await t.call(method, url, { body });
      expect(asGuest.status, `${method} ${url} as a guest`).toBe(401);
    }
    expect(await listOf(buyer)).toEqual([a]);
  });

  it('keeps each customer’s list apart', async () => {
    await clear(buyer);
    await clear(rrp);
    const [a, b] = productIds as [number, number];
    await t.call('PUT', path(buyer.customerId, a), { token: buyer.token });
    await t.call('PUT', path(rrp.customerId, b), { token: rrp.token });
    expect(await listOf(buyer)).toEqual([a]);
    expect(await listOf(rrp)).toEqual([b]);
  });

  it('refuses an expired or unknown token with 401', async () => {
    const res = await t.call('GET', path(buyer.customerId), { token: 'x'.repeat(40) });
    expect(res.status).toBe(401);
  });
});
