import { OVER_CAPACITY_MESSAGE, isInsufficientStockError } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from './helpers';
import { DEMO, FLAT_PACKED_CARTON, fixtures, setupBackend } from './helpers';

let t: TestBackend;
let f: Awaited<ReturnType<typeof fixtures>>;
beforeAll(async () => {
  t = await setupBackend();
  f = await fixtures(t);
  // These tests are about the CBM rule (behaviour.md#validation): a small carton keeps the load plan
  // (behaviour.md#load-plans, test/load-plans.test.ts) out of their way.
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

describe('guest carts', () => {
  it('creates a cart, adds to it, reads it, updates and deletes lines', async () => {
    await f.setStock(f.plain.variantId, [10, 5]);
    const created = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.plain, 2)] },
    });
    expect(created.status).toBe(201);
    const cart = created.body.message.data;
    expect(cart.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.customer_id).toBe(0);
    const item = cart.line_items.physical_items[0];
    expect(item).toMatchObject({
      product_id: f.plain.productId,
      variant_id: f.plain.variantId,
      sku: f.plain.sku,
      quantity: 2,
    });
    expect(cart.base_amount).toBeCloseTo(item.list_price * 2, 2);
    expect(cart.cart_amount).toBeCloseTo(cart.base_amount * 1.1, 2);

    const added = await t.call('POST', `/api/carts/${cart.id}/items`, {
      body: { line_items: [line(f.plain, 3)] },
    });
    expect(added.status).toBe(200);
    expect(added.body.message.data.line_items.physical_items[0].quantity).toBe(5);

    const read = await t.call('GET', `/api/carts/${cart.id}`);
    expect(read.status).toBe(200);
    expect(read.body.message.data.base_amount).toBeCloseTo(item.list_price * 5, 2);

    const updated = await t.call('PUT', `/api/carts/${cart.id}/items/${item.id}`, {
      body: { line_item: line(f.plain, 1) },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message.data.line_items.physical_items[0].quantity).toBe(1);

    const deleted = await t.call('DELETE', `/api/carts/${cart.id}/items/${item.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toEqual({});
    expect((await t.call('GET', `/api/carts/${cart.id}`)).status).toBe(404);
  });

  it('refuses more than is available to sell with an Insufficient stock title, changing nothing', async () => {
    await f.setStock(f.plain.variantId, [2, 1]);
    const created = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.plain, 3)] },
    });
    expect(created.status).toBe(201);
    const over = await t.call('POST', `/api/carts/${created.body.message.data.id}/items`, {
      body: { line_items: [line(f.plain, 1)] },
    });
    expect(over.status).toBe(422);
    expect(over.body.title).toContain('Insufficient stock');
    expect(isInsufficientStockError(over.body.title)).toBe(true);
    const read = await t.call('GET', `/api/carts/${created.body.message.data.id}`);
    expect(read.body.message.data.line_items.physical_items[0].quantity).toBe(3);
    const fresh = await t.call('POST', '/api/carts', { body: { line_items: [line(f.plain, 4)] } });
    expect(fresh.status).toBe(422);
  });

  it('refuses bad input: unknown variant, wrong product, absurd quantities, unknown fields, bad ids', async () => {
    await f.setStock(f.plain.variantId, [10, 0]);
    expect(
      (
        await t.call('POST', '/api/carts', {
          body: { line_items: [{ ...line(f.plain, 1), variant_id: 999_999 }] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', '/api/carts', {
          body: { line_items: [{ ...line(f.plain, 1), product_id: f.plain.productId + 1 }] },
        })
      ).status,
    ).toBe(404);
    const absurd = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.plain, 1e12)] },
    });
    expect(absurd.status).toBe(400);
    expect(absurd.body.message[0].errors).toHaveProperty('line_items.0.quantity');
    expect(
      (await t.call('POST', '/api/carts', { body: { line_items: [line(f.plain, -1)] } })).status,
    ).toBe(400);
    expect(
      (
        await t.call('POST', '/api/carts', {
          body: { line_items: [{ ...line(f.plain, 1), list_price: 0 }] },
        })
      ).status,
    ).toBe(400);
    expect((await t.call('POST', '/api/carts', { body: { line_items: [] } })).status).toBe(400);
    expect((await t.call('GET', '/api/carts/not-a-uuid')).status).toBe(400);
    expect((await t.call('GET', '/api/carts/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });
});

describe('customer carts and pricing', () => {
  it('prices lines from the customer price list and RRP totals via the domain rule', async () => {
    await f.setStock(f.plain.variantId, [50, 0]);
    const guest = await t.call('POST', '/api/carts', { body: { line_items: [line(f.plain, 1)] } });
    const catalogue = guest.body.message.data.line_items.physical_items[0].list_price;

    const buyer = await t.login(DEMO.buyer);
    const trade = await t.call('POST', '/api/carts', {
      token: buyer.token,
      body: { line_items: [line(f.plain, 2)] },
    });
    expect(trade.body.message.data.customer_id).toBe(buyer.customerId);
    const tradeLine = trade.body.message.data.line_items.physical_items[0];
    expect(tradeLine.list_price).toBeCloseTo(Math.round(catalogue * 85) / 100, 2);

    const rrp = await t.login(DEMO.rrp);
    const retail = await t.call('POST', '/api/carts', {
      token: rrp.token,
      body: { line_items: [line(f.plain, 2)] },
    });
    const data = retail.body.message.data;
    expect(data.line_items.physical_items[0]).toMatchObject({
      list_price: catalogue,
      discount_label: '40% Off',
    });
    expect(data.line_items.physical_items[0].sale_price).toBeCloseTo(catalogue * 0.6, 2);
    expect(data.base_amount).toBeCloseTo(catalogue * 2, 2);
    expect(data.group_amounts.base_amount).toBeCloseTo(catalogue * 2 * 0.6, 2);
    expect(data.group_amounts.cart_amount).toBeCloseTo(data.cart_amount * 0.6, 2);
  });

  it('attaches a guest cart to the logged-in customer, after which guests cannot reach it', async () => {
    await f.setStock(f.plain.variantId, [50, 0]);
    const guest = await t.call('POST', '/api/carts', { body: { line_items: [line(f.plain, 1)] } });
    const id = guest.body.message.data.id;
    const buyer = await t.login(DEMO.buyer);
    const attached = await t.call('PUT', `/api/carts/${id}`, {
      token: buyer.token,
      body: { customer_id: buyer.customerId },
    });
    expect(attached.status).toBe(200);
    expect(attached.body.message.data.customer_id).toBe(buyer.customerId);
    expect((await t.call('GET', `/api/carts/${id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/carts/${id}`, { token: buyer.token })).status).toBe(200);
    expect(
      (await t.call('PUT', `/api/carts/${id}`, { body: { customer_id: buyer.customerId } })).status,
    ).toBe(401);
  });
});

describe('container capacity', () => {
  it('refuses an add over the brand capacity with 409 and the spec text, changing nothing', async () => {
    await f.setStock(f.container.variantId, [100_000, 0]);
    const d = await f.dimensions(f.container.productId);
    const unitMm3 = d.width * d.depth * d.height;
    const fit = Math.floor(26e9 / unitMm3);
    const created = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.container, fit)] },
    });
    expect(created.status).toBe(201);
    const id = created.body.message.data.id;
    expect(created.body.message.data.line_items.physical_items[0].is_container).toBe(true);

    const over = await t.call('POST', `/api/carts/${id}/items`, {
      body: { line_items: [line(f.container, 1)] },
    });
    expect(over.status).toBe(409);
    expect(over.body.title).toBe(OVER_CAPACITY_MESSAGE);
    expect(over.body.title).toBe(
      "The product could not be added as it exceeds container's capacity",
    );
    const read = await t.call('GET', `/api/carts/${id}`);
    expect(read.body.message.data.line_items.physical_items[0].quantity).toBe(fit);

    const itemId = read.body.message.data.line_items.physical_items[0].id;
    const bump = await t.call('PUT', `/api/carts/${id}/items/${itemId}`, {
      body: { line_item: line(f.container, fit + 1) },
    });
    expect(bump.status).toBe(409);
    const fresh = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.container, fit + 1)] },
    });
    expect(fresh.status).toBe(409);
  });

  it('counts the container the buyer picked (behaviour.md#validation: the cart metafield), up to the largest one shipped', async () => {
    await f.setStock(f.container.variantId, [100_000, 0]);
    const d = await f.dimensions(f.container.productId);
    const unitMm3 = d.width * d.depth * d.height;
    const fit26 = Math.floor(26e9 / unitMm3);
    const fit67 = Math.floor(67e9 / unitMm3);
    const created = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.container, fit26)] },
    });
    const id = created.body.message.data.id;
    const picked = await t.call('POST', `/api/carts/metafield/${id}`, {
      body: {
        permission_set: 'app_only',
        namespace: 'container_size',
        key: `factoryID:${f.container.brandId}`,
        value: '67CBM',
      },
    });
    expect(picked.status).toBe(201);
    const more = await t.call('POST', `/api/carts/${id}/items`, {
      body: { line_items: [line(f.container, fit67 - fit26)] },
    });
    expect(more.status).toBe(200);
    const over = await t.call('POST', `/api/carts/${id}/items`, {
      body: { line_items: [line(f.container, 1)] },
    });
    expect(over.status).toBe(409);
    const read = await t.call('GET', `/api/carts/${id}`);
    expect(read.body.message.data.line_items.physical_items[0].quantity).toBe(fit67);
  });

  it('ignores a picked capacity larger than any container: the brand capacity counts', async () => {
    await f.setStock(f.container.variantId, [100_000, 0]);
    const d = await f.dimensions(f.container.productId);
    const fit = Math.floor(26e9 / (d.width * d.depth * d.height));
    const created = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.container, fit)] },
    });
    const id = created.body.message.data.id;
    const posted = await t.call('POST', `/api/carts/metafield/${id}`, {
      body: {
        permission_set: 'app_only',
        namespace: 'container_size',
        key: `factoryID:${f.container.brandId}`,
        value: '1000CBM',
      },
    });
    expect(posted.status).toBe(201);
    const over = await t.call('POST', `/api/carts/${id}/items`, {
      body: { line_items: [line(f.container, 1)] },
    });
    expect(over.status).toBe(409);
  });

  it('admits exactly the units that fit when adds race at the edge of capacity', async () => {
    await f.setStock(f.container.variantId, [100_000, 0]);
    const d = await f.dimensions(f.container.productId);
    const fit = Math.floor(26e9 / (d.width * d.depth * d.height));
    const created = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.container, fit - 2)] },
    });
    const id = created.body.message.data.id;
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('POST', `/api/carts/${id}/items`, { body: { line_items: [line(f.container, 1)] } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const read = await t.call('GET', `/api/carts/${id}`);
    expect(read.body.message.data.line_items.physical_items[0].quantity).toBe(fit);
  });
});

describe('container rules (@shop/domain judgeCartWrite)', () => {
  const fitOf = async () => {
    const d = await f.dimensions(f.container.productId);
    return Math.floor(26e9 / (d.width * d.depth * d.height));
  };

  it('never limits ordinary products, and they take no room in the container', async () => {
    await f.setStock(f.container.variantId, [100_000, 0]);
    await f.setStock(f.plain.variantId, [100_000, 0]);
    const fit = await fitOf();
    // Far more ordinary volume of the same factory than any container holds.
    const created = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.plain, 5_000)] },
    });
    expect(created.status).toBe(201);
    const id = created.body.message.data.id;
    const full = await t.call('POST', `/api/carts/${id}/items`, {
      body: { line_items: [line(f.container, fit)] },
    });
    expect(full.status).toBe(200);
    const over = await t.call('POST', `/api/carts/${id}/items`, {
      body: { line_items: [line(f.container, 1)] },
    });
    expect(over.status).toBe(409);
    const more = await t.call('POST', `/api/carts/${id}/items`, {
      body: { line_items: [line(f.plain, 10)] },
    });
    expect(more.status).toBe(200);
  });

  it('replaces the non-container lines with a container product in one write (the Yes of behaviour.md#cart-states)', async () => {
    await f.setStock(f.container.variantId, [100_000, 0]);
    await f.setStock(f.plain.variantId, [100, 0]);
    const created = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.plain, 2)] },
    });
    const id = created.body.message.data.id;
    const replaced = await t.call('POST', `/api/carts/${id}/items?replace=non-container`, {
      body: { line_items: [line(f.container, 3)] },
    });
    expect(replaced.status).toBe(200);
    const items = replaced.body.message.data.line_items.physical_items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ variant_id: f.container.variantId, quantity: 3 });
  });

  it('changes nothing when the replacing add is refused (defect 1: no lost lines)', async () => {
    await f.setStock(f.container.variantId, [100_000, 0]);
    await f.setStock(f.plain.variantId, [100, 0]);
    const fit = await fitOf();
    const created = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.plain, 2), line(f.container, fit)] },
    });
    const id = created.body.message.data.id;
    const refused = await t.call('POST', `/api/carts/${id}/items?replace=non-container`, {
      body: { line_items: [line(f.container, 1)] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe(OVER_CAPACITY_MESSAGE);
    const read = await t.call('GET', `/api/carts/${id}`);
    expect(
      read.body.message.data.line_items.physical_items.map(
        (i: { variant_id: number; quantity: number }) => [i.variant_id, i.quantity],
      ),
    ).toEqual([
      [f.plain.variantId, 2],
      [f.container.variantId, fit],
    ]);
  });

  it('refuses to replace with an ordinary product, and an unknown replace mode', async () => {
    const created = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.plain, 1)] },
    });
    const id = created.body.message.data.id;
    const plain = await t.call('POST', `/api/carts/${id}/items?replace=non-container`, {
      body: { line_items: [line(f.plain, 1)] },
    });
    expect(plain.status).toBe(400);
    const odd = await t.call('POST', `/api/carts/${id}/items?replace=everything`, {
      body: { line_items: [line(f.container, 1)] },
    });
    expect(odd.status).toBe(400);
    const read = await t.call('GET', `/api/carts/${id}`);
    expect(read.body.message.data.line_items.physical_items).toHaveLength(1);
  });
});

describe('cart metafields', () => {
  it('creates, lists and updates metafields; refuses duplicates and bad input', async () => {
    await f.setStock(f.plain.variantId, [50, 0]);
    const cart = await t.call('POST', '/api/carts', { body: { line_items: [line(f.plain, 1)] } });
    const id = cart.body.message.data.id;
    const field = {
      permission_set: 'app_only',
      namespace: 'container_size',
      key: 'factoryID:40',
      value: '26CBM',
      description: 'capacity',
    };
    const created = await t.call('POST', `/api/carts/metafield/${id}`, { body: field });
    expect(created.status).toBe(201);
    expect(created.body.message.data).toMatchObject(field);
    expect((await t.call('POST', `/api/carts/metafield/${id}`, { body: field })).status).toBe(409);
    expect(
      (
        await t.call('POST', `/api/carts/metafield/${id}`, {
          body: { ...field, permission_set: 'root' },
        })
      ).status,
    ).toBe(400);

    const updated = await t.call(
      'PUT',
      `/api/carts/metafield/${id}/${created.body.message.data.id}`,
      { body: { value: '52CBM' } },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message.data.value).toBe('52CBM');
    const list = await t.call('GET', `/api/carts/metafield/${id}`);
    expect(list.status).toBe(200);
    expect(list.body.message.data).toHaveLength(1);
    expect(
      (await t.call('PUT', `/api/carts/metafield/${id}/999999`, { body: { value: 'x' } })).status,
    ).toBe(404);
  });
});
