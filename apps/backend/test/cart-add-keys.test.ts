import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from './helpers';
import { FLAT_PACKED_CARTON, fixtures, setupBackend } from './helpers';

// Idempotent cart adds: an add sent again with its Idempotency-Key (its first answer lost
// on the way back) is answered with the cart, not applied twice — on the optimistic path
// and under the row lock (a container add), and for the "Yes" that replaces lines.

let t: TestBackend;
let f: Awaited<ReturnType<typeof fixtures>>;
beforeAll(async () => {
  t = await setupBackend();
  f = await fixtures(t);
  await f.setCarton(f.container.variantId, FLAT_PACKED_CARTON);
  await f.setStock(f.plain.variantId, [500, 0]);
  await f.setStock(f.container.variantId, [500, 0]);
});
afterAll(async () => {
  await t.close();
});

const line = (p: { productId: number; variantId: number }, quantity: number) => ({
  product_id: p.productId,
  variant_id: p.variantId,
  quantity,
});

interface CartAnswer {
  line_items: { physical_items: { variant_id: number; quantity: number }[] };
}
const quantityOf = (cart: CartAnswer, variantId: number) =>
  cart.line_items.physical_items.find((item) => item.variant_id === variantId)?.quantity;

async function newCart(first: ReturnType<typeof line>) {
  const created = await t.call('POST', '/api/carts', { body: { line_items: [first] } });
  expect(created.status).toBe(201);
  return (created.body.message.data as { id: string }).id;
}

const add = (cartId: string, items: ReturnType<typeof line>[], key?: string, query = '') =>
  t.call('POST', `/api/carts/${cartId}/items${query}`, {
    body: { line_items: items },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe('an add sent again with its Idempotency-Key', () => {
  it('is answered with the cart and not applied twice (the optimistic path)', async () => {
    const cartId = await newCart(line(f.plain, 1));
    const key = randomUUID();
    const first = await add(cartId, [line(f.plain, 2)], key);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await add(cartId, [line(f.plain, 2)], key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(quantityOf(again.body.message.data as CartAnswer, f.plain.variantId)).toBe(3);
    // Without a key, or with a new one, an add is an add.
    await add(cartId, [line(f.plain, 2)]);
    const fresh = await add(cartId, [line(f.plain, 2)], randomUUID());
    expect(quantityOf(fresh.body.message.data as CartAnswer, f.plain.variantId)).toBe(7);
  });

  it('is answered with the cart and not applied twice under the row lock (a container add)', async () => {
    const cartId = await newCart(line(f.container, 1));
    const key = randomUUID();
    expect((await add(cartId, [line(f.container, 1)], key)).status).toBe(200);
    const again = await add(cartId, [line(f.container, 1)], key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const read = await t.call('GET', `/api/carts/${cartId}`);
    expect(quantityOf(read.body.message.data as CartAnswer, f.container.variantId)).toBe(2);
  });

  it('keeps its key per cart: the same key on another cart is that cart’s own add', async () => {
    const key = randomUUID();
    const a = await newCart(line(f.plain, 1));
    const b = await newCart(line(f.plain, 1));
    await add(a, [line(f.plain, 1)], key);
    const other = await add(b, [line(f.plain, 1)], key);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(quantityOf(other.body.message.data as CartAnswer, f.plain.variantId)).toBe(2);
  });

  it('refuses the key with another add (422), changing nothing, and a malformed key (400)', async () => {
    const cartId = await newCart(line(f.plain, 1));
    const key = randomUUID();
    await add(cartId, [line(f.plain, 1)], key);
    const reused = await add(cartId, [line(f.plain, 5)], key);
    expect(reused.status).toBe(422);
    expect(reused.body.message[0].errors['Idempotency-Key']).toMatch(
      /already used for another add/,
    );
    const bad = await add(cartId, [line(f.plain, 1)], 'no spaces allowed');
    expect(bad.status).toBe(400);
    expect(bad.body.message[0].errors['Idempotency-Key']).toBeDefined();
    const read = await t.call('GET', `/api/carts/${cartId}`);
    expect(quantityOf(read.body.message.data as CartAnswer, f.plain.variantId)).toBe(2);
  });

  it('replays the "Yes" that replaced the ordinary lines without replacing again', async () => {
    const cartId = await newCart(line(f.plain, 1));
    const key = randomUUID();
    const yes = await add(cartId, [line(f.container, 1)], key, '?replace=non-container');
    expect(yes.status).toBe(200);
    const again = await add(cartId, [line(f.container, 1)], key, '?replace=non-container');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const cart = again.body.message.data as CartAnswer;
    expect(quantityOf(cart, f.container.variantId)).toBe(1);
    expect(quantityOf(cart, f.plain.variantId)).toBeUndefined();
  });
});
