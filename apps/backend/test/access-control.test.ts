import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { CallOptions, TestBackend } from './helpers';
import { DEMO, fixtures, setupBackend } from './helpers';

// Every customer-scoped route, tried with another customer's token and with none. The
// owner's data must come out unchanged and nothing of it may leak into an answer.

let t: TestBackend;
let owner: { token: string; customerId: number };
let intruder: { token: string; customerId: number };
let cartId: string;
let itemId: string;
let metafieldId: number;
let orderId: number;
let addressId: number;
let f: Awaited<ReturnType<typeof fixtures>>;

const address = {
  first_name: 'Ivy',
  last_name: 'Intruder',
  street_1: '9 Intruder Lane',
  city: 'Perth',
  country: 'Australia',
  zip: '6000',
};

beforeAll(async () => {
  t = await setupBackend();
  f = await fixtures(t);
  await f.setStock(f.plain.variantId, [50, 0]);
  owner = await t.login(DEMO.buyer);
  intruder = await t.login(DEMO.rrp);
  const cart = await t.call('POST', '/api/carts', {
    token: owner.token,
    body: {
      line_items: [{ product_id: f.plain.productId, variant_id: f.plain.variantId, quantity: 2 }],
    },
  });
  cartId = cart.body.message.data.id;
  itemId = cart.body.message.data.line_items.physical_items[0].id;
  const mf = await t.call('POST', `/api/carts/metafield/${cartId}`, {
    token: owner.token,
    body: {
      permission_set: 'app_only',
      namespace: 'container_size',
      key: 'factoryID:40',
      value: '26CBM',
    },
  });
  metafieldId = mf.body.message.data.id;
  orderId = (
    await t.call('GET', `/api/customers/${owner.customerId}/orders`, { token: owner.token })
  ).body.message[0].id;
  addressId = (
    await t.call('GET', `/api/customers/${owner.customerId}/addresses`, { token: owner.token })
  ).body.message.data[0].id;
});
afterAll(async () => {
  await t.close();
});

interface Case {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  /** Expected status with the intruder's token, and with no token. */
  intruder: number;
  guest: number;
}

const line = () => ({ product_id: f.plain.productId, variant_id: f.plain.variantId, quantity: 1 });
const cases: Case[] = [
  {
    name: 'profile update',
    method: 'PUT',
    path: () => `/api/customers/${owner.customerId}`,
    body: () => ({ first_name: 'Hacked' }),
    intruder: 403,
    guest: 401,
  },
  {
    name: 'order list',
    method: 'GET',
    path: () => `/api/customers/${owner.customerId}/orders`,
    intruder: 403,
    guest: 401,
  },
  {
    name: 'address list',
    method: 'GET',
    path: () => `/api/customers/${owner.customerId}/addresses`,
    intruder: 403,
    guest: 401,
  },
  {
    name: 'address create',
    method: 'POST',
    path: () => `/api/customers/${owner.customerId}/addresses`,
    body: () => [address],
    intruder: 403,
    guest: 401,
  },
  {
    name: 'address update',
    method: 'PUT',
    path: () => `/api/customers/${owner.customerId}/addresses`,
    body: () => [{ ...address, id: addressId }],
    intruder: 403,
    guest: 401,
  },
  {
    name: 'address update via own path',
    method: 'PUT',
    path: () => `/api/customers/${intruder.customerId}/addresses`,
    body: () => [{ ...address, id: addressId }],
    intruder: 404,
    guest: 401,
  },
  {
    name: 'one order',
    method: 'GET',
    path: () => `/api/customers/${owner.customerId}/orders/${orderId}`,
    intruder: 403,
    guest: 401,
  },
  {
    name: 'one order via own path',
    method: 'GET',
    path: () => `/api/customers/${intruder.customerId}/orders/${orderId}`,
    intruder: 404,
    guest: 401,
  },
  {
    name: 'order products',
    method: 'GET',
    path: () => `/api/customers/orders/${orderId}/products`,
    intruder: 404,
    guest: 401,
  },
  {
    name: 'order shipping',
    method: 'GET',
    path: () => `/api/customers/orders/${orderId}/shipping`,
    intruder: 404,
    guest: 401,
  },
  {
    name: 'login url',
    method: 'POST',
    path: () => '/api/customers/login-url',
    body: () => ({ customer_id: owner.customerId }),
    intruder: 403,
    guest: 401,
  },
  {
    name: 'cart read',
    method: 'GET',
    path: () => `/api/carts/${cartId}`,
    intruder: 404,
    guest: 404,
  },
  {
    name: 'cart attach',
    method: 'PUT',
    path: () => `/api/carts/${cartId}`,
    body: () => ({ customer_id: intruder.customerId }),
    intruder: 404,
    guest: 401,
  },
  {
    name: 'cart add',
    method: 'POST',
    path: () => `/api/carts/${cartId}/items`,
    body: () => ({ line_items: [line()] }),
    intruder: 404,
    guest: 404,
  },
  {
    name: 'cart item update',
    method: 'PUT',
    path: () => `/api/carts/${cartId}/items/${itemId}`,
    body: () => ({ line_item: { ...line(), quantity: 7 } }),
    intruder: 404,
    guest: 404,
  },
  {
    name: 'cart item delete',
    method: 'DELETE',
    path: () => `/api/carts/${cartId}/items/${itemId}`,
    intruder: 404,
    guest: 404,
  },
  {
    name: 'cart metafield list',
    method: 'GET',
    path: () => `/api/carts/metafield/${cartId}`,
    intruder: 404,
    guest: 404,
  },
  {
    name: 'cart metafield create',
    method: 'POST',
    path: () => `/api/carts/metafield/${cartId}`,
    body: () => ({ permission_set: 'app_only', namespace: 'x', key: 'y', value: 'z' }),
    intruder: 404,
    guest: 404,
  },
  {
    name: 'cart metafield update',
    method: 'PUT',
    path: () => `/api/carts/metafield/${cartId}/${metafieldId}`,
    body: () => ({ value: '999CBM' }),
    intruder: 404,
    guest: 404,
  },
  {
    name: 'cart create for someone else',
    method: 'POST',
    path: () => '/api/carts',
    body: () => ({ line_items: [line()], customer_id: owner.customerId }),
    intruder: 403,
    guest: 403,
  },
  {
    name: 'customer pricing',
    method: 'POST',
    path: () => '/product-service/price-lists/get-customer-pricing',
    body: () => ({ customerId: owner.customerId, skus: [[f.plain.sku]] }),
    intruder: 403,
    guest: 401,
  },
];

