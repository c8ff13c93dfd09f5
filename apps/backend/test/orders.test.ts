import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from './helpers';
import { DEMO, fixtures, FLAT_PACKED_CARTON, ORDER_ADDRESS, setupBackend } from './helpers';

let t: TestBackend;
let f: Awaited<ReturnType<typeof fixtures>>;
beforeAll(async () => {
  t = await setupBackend();
  f = await fixtures(t);
});
afterAll(async () => {
  await t.close();
});

async function cartFor(token: string, quantity = 1) {
  const res = await t.call('POST', '/api/carts', {
    token,
    body: {
      line_items: [{ product_id: f.plain.productId, variant_id: f.plain.variantId, quantity }],
    },
  });
  if (res.status !== 201) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.message.data as { id: string; base_amount: number; cart_amount: number };
}

const orderBody = (cartId: string, customerId: number, extra: Record<string, unknown> = {}) => ({
  cartId,
  customer_id: customerId,
  billing_address: ORDER_ADDRESS,
  shipping_address: ORDER_ADDRESS,
  costumer_order_number: 'PO-7781',
  order_notes: 'Call before delivery',
  ...extra,
});

describe('orders/create', () => {
  it('creates the order, takes the stock, consumes the cart and shows in history', async () => {
    await f.setStock(f.plain.variantId, [2, 3]);
    const buyer = await t.login(DEMO.buyer);
    const cart = await cartFor(buyer.token, 4);
    const res = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      body: orderBody(cart.id, buyer.customerId),
    });
    expect(res.status).toBe(201);
    const order = res.body.message.data;
    expect(order).toMatchObject({
      customer_id: buyer.customerId,
      costumer_order_number: 'PO-7781',
      order_notes: 'Call before delivery',
      items_total: 4,
      subtotal_ex_tax: cart.base_amount,
      total_inc_tax: cart.cart_amount,
    });
    expect(order.products[0]).toMatchObject({ variant_id: f.plain.variantId, quantity: 4 });
    expect(order.shipping_addresses[0]).toMatchObject({
      street_1: '10 Harbour Street',
      items_total: 4,
    });
    expect(await f.stockOf(f.plain.variantId)).toBe(1);
    expect((await t.call('GET', `/api/carts/${cart.id}`, { token: buyer.token })).status).toBe(404);
    const history = await t.call('GET', `/api/customers/${buyer.customerId}/orders`, {
      token: buyer.token,
    });
    expect(history.body.message[0].id).toBe(order.id);
    // One order, whole, as creation answered it: its owner's only.
    const one = await t.call('GET', `/api/customers/${buyer.customerId}/orders/${order.id}`, {
      token: buyer.token,
    });
    expect(one.status).toBe(200);
    expect(one.body.message.data).toEqual(order);
  });

  it('answers one order only to its owner, and a 404 for an order that is not theirs', async () => {
    await f.setStock(f.plain.variantId, [10, 0]);
    const buyer = await t.login(DEMO.buyer);
    const rrp = await t.login(DEMO.rrp);
    const cart = await cartFor(buyer.token, 1);
    const placed = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      body: orderBody(cart.id, buyer.customerId),
    });
    const orderId = placed.body.message.data.id as number;
    const theirs = await t.call('GET', `/api/customers/${rrp.customerId}/orders/${orderId}`, {
      token: rrp.token,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).not.toHaveProperty('message.data');
    const missing = await t.call('GET', `/api/customers/${buyer.customerId}/orders/999999`, {
      token: buyer.token,
    });
    expect(missing.status).toBe(404);
    const bad = await t.call('GET', `/api/customers/${buyer.customerId}/orders/one`, {
      token: buyer.token,
    });
    expect(bad.status).toBe(400);
  });

  it('records the RRP group amounts the storefront showed', async () => {
    await f.setStock(f.plain.variantId, [10, 0]);
    const rrp = await t.login(DEMO.rrp);
    const cart = await cartFor(rrp.token, 2);
    const res = await t.call('POST', '/api/orders/create', {
      token: rrp.token,
      body: orderBody(cart.id, rrp.customerId),
    });
    expect(res.status).toBe(201);
    expect(res.body.message.data.subtotal_ex_tax).toBeCloseTo(cart.base_amount * 0.6, 2);
    expect(res.body.message.data.total_inc_tax).toBeCloseTo(cart.cart_amount * 0.6, 2);
  });

  it('answers a retry with the first order: same cart, or same Idempotency-Key and cart', async () => {
    await f.setStock(f.plain.variantId, [10, 0]);
    const buyer = await t.login(DEMO.buyer);
    const cart = await cartFor(buyer.token, 1);
    const first = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      body: orderBody(cart.id, buyer.customerId),
    });
    const again = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      body: orderBody(cart.id, buyer.customerId),
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.message.data.id).toBe(first.body.message.data.id);
    expect(await f.stockOf(f.plain.variantId)).toBe(9);

    const headers = { 'idempotency-key': 'checkout-attempt-0001' };
    const cartA = await cartFor(buyer.token, 1);
    const a = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      headers,
      body: orderBody(cartA.id, buyer.customerId),
    });
    const retried = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      headers,
      body: orderBody(cartA.id, buyer.customerId),
    });
    expect(retried.status).toBe(200);
    expect(retried.body.message.data.id).toBe(a.body.message.data.id);
    expect(await f.stockOf(f.plain.variantId)).toBe(8);
  });

  it('refuses an Idempotency-Key reused for another cart with 422, taking nothing (behaviour.md#security)', async () => {
    await f.setStock(f.plain.variantId, [10, 0]);
    const buyer = await t.login(DEMO.buyer);
    const headers = { 'idempotency-key': 'checkout-attempt-0002' };
    const cartA = await cartFor(buyer.token, 1);
    const a = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      headers,
      body: orderBody(cartA.id, buyer.customerId),
    });
    expect(a.status).toBe(201);
    const cartB = await cartFor(buyer.token, 1);
    const b = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      headers,
      body: orderBody(cartB.id, buyer.customerId),
    });
    expect(b.status).toBe(422);
    expect(b.body.message[0].errors['Idempotency-Key']).toBe(
      'This Idempotency-Key was already used for an order of another cart',
    );
    expect(await f.stockOf(f.plain.variantId)).toBe(9);
    // The other cart is still there, and orders under a key of its own.
    const own = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      headers: { 'idempotency-key': 'checkout-attempt-0003' },
      body: orderBody(cartB.id, buyer.customerId),
    });
    expect(own.status).toBe(201);
    expect(own.body.message.data.id).not.toBe(a.body.message.data.id);
  });

  it('creates one order when the same request races itself', async () => {
    await f.setStock(f.plain.variantId, [10, 0]);
    const buyer = await t.login(DEMO.buyer);
    const cart = await cartFor(buyer.token, 2);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call('POST', '/api/orders/create', {
          token: buyer.token,
          body: orderBody(cart.id, buyer.customerId),
        }),
      ),
    );
    const ids = new Set(results.map((r) => r.body.message?.data?.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await f.stockOf(f.plain.variantId)).toBe(8);
  });

  it('never oversells the last unit when orders race', async () => {
    const buyer = await t.login(DEMO.buyer);
    const rrp = await t.login(DEMO.rrp);
    await f.setStock(f.plain.variantId, [5, 0]);
    const carts = await Promise.all([
      cartFor(buyer.token, 1),
      cartFor(rrp.token, 1),
      cartFor(buyer.token, 1),
    ]);
    await f.setStock(f.plain.variantId, [0, 1]);
    const [a, b, c] = await Promise.all([
      t.call('POST', '/api/orders/create', {
        token: buyer.token,
        body: orderBody(carts[0].id, buyer.customerId),
      }),
      t.call('POST', '/api/orders/create', {
        token: rrp.token,
        body: orderBody(carts[1].id, rrp.customerId),
      }),
      t.call('POST', '/api/orders/create', {
        token: buyer.token,
        body: orderBody(carts[2].id, buyer.customerId),
      }),
    ]);
    const statuses = [a.status, b.status, c.status].sort();
    expect(statuses).toEqual([201, 422, 422]);
    const failed = [a, b, c].find((r) => r.status === 422);
    expect(failed?.body.title).toContain('Insufficient stock');
    expect(await f.stockOf(f.plain.variantId)).toBe(0);
  });

  it('validates the payload: order number, addresses, ownership, empty or unknown cart', async () => {
    await f.setStock(f.plain.variantId, [10, 0]);
    const buyer = await t.login(DEMO.buyer);
    const cart = await cartFor(buyer.token, 1);
    const long = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      body: orderBody(cart.id, buyer.customerId, { costumer_order_number: 'x'.repeat(31) }),
    });
    expect(long.status).toBe(400);
    expect(long.body.message[0].errors.costumer_order_number).toBe(
      'Order number must be less than 30 characters',
    );
    const blank = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      body: orderBody(cart.id, buyer.customerId, { costumer_order_number: '   ' }),
    });
    expect(blank.body.message[0].errors.costumer_order_number).toBe('Order number cannot be empty');
    const badAddress = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      body: orderBody(cart.id, buyer.customerId, {
        shipping_address: { ...ORDER_ADDRESS, city: '' },
      }),
    });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body.message[0].errors['shipping_address.city']).toBe(
      'This field is required',
    );
    const notMine = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      body: orderBody(cart.id, buyer.customerId + 1),
    });
    expect(notMine.status).toBe(403);
    const unknown = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      body: orderBody('00000000-0000-4000-8000-000000000000', buyer.customerId),
    });
    expect(unknown.status).toBe(404);
    const guest = await t.call('POST', '/api/orders/create', {
      body: orderBody(cart.id, buyer.customerId),
    });
    expect(guest.status).toBe(401);
    const badKey = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      headers: { 'idempotency-key': 'bad key!' },
      body: orderBody(cart.id, buyer.customerId),
    });
    expect(badKey.status).toBe(400);
    // Nothing above consumed the cart or the stock.
    expect((await t.call('GET', `/api/carts/${cart.id}`, { token: buyer.token })).status).toBe(200);
    expect(await f.stockOf(f.plain.variantId)).toBe(10);
  });
});

