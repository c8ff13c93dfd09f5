// Load plans (docs/behaviour.md#load-plans): the server plans each factory's container on every container add or increase
// and at order creation, in addition to the CBM rule of behaviour.md#validation, and refuses with the
// over-capacity text of behaviour.md#errors plus the reason (volume, weight or fit).
import { LOAD_PLAN_REASON_FIELD, OVER_CAPACITY_MESSAGE, loadPlanReasonOf } from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallResult, TestBackend } from './helpers';
import { DEMO, fixtures, ORDER_ADDRESS, setupBackend } from './helpers';

let t: TestBackend;
let f: Awaited<ReturnType<typeof fixtures>>;
beforeAll(async () => {
  t = await setupBackend();
  f = await fixtures(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await f.setStock(f.container.variantId, [100_000, 0]);
  await f.setStock(f.plain.variantId, [100_000, 0]);
});

const line = (p: { productId: number; variantId: number }, quantity: number) => ({
  product_id: p.productId,
  variant_id: p.variantId,
  quantity,
});

const carton = (over: Partial<Parameters<typeof f.setCarton>[1] & object> = {}) => ({
  width: 600,
  depth: 500,
  height: 500,
  grossWeightKg: 20,
  unitsPerCarton: 1,
  stackable: true,
  maxLoadOnTopKg: 1000,
  thisSideUp: true,
  ...over,
});

/** A guest cart with `quantity` of the fixture container product; throws unless created. */
async function containerCart(quantity: number, token?: string) {
  const created = await t.call('POST', '/api/carts', {
    token,
    body: { line_items: [line(f.container, quantity)] },
  });
  if (created.status !== 201)
    throw new Error(`cart: ${String(created.status)} ${JSON.stringify(created.body)}`);
  return created.body.message.data as {
    id: string;
    line_items: { physical_items: { id: string; quantity: number }[] };
  };
}

const quantities = async (cartId: string, token?: string) =>
  (
    (await t.call('GET', `/api/carts/${cartId}`, { token })).body.message.data.line_items
      .physical_items as { variant_id: number; quantity: number }[]
  ).map((i) => [i.variant_id, i.quantity]);

function expectRefused(res: CallResult, reason: 'volume' | 'weight' | 'fit') {
  expect(res.status).toBe(409);
  expect(res.body.title).toBe(OVER_CAPACITY_MESSAGE);
  expect(res.body.message[0].errors[LOAD_PLAN_REASON_FIELD]).toBe(reason);
  expect(loadPlanReasonOf(res.body)).toBe(reason);
}

async function pick(cartId: string, value: string, token?: string) {
  const res = await t.call('POST', `/api/carts/metafield/${cartId}`, {
    token,
    body: {
      permission_set: 'app_only',
      namespace: 'container_size',
      key: `factoryID:${String(f.container.brandId)}`,
      value,
    },
  });
  expect(res.status).toBe(201);
  return res.body.message.data.id as number;
}

describe('every container add is planned (behaviour.md#load-plans)', () => {
  it('refuses an add over the payload for weight, well within the CBM rule, changing nothing', async () => {
    // 1,000 kg a carton: the standard 26 CBM plans in a 20 ft box (28,280 kg payload), so 28
    // cartons load and the 29th is refused — at some 11 CBM of product volume.
    await f.setCarton(f.container.variantId, carton({ grossWeightKg: 1000 }));
    const cart = await containerCart(28);
    const over = await t.call('POST', `/api/carts/${cart.id}/items`, {
      body: { line_items: [line(f.container, 1)] },
    });
    expectRefused(over, 'weight');
    expect(over.body.message[0].errors.quantity).toBe(
      'The cartons weigh 29,000 kg; a 20 ft standard container takes 28,280 kg',
    );
    expect(await quantities(cart.id)).toEqual([[f.container.variantId, 28]]);

    // The same through a quantity change, and a new cart.
    const itemId = cart.line_items.physical_items[0]?.id ?? '';
    const bump = await t.call('PUT', `/api/carts/${cart.id}/items/${itemId}`, {
      body: { line_item: line(f.container, 29) },
    });
    expectRefused(bump, 'weight');
    const fresh = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.container, 29)] },
    });
    expectRefused(fresh, 'weight');
    // A decrease is never refused.
    const less = await t.call('PUT', `/api/carts/${cart.id}/items/${itemId}`, {
      body: { line_item: line(f.container, 27) },
    });
    expect(less.status).toBe(200);
  });

  it('refuses cartons that cannot be stacked or turned into the box for fit', async () => {
    // A marble top's crate, not stackable, upright: a 20 ft floor (5,898 × 2,352 mm) takes
    // five of 1,150 × 2,300 mm — 4 CBM of crates, far from the box's 33.
    await f.setCarton(
      f.container.variantId,
      carton({
        width: 1150,
        depth: 2300,
        height: 300,
        grossWeightKg: 150,
        stackable: false,
        maxLoadOnTopKg: 0,
      }),
    );
    const cart = await containerCart(5);
    const over = await t.call('POST', `/api/carts/${cart.id}/items`, {
      body: { line_items: [line(f.container, 1)] },
    });
    expectRefused(over, 'fit');
    expect(over.body.message[0].errors.quantity).toBe(
      '1 of 6 cartons cannot be placed in a 20 ft standard container (stacking, turning or the door opening)',
    );
    expect(await quantities(cart.id)).toEqual([[f.container.variantId, 5]]);
  });

  it('refuses cartons larger than the box for volume where the product volume passes the CBM rule', async () => {
    // 0.6 CBM a carton against 0.38 CBM of product: 56 units are 21.5 CBM by behaviour.md#validation but
    // 33.6 CBM of cartons, more than a 20 ft box's 33.2.
    await f.setCarton(f.container.variantId, carton({ width: 1000, depth: 600, height: 1000 }));
    const refused = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.container, 56)] },
    });
    expectRefused(refused, 'volume');
    expect(refused.body.message[0].errors.quantity).toBe(
      'The cartons take 33.6 CBM; a 20 ft standard container holds 33.2 CBM',
    );
  });

  it('plans in the box the buyer picked: a high cube takes crates a 40 ft box cannot', async () => {
    // 2,500 mm tall and upright: through no standard door (2,280 mm), through the high cube's
    // (2,585 mm).
    await f.setCarton(
      f.container.variantId,
      carton({ width: 1000, depth: 1000, height: 2500, grossWeightKg: 80, stackable: false }),
    );
    const first = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.container, 1)] },
    });
    expectRefused(first, 'fit');
    // A cart with an ordinary line to pick a type on.
    const cart = await t.call('POST', '/api/carts', { body: { line_items: [line(f.plain, 1)] } });
    const cartId = cart.body.message.data.id as string;
    const fieldId = await pick(cartId, '46.9CBM'); // 40 ft × 70 %
    expectRefused(
      await t.call('POST', `/api/carts/${cartId}/items`, {
        body: { line_items: [line(f.container, 1)] },
      }),
      'fit',
    );
    const hc = await t.call('PUT', `/api/carts/metafield/${cartId}/${String(fieldId)}`, {
      body: { value: '53.2CBM' }, // 40 ft high cube × 70 %
    });
    expect(hc.status).toBe(200);
    const added = await t.call('POST', `/api/carts/${cartId}/items`, {
      body: { line_items: [line(f.container, 10)] },
    });
    expect(added.status).toBe(200);
  });

  it('plans a product without carton data as one estimated carton of its size: upright, not stacked', async () => {
    // 827 × 480 × 966 mm, not stackable: a 20 ft floor takes some 28 of them; the CBM rule
    // alone would admit 67.
    await f.setCarton(f.container.variantId, null);
    const refused = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.container, 40)] },
    });
    expectRefused(refused, 'fit');
    const admitted = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.container, 20)] },
    });
    expect(admitted.status).toBe(201);
  });

  it('never plans ordinary products: they are added to a cart whose container no longer plans', async () => {
    await f.setCarton(f.container.variantId, carton({ grossWeightKg: 1000 }));
    const cart = await containerCart(28);
    // The cartons got heavier since: the container is over its payload now.
    await f.setCarton(f.container.variantId, carton({ grossWeightKg: 2000 }));
    const plain = await t.call('POST', `/api/carts/${cart.id}/items`, {
      body: { line_items: [line(f.plain, 3)] },
    });
    expect(plain.status).toBe(200);
    expectRefused(
      await t.call('POST', `/api/carts/${cart.id}/items`, {
        body: { line_items: [line(f.container, 1)] },
      }),
      'weight',
    );
  });

  it('answers the CBM rule with the volume reason too', async () => {
    await f.setCarton(f.container.variantId, carton({ width: 200, depth: 200, height: 200 }));
    const d = await f.dimensions(f.container.productId);
    const fit = Math.floor(26e9 / (d.width * d.depth * d.height));
    const refused = await t.call('POST', '/api/carts', {
      body: { line_items: [line(f.container, fit + 1)] },
    });
    expectRefused(refused, 'volume');
    expect(refused.body.message[0].errors.quantity).toMatch(
      /^\d+\.\d{3} CBM would exceed the 26 CBM container$/,
    );
  });
});