const orderCase = (customerId: () => number): Case => ({
  name: 'order from the cart',
  method: 'POST',
  path: () => '/api/orders/create',
  body: () => ({
    cartId,
    customer_id: customerId(),
    billing_address: { ...address, first_name: 'I', last_name: 'N' },
    shipping_address: { ...address, first_name: 'I', last_name: 'N' },
  }),
  intruder: 404,
  guest: 401,
});

describe('access-control matrix', () => {
  for (const c of [...cases, orderCase(() => intruder.customerId)]) {
    it(`${c.name}: another customer's token → ${c.intruder}, no token → ${c.guest}`, async () => {
      const options = (token?: string): CallOptions => ({
        token,
        ...(c.body ? { body: c.body() } : {}),
      });
      const asIntruder = await t.call(c.method, c.path(), options(intruder.token));
      expect(asIntruder.status).toBe(c.intruder);
      const asGuest = await t.call(c.method, c.path(), options());
      expect(asGuest.status).toBe(c.guest);
      for (const res of [asIntruder, asGuest]) {
        const text = JSON.stringify(res.body);
        expect(text).not.toContain(DEMO.buyer);
        expect(text).not.toContain('Harbour Street');
      }
    });
  }

  it('left the owner’s profile, addresses, cart, metafields and orders unchanged', async () => {
    const profile = await t.call('GET', '/api/customers/profile', { token: owner.token });
    expect(profile.body.user.first_name).toBe('Alex');
    const addresses = await t.call('GET', `/api/customers/${owner.customerId}/addresses`, {
      token: owner.token,
    });
    expect(addresses.body.message.data).toHaveLength(2);
    expect(addresses.body.message.data[0].street_1).not.toBe(address.street_1);
    const cart = await t.call('GET', `/api/carts/${cartId}`, { token: owner.token });
    expect(cart.body.message.data.customer_id).toBe(owner.customerId);
    expect(cart.body.message.data.line_items.physical_items).toEqual([
      expect.objectContaining({ id: itemId, quantity: 2 }),
    ]);
    const metafields = await t.call('GET', `/api/carts/metafield/${cartId}`, {
      token: owner.token,
    });
    expect(metafields.body.message.data).toEqual([
      expect.objectContaining({ id: metafieldId, value: '26CBM' }),
    ]);
    const intruderOrders = await t.call('GET', `/api/customers/${intruder.customerId}/orders`, {
      token: intruder.token,
    });
    expect(intruderOrders.body.message).toHaveLength(2);
  });
});

