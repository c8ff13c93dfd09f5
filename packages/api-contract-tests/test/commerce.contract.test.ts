import { CUSTOMER_PRICING_LIMITS, type ApiClient } from '@shop/api';
import { createCartsApi } from '@shop/api/carts';
import { newIdempotencyKey } from '@shop/api/idempotency';
import { productionOfOrder } from '@shop/api/production';
import type { StoredProduct } from '@shop/api/catalogue';
import { ApiError, isInsufficientStock } from '@shop/api/errors';
import { containerMetafield } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './support/backend';
import type { TestBackend } from './support/backend';

// Carts, orders and pricing need a catalogue: this file starts the backend on a fresh
// in-memory PGlite with the demo catalogue and demo customers.
const DEMO_PASSWORD = 'demo-password-1';

let backend: TestBackend;
let products: StoredProduct[];

interface Sellable {
  productId: number;
  variantId: number;
  sku: string;
  stock: number;
  brandId: number;
}

function sellables(): Sellable[] {
  return products.flatMap((product) => {
    const variants = (product.variants ?? []) as {
      id: number;
      sku: string;
      inventory_level: number;
      purchasing_disabled: boolean;
    }[];
    if (String(product.name).includes('(Container)')) return [];
    return variants
      .filter((variant) => !variant.purchasing_disabled && variant.inventory_level > 2)
      .map((variant) => ({
        productId: product.id,
        variantId: variant.id,
        sku: variant.sku,
        stock: variant.inventory_level,
        brandId: product.brand_id ?? 0,
      }));
  });
}

async function login(
  email: string,
): Promise<{ api: ApiClient; token: string; customerId: number }> {
  const api = backend.client();
  const { token } = await api.customers.login({ email, password: DEMO_PASSWORD });
  return { api, token, customerId: (await api.customers.profile({ token })).id };
}

const address = {
  first_name: 'Alex',
  last_name: 'Buyer',
  street_1: '1 Ayala Avenue',
  city: 'Makati',
  country: 'Philippines',
  zip: '1226',
  company: 'Buyer Interiors Pty Ltd',
  phone: '+639171234567',
};

beforeAll(async () => {
  backend = await startTestBackend('demo');
  products = await backend.client().catalogue.availableProducts();
}, 120_000);

afterAll(async () => {
  await backend.close();
});

describe('catalogue', () => {
  it('lists available products with id and brand_id, paged', async () => {
    expect(products.length).toBeGreaterThan(0);
    expect(typeof products[0]?.id).toBe('number');
    expect(typeof products[0]?.brand_id).toBe('number');
    const page = await backend.client().catalogue.availableProducts({ page: 2, limit: 5 });
    expect(page).toHaveLength(5);
    expect(page[0]?.id).not.toBe(products[0]?.id);
  });

  it('lists brands from message and the product dictionary from data', async () => {
    const api = backend.client();
    const brands = await api.catalogue.brands();
    expect(brands.length).toBeGreaterThan(0);
    expect(typeof brands[0]?.id).toBe('number');
    expect(brands[0]?.name).toMatch(/\S/);
    const dictionary = await api.catalogue.productDictionary();
    const first = sellables()[0];
    const entry = dictionary[first?.sku ?? ''];
    expect(entry).toMatchObject({ variant_id: first?.variantId, product_id: first?.productId });
    expect(entry?.name).toMatch(/\S/);
    expect(entry?.url).toMatch(/^\/.+\/$/);
  });
});