describe('orders/create plans the containers again (behaviour.md#load-plans)', () => {
  it('refuses an order whose container no longer plans, taking no stock', async () => {
    await f.setCarton(f.container.variantId, carton({ grossWeightKg: 1000 }));
    const buyer = await t.login(DEMO.buyer);
    const cart = await containerCart(28, buyer.token);
    // Heavier cartons since the cart was filled (a catalogue correction).
    await f.setCarton(f.container.variantId, carton({ grossWeightKg: 1100 }));
    const stock = await f.stockOf(f.container.variantId);
    const order = {
      cartId: cart.id,
      customer_id: buyer.customerId,
      billing_address: ORDER_ADDRESS,
      shipping_address: ORDER_ADDRESS,
      costumer_order_number: 'PO-17',
      order_notes: '',
    };
    const refused = await t.call('POST', '/api/orders/create', {
      token: buyer.token,
      body: order,
    });
    expectRefused(refused, 'weight');
    // At order time the refusal names the factory (behaviour.md#errors).
    expect(refused.body.message[0].errors.quantity).toMatch(
      /^The \S.* container: the cartons weigh [\d,]+ kg; a .+ container takes [\d,]+ kg\.$/,
    );
    expect(await f.stockOf(f.container.variantId)).toBe(stock);
    expect(await quantities(cart.id, buyer.token)).toEqual([[f.container.variantId, 28]]);

    // Back within the payload, the same order goes through.
    await f.setCarton(f.container.variantId, carton({ grossWeightKg: 1000 }));
    const placed = await t.call('POST', '/api/orders/create', { token: buyer.token, body: order });
    expect(placed.status).toBe(201);
    expect(await f.stockOf(f.container.variantId)).toBe(stock - 28);
  });
});