describe('someone else’s cart (cartVisibleTo in every cart query)', () => {
  /** The cart row as stored: `xmax` names the last transaction that locked or updated it. */
  const rowOf = async (id: string) => {
    const db = t.backend.services.database.db;
    const [row] = rowsOf<{ xmax: string; updatedAt: string; customerId: number | null }>(
      await db.execute(
        sql`select xmax::text as xmax, updated_at::text as "updatedAt", customer_id as "customerId" from carts where id = ${id}`,
      ),
    );
    const lines = rowsOf(
      await db.execute(
        sql`select id, variant_id, quantity, position from cart_items where cart_id = ${id} order by id`,
      ),
    );
    const metafields = rowsOf(
      await db.execute(
        sql`select id, key, value, updated_at::text from cart_metafields where cart_id = ${id} order by id`,
      ),
    );
    return { row, lines, metafields };
  };

  const writes = (id: string, viewerId: () => number | undefined) => [
    { method: 'POST', path: `/api/carts/${id}/items`, body: { line_items: [line()] } },
    {
      method: 'POST',
      path: `/api/carts/${id}/items?replace=non-container`,
      body: {
        line_items: [
          { product_id: f.container.productId, variant_id: f.container.variantId, quantity: 1 },
        ],
      },
    },
    {
      method: 'PUT',
      path: `/api/carts/${id}/items/${itemId}`,
      body: { line_item: { ...line(), quantity: 7 } },
    },
    { method: 'DELETE', path: `/api/carts/${id}/items/${itemId}` },
    {
      method: 'POST',
      path: `/api/carts/metafield/${id}`,
      body: { permission_set: 'app_only', namespace: 'x', key: 'y', value: 'z' },
    },
    { method: 'PUT', path: `/api/carts/metafield/${id}/${metafieldId}`, body: { value: '1CBM' } },
    ...(viewerId() === undefined
      ? []
      : [
          { method: 'PUT', path: `/api/carts/${id}`, body: { customer_id: viewerId() } },
          {
            method: 'POST',
            path: '/api/orders/create',
            body: {
              cartId: id,
              customer_id: viewerId(),
              billing_address: { ...address, first_name: 'I', last_name: 'N' },
              shipping_address: { ...address, first_name: 'I', last_name: 'N' },
            },
          },
        ]),
  ];

  for (const who of ['another customer', 'a guest'] as const) {
    it(`${who}: every write answers the 404 of a cart that does not exist and touches no row (not locked, not stamped)`, async () => {
      const token = who === 'a guest' ? undefined : intruder.token;
      const viewerId = () => (who === 'a guest' ? undefined : intruder.customerId);
      const before = await rowOf(cartId);
      expect(before.row?.customerId).toBe(owner.customerId);
      expect(before.lines).toHaveLength(1);
      // The answers a cart that was never there gets: nothing may tell the two apart.
      const missing = randomUUID();
      const absent = writes(missing, viewerId);
      for (const [i, write] of writes(cartId, viewerId).entries()) {
        const label = `${write.method} ${write.path}`;
        const res = await t.call(write.method, write.path, { token, body: write.body });
        expect(res.status, label).toBe(404);
        expect(res.body, label).toEqual({
          status: 404,
          title: `Cart ${cartId} not found`,
          message: `Cart ${cartId} not found`,
          requestId: expect.any(String),
        });
        const other = absent[i];
        if (!other) throw new Error(`no write ${String(i)} for a missing cart`);
        const never = await t.call(other.method, other.path, { token, body: other.body });
        expect(never.status, label).toBe(404);
        expect(JSON.stringify({ ...never.body, requestId: '' }).replaceAll(missing, cartId)).toBe(
          JSON.stringify({ ...res.body, requestId: '' }),
        );
      }
      const after = await rowOf(cartId);
      // Same updated_at, same lines and metafields, and the same xmax: no transaction of the
      // stranger's updated the row (rolled back or not) or locked it FOR UPDATE.
      expect(after).toEqual(before);
    });
  }
});