describe('orders/create: the containers are checked again', () => {
  it('refuses a cart whose container type was shrunk after it was filled, changing nothing', async () => {
    await f.setStock(f.container.variantId, [100_000, 0]);
    // The CBM rule's case: a small carton keeps the load plan out of the way (the
    // order-time load plan is tested in load-plans.test.ts).
    await f.setCarton(f.container.variantId, FLAT_PACKED_CARTON);
    const d = await f.dimensions(f.container.productId);
    const fit33 = Math.floor(33e9 / (d.width * d.depth * d.height));
    const buyer = await t.login(DEMO.buyer);
    const created = await t.call('POST', '/api/carts', {
      token: buyer.token,
      body: {
        line_items: [
          { product_id: f.container.productId, variant_id: f.container.variantId, quantity: 1 },
        ],
      },
    });
    const cartId = created.body.message.data.id as string;
    const key = `factoryID:${f.container.brandId}`;
    const picked = await t.call('POST', `/api/carts/metafield/${cartId}`, {
      token: buyer.token,
      body: { permission_set: 'app_only', namespace: 'container_size', key, value: '33CBM' },
    });
    const itemId = created.body.message.data.line_items.physical_items[0].id;
    const filled = await t.call('PUT', `/api/carts/${cartId}/items/${itemId}`, {
      token: buyer.token,
      body: {
        line_item: {
          product_id: f.container.productId,
          variant_id: f.container.variantId,
          quantity: fit33,
        },
      },
    });
    expect(filled.status).toBe(200);
    // Back to the 26 CBM standard container: the cart no longer fits.
    await t.call('PUT', `/api/carts/metafield/${cartId}/${picked.body.message.data.id}`, {
      token: buyer.token,
      body: { value: '26CBM' },
    });
    const stock = await f.stockOf(f.container.variantId);
    const res = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      body: orderBody(cartId, buyer.customerId),
    });
    expect(res.status).toBe(409);
    expect(res.body.title).toBe(
      "The product could not be added as it exceeds container's capacity",
    );
    // It names the factory whose container no longer fits (behaviour.md#errors), and the figures.
    const brands = await t.call('GET', '/api/products/brands');
    const factory = (brands.body.message as { id: number; name: string }[]).find(
      (brand) => brand.id === f.container.brandId,
    )?.name;
    expect(factory).toBeTruthy();
    expect(res.body.message[0].errors).toEqual({
      quantity: expect.stringMatching(
        new RegExp(
          `^The ${String(factory)} container: \\d+\\.\\d{3} CBM would exceed the 26 CBM container\\.$`,
        ),
      ),
      load_plan: 'volume',
    });
    expect(await f.stockOf(f.container.variantId)).toBe(stock);
    const cart = await t.call('GET', `/api/carts/${cartId}`, { token: buyer.token });
    expect(cart.body.message.data.line_items.physical_items[0].quantity).toBe(fit33);
  });
});