describe('pricing (product-service base)', () => {
  it('answers a trade customer with variant prices', async () => {
    const { api, token, customerId } = await login('buyer@example.com');
    const wanted = sellables().slice(0, 3);
    const prices = await api.pricing.customerPricing(
      {
        customerId,
        skus: [wanted.map((item) => item.sku)],
      },
      { token },
    );
    expect(prices.map((entry) => entry.variant_id).sort()).toEqual(
      wanted.map((item) => item.variantId).sort(),
    );
    expect(prices.every((entry) => entry.price > 0)).toBe(true);
  });

  it('answers more SKUs than one call carries, in as many calls as the limits need', async () => {
    const { api, token, customerId } = await login('buyer@example.com');
    const wanted = sellables().slice(0, 450);
    expect(wanted.length).toBeGreaterThan(CUSTOMER_PRICING_LIMITS.lists);
    // One list per product, as the contract asks: more lists than one request may carry.
    const prices = await api.pricing.customerPricing(
      { customerId, skus: wanted.map((item) => [item.sku]) },
      { token },
    );
    expect(new Set(prices.map((entry) => entry.variant_id))).toEqual(
      new Set(wanted.map((item) => item.variantId)),
    );
  });

  it('answers a customer without a price list with no prices', async () => {
    const { api, token, customerId } = await login('noprices@example.com');
    expect(
      await api.pricing.customerPricing(
        { customerId, skus: [[sellables()[0]?.sku ?? '']] },
        { token },
      ),
    ).toEqual([]);
  });

  it('refuses another customer’s prices and a guest', async () => {
    const { api, token, customerId } = await login('buyer@example.com');
    await expect(
      api.pricing.customerPricing({ customerId: customerId + 1, skus: [['X']] }, { token }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      backend.client().pricing.customerPricing({ customerId, skus: [['X']] }),
    ).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('carts', () => {
  it('adds line by line: each line added, capped or refused with its reason (addLines)', async () => {
    const api = { carts: createCartsApi({ apiBaseUrl: `${backend.url}/api` }) };
    const [first, second] = sellables();
    if (!first || !second) throw new Error('demo catalogue has too few sellable variants');
    const lines = [
      { product_id: first.productId, variant_id: first.variantId, quantity: 1 },
      { product_id: second.productId, variant_id: second.variantId, quantity: second.stock + 5 },
      { product_id: first.productId, variant_id: second.variantId, quantity: 1 },
    ];
    const refused = await api.carts.addLines(null, lines);
    expect(refused.lineResults?.map((result) => [result.status, result.reason])).toEqual([
      ['added', undefined],
      ['refused', 'stock'],
      ['refused', 'not-found'],
    ]);
    const cartId = refused.cart?.id ?? '';
    expect(refused.cart?.line_items.physical_items).toHaveLength(1);
    const capped = await api.carts.addLines(cartId, lines.slice(1, 2), { shortfall: 'cap' });
    expect(capped.lineResults?.[0]).toMatchObject({
      status: 'capped',
      added: second.stock,
      reason: 'stock',
      available: second.stock,
    });
    // Nothing at all for a new cart: no cart is made.
    const none = await api.carts.addLines(null, lines.slice(2));
    expect(none.cart).toBeNull();
  });

  it("reads the factories' own containers from the brand metafields (brandMetafields)", async () => {
    const fields = await backend
      .client()
      .catalogue.brandMetafields({ namespace: 'container_size' });
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      expect(field.key).toBe(`factoryID:${String(field.resource_id)}`);
      expect(field.value).toBe('26CBM');
    }
    const [one] = fields;
    if (!one) throw new Error('no brand metafield');
    const only = await backend
      .client()
      .catalogue.brandMetafields({ namespace: 'container_size', brandIds: [one.resource_id] });
    expect(only.map((field) => field.resource_id)).toEqual([one.resource_id]);
  });

  it('adds once when an add is sent again with its idempotency key', async () => {
    const api = { carts: createCartsApi({ apiBaseUrl: `${backend.url}/api` }) };
    const [first] = sellables();
    if (!first) throw new Error('demo catalogue has too few sellable variants');
    const line = { product_id: first.productId, variant_id: first.variantId, quantity: 1 };
    const cart = await api.carts.create([line]);
    const idempotencyKey = newIdempotencyKey();
    await api.carts.addItems(cart.id, [line], { idempotencyKey });
    const again = await api.carts.addItems(cart.id, [line], { idempotencyKey });
    expect(again.line_items.physical_items[0]?.quantity).toBe(2);
    await expect(
      api.carts.addItems(cart.id, [{ ...line, quantity: 2 }], { idempotencyKey }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(api.carts.addItems(cart.id, [line], { idempotencyKey: 'short' })).rejects.toThrow(
      /Idempotency-Key/,
    );
  });

  it('creates, reads, adds, updates and removes lines; the last removal clears the cart', async () => {
    // The carts subpath's own client, as an app that needs nothing else would use it.
    const api = { carts: createCartsApi({ apiBaseUrl: `${backend.url}/api` }) };
    const [first, second] = sellables();
    if (!first || !second) throw new Error('demo catalogue has too few sellable variants');
    const cart = await api.carts.create([
      { product_id: first.productId, variant_id: first.variantId, quantity: 1 },
    ]);
    expect(cart.line_items.physical_items).toHaveLength(1);
    expect(cart.line_items.physical_items[0]).toMatchObject({
      variant_id: first.variantId,
      quantity: 1,
    });
    expect((await api.carts.get(cart.id)).id).toBe(cart.id);

    const added = await api.carts.addItems(cart.id, [
      { product_id: second.productId, variant_id: second.variantId, quantity: 2 },
    ]);
    expect(added.line_items.physical_items).toHaveLength(2);

    const line = added.line_items.physical_items.find(
      (item) => item.variant_id === first.variantId,
    );
    if (!line) throw new Error('line missing');
    const updated = await api.carts.updateItem(cart.id, line.id, {
      product_id: first.productId,
      variant_id: first.variantId,
      quantity: 2,
    });
    expect(updated?.line_items.physical_items.find((item) => item.id === line.id)?.quantity).toBe(
      2,
    );
    expect(updated?.cart_amount).toBeGreaterThan(cart.cart_amount);

    const afterRemove = await api.carts.removeItem(cart.id, line.id);
    expect(afterRemove?.line_items.physical_items).toHaveLength(1);
    const other = afterRemove?.line_items.physical_items[0];
    if (!other) throw new Error('line missing');
    expect(await api.carts.removeItem(cart.id, other.id)).toBeNull();
  });

  it('replaces the non-container lines with a container product in one call (the Yes of behaviour.md#cart-states)', async () => {
    const api = backend.client();
    const [ordinary] = sellables();
    const container = products.find(
      (product) =>
        String(product.name).includes('(Container)') &&
        ((product.variants ?? []) as { inventory_level: number }[]).some(
          (variant) => variant.inventory_level > 2,
        ),
    );
    const variant = ((container?.variants ?? []) as { id: number }[])[0];
    if (!ordinary || !container || !variant) throw new Error('demo catalogue lacks products');
    const cart = await api.carts.create([
      { product_id: ordinary.productId, variant_id: ordinary.variantId, quantity: 1 },
    ]);
    const replaced = await api.carts.addItems(
      cart.id,
      [{ product_id: container.id, variant_id: variant.id, quantity: 1 }],
      { replaceNonContainer: true },
    );
    expect(replaced.line_items.physical_items.map((item) => item.variant_id)).toEqual([variant.id]);
  });

  it('answers null when a quantity of 0 removes the last line', async () => {
    const api = backend.client();
    const [item] = sellables();
    if (!item) throw new Error('no sellable variant');
    const cart = await api.carts.create([
      { product_id: item.productId, variant_id: item.variantId, quantity: 1 },
    ]);
    const line = cart.line_items.physical_items[0];
    if (!line) throw new Error('line missing');
    const after = await api.carts.updateItem(cart.id, line.id, {
      product_id: item.productId,
      variant_id: item.variantId,
      quantity: 0,
    });
    expect(after).toBeNull();
  });

  it('recognises an insufficient-stock refusal', async () => {
    const api = backend.client();
    const [item] = sellables();
    if (!item) throw new Error('no sellable variant');
    const failure = await api.carts
      .create([
        { product_id: item.productId, variant_id: item.variantId, quantity: item.stock + 1 },
      ])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(422);
    expect(isInsufficientStock(failure)).toBe(true);
  });

  it('attaches the customer to a guest cart on login', async () => {
    const guest = backend.client();
    const [item] = sellables();
    if (!item) throw new Error('no sellable variant');
    const cart = await guest.carts.create([
      { product_id: item.productId, variant_id: item.variantId, quantity: 1 },
    ]);
    const { api, token, customerId } = await login('buyer@example.com');
    const attached = await api.carts.attachCustomer(cart.id, customerId, { token });
    expect(attached.id).toBe(cart.id);
    expect(attached.customer_id).toBe(customerId);
  });

  it('answers an unknown cart with a 404 ApiError', async () => {
    await expect(
      backend.client().carts.get('00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('cart metafields', () => {
  it('creates, lists and updates the container size metafield', async () => {
    const api = backend.client();
    const [item] = sellables();
    if (!item) throw new Error('no sellable variant');
    const cart = await api.carts.create([
      { product_id: item.productId, variant_id: item.variantId, quantity: 1 },
    ]);
    const input = containerMetafield(item.brandId);
    const created = await api.cartMetafields.create(cart.id, input);
    expect(created).toMatchObject({
      namespace: 'container_size',
      key: `factoryID:${item.brandId}`,
      value: '26CBM',
    });
    expect((await api.cartMetafields.list(cart.id)).map((metafield) => metafield.id)).toEqual([
      created.id,
    ]);
    const updated = await api.cartMetafields.update(cart.id, created.id, '52CBM');
    expect(updated.value).toBe('52CBM');
    await expect(api.cartMetafields.create(cart.id, input)).rejects.toMatchObject({ status: 409 });
  });
});

describe('addresses', () => {
  it('creates, lists and updates the customer’s addresses', async () => {
    const { api, token, customerId } = await login('rrp@example.com');
    const created = await api.addresses.create(customerId, [{ ...address, city: 'Pasig' }], {
      token,
    });
    expect(created[0]).toMatchObject({ customer_id: customerId, city: 'Pasig' });
    const id = created[0]?.id ?? 0;
    expect((await api.addresses.list(customerId, { token })).some((entry) => entry.id === id)).toBe(
      true,
    );
    const updated = await api.addresses.update(customerId, [{ ...address, id, city: 'Taguig' }], {
      token,
    });
    expect(updated.find((entry) => entry.id === id)?.city).toBe('Taguig');
    await expect(api.addresses.list(customerId + 1, { token })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('refuses an incomplete address before sending (domain address rule)', async () => {
    const { api, token, customerId } = await login('rrp@example.com');
    const failure = await api.addresses
      .create(customerId, [{ ...address, zip: '' }], { token })
      .catch((error: unknown) => error);
    // The domain form rule refuses it before sending; nothing reaches the server.
    expect(failure).toHaveProperty('name', 'RequestPayloadError');
  });
});

describe('orders', () => {
  it('places an order once per Idempotency-Key, lists it and answers it whole', async () => {
    const { api, token, customerId } = await login('buyer@example.com');
    const [item] = sellables();
    if (!item) throw new Error('no sellable variant');
    const cart = await api.carts.create(
      [{ product_id: item.productId, variant_id: item.variantId, quantity: 1 }],
      { token },
    );
    const payload = {
      cartId: cart.id,
      customer_id: customerId,
      billing_address: address,
      shipping_address: address,
      costumer_order_number: 'PO-1001',
      order_notes: 'Deliver to the loading dock',
    };
    const key = crypto.randomUUID();
    const placed = await api.orders.create(payload, { idempotencyKey: key, token });
    const order = placed.message.data;
    expect(order.id).toBeGreaterThan(0);
    expect(order).toMatchObject({
      customer_id: customerId,
      costumer_order_number: 'PO-1001',
      order_notes: 'Deliver to the loading dock',
      billing_address: { street_1: address.street_1, city: 'Makati' },
      items_total: 1,
    });
    expect(order.total_inc_tax).toBeGreaterThan(order.subtotal_ex_tax);
    expect(Number.isNaN(Date.parse(order.date_created))).toBe(false);

    // A retry with the same key is answered from the first result, not a second order.
    const replayed = await api.orders.create(payload, { idempotencyKey: key, token });
    expect(replayed.message.data.id).toBe(order.id);

    const history = await api.customers.orders(customerId, { token });
    expect(history.filter((entry) => entry.id === order.id)).toHaveLength(1);
    const lines = await api.customers.orderProducts(order.id, { token });
    expect(lines.map((line) => [line.order_id, line.variant_id, line.quantity])).toEqual([
      [order.id, item.variantId, 1],
    ]);
    const shipping = await api.customers.orderShipping(order.id, { token });
    expect(shipping[0]).toMatchObject({ order_id: order.id, city: 'Makati', items_total: 1 });

    // One order, whole: the same order, lines and shipping as the calls above.
    const one = await api.customers.order(customerId, order.id, { token });
    expect(one).toEqual(order);
    expect(one.products).toEqual(lines);
    expect(one.shipping_addresses).toEqual(shipping);

    // Another customer: a 404 through their own path, a 403 through the owner's.
    const other = await login('rrp@example.com');
    await expect(
      other.api.customers.order(other.customerId, order.id, { token: other.token }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      other.api.customers.order(customerId, order.id, { token: other.token }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(api.customers.order(customerId, order.id)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('keeps the container each factory ships in with the order, for its owner only', async () => {
    const { api, token, customerId } = await login('buyer@example.com');
    const container = products.flatMap((product) => {
      const variants = (product.variants ?? []) as { id: number; inventory_level: number }[];
      const variant = variants.find((entry) => entry.inventory_level > 2);
      return String(product.name).includes('(Container)') && variant && product.brand_id
        ? [{ productId: product.id, variantId: variant.id, brandId: product.brand_id }]
        : [];
    })[0];
    if (!container) throw new Error('no container product in stock');
    const cart = await api.carts.create(
      [{ product_id: container.productId, variant_id: container.variantId, quantity: 1 }],
      { token },
    );
    await api.cartMetafields.create(cart.id, containerMetafield(container.brandId, 67), { token });
    const placed = await api.orders.create(
      {
        cartId: cart.id,
        customer_id: customerId,
        billing_address: address,
        shipping_address: address,
      },
      { idempotencyKey: crypto.randomUUID(), token },
    );
    const order = placed.message.data;
    const metafields = await api.customers.orderMetafields(order.id, { token });
    expect(metafields.filter((metafield) => metafield.namespace !== 'production')).toEqual([
      {
        namespace: 'container_size',
        key: `factoryID:${String(container.brandId)}`,
        value: '67CBM',
      },
    ]);
    // Beside it, the factory's production booked with the order (read in production-track-trace).
    expect(productionOfOrder(metafields).map((production) => production.factory.id)).toEqual([
      container.brandId,
    ]);
    const other = await login('rrp@example.com');
    await expect(
      other.api.customers.orderMetafields(order.id, { token: other.token }),
    ).rejects.toMatchObject({ status: 404 });

    // An order of ordinary products keeps none.
    const [item] = sellables();
    if (!item) throw new Error('no sellable variant');
    const plain = await api.carts.create(
      [{ product_id: item.productId, variant_id: item.variantId, quantity: 1 }],
      { token },
    );
    const ordinary = await api.orders.create(
      {
        cartId: plain.id,
        customer_id: customerId,
        billing_address: address,
        shipping_address: address,
      },
      { idempotencyKey: crypto.randomUUID(), token },
    );
    const ordinaryId = ordinary.message.data.id;
    expect(await api.customers.orderMetafields(ordinaryId, { token })).toEqual([]);
  });

  it('places one order when the same order is submitted twice at once (double click)', async () => {
    const { api, token, customerId } = await login('buyer@example.com');
    const [item] = sellables();
    if (!item) throw new Error('no sellable variant');
    const cart = await api.carts.create(
      [{ product_id: item.productId, variant_id: item.variantId, quantity: 1 }],
      { token },
    );
    const payload = {
      cartId: cart.id,
      customer_id: customerId,
      billing_address: address,
      shipping_address: address,
    };
    const before = (await api.customers.orders(customerId, { token })).length;
    const key = crypto.randomUUID();
    const answers = await Promise.allSettled([
      api.orders.create(payload, { idempotencyKey: key, token }),
      api.orders.create(payload, { idempotencyKey: key, token }),
    ]);
    const placed = answers.flatMap((answer) =>
      answer.status === 'fulfilled' ? [answer.value.message.data.id] : [],
    );
    // At least one submit succeeds; every success names the same order.
    expect(placed.length).toBeGreaterThan(0);
    expect(new Set(placed).size).toBe(1);
    expect((await api.customers.orders(customerId, { token })).length).toBe(before + 1);
  });

  it('hands the server body back when an order is refused', async () => {
    const { api, token, customerId } = await login('buyer@example.com');
    const failure = await api.orders
      .create(
        {
          cartId: '00000000-0000-4000-8000-000000000000',
          customer_id: customerId,
          billing_address: address,
          shipping_address: address,
        },
        { token },
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).body).toMatchObject({ status: 404 });
    expect((failure as ApiError).errors[0]).toMatch(/\S/);
  });
});
