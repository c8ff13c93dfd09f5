// The checkout when the order call's answer is lost between the storefront and the backend
// (a proxy's 502 after the backend wrote the order): the real backend (in-process, demo
// data) behind a proxy that loses answers, the app rendered from source.
import { createApiClient, type ApiClient } from '@shop/api';
import { ORDER_NOT_CONFIRMED_MESSAGE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessBackend, type TestBackend } from '../backend';
import type { LossyProxy } from './lossy-proxy';
import { lossyProxy } from './lossy-proxy';
import type { RenderedApp } from './render';
import { renderApp } from './render';

let backend: TestBackend;
let proxy: LossyProxy;
let app: RenderedApp;

beforeAll(async () => {
  backend = await inProcessBackend('demo');
  proxy = await lossyProxy(backend.url);
  process.env.BACKEND_URL = proxy.url;
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await proxy.close();
  await backend.close();
});

const direct = (): ApiClient => createApiClient(backend.config);

async function buyerWithCart() {
  const api = direct();
  const { token } = await api.customers.login({
    email: 'buyer@example.com',
    password: 'demo-password-1',
  });
  const customer = await api.customers.profile({ token });
  const products = await api.catalogue.availableProducts({ limit: 100 });
  const line = products.flatMap((product) => {
    const variants = (product.variants ?? []) as {
      id: number;
      inventory_level: number;
      purchasing_disabled: boolean;
    }[];
    const variant = variants.find((v) => v.inventory_level > 5 && !v.purchasing_disabled);
    return variant && !String(product.name).endsWith('(Container)')
      ? [{ product_id: product.id, variant_id: variant.id, quantity: 1 }]
      : [];
  })[0];
  if (!line) throw new Error('no product with stock');
  const cart = await api.carts.create([line], { token });
  const [saved] = await api.addresses.list(customer.id, { token });
  const orders = await api.customers.orders(customer.id, { token });
  return { api, token, customer, cart, saved, ordersBefore: orders.length };
}

function submit(token: string, cartId: string | null, fields: Record<string, string>) {
  return app.request('/checkout', {
    method: 'POST',
    headers: {
      Cookie: [`user-token=${token}`, cartId ? `cartId=${cartId}` : ''].filter(Boolean).join('; '),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const hidden = (page: string, name: string) =>
  new RegExp(`type="hidden" name="${name}" value="([^"]+)"`).exec(page)?.[1];

describe('checkout with a lost answer', () => {
  it('re-sends its own key and sends the buyer to the order that went through, placed once', async () => {
    const { api, token, customer, cart, saved, ordersBefore } = await buyerWithCart();
    const key = crypto.randomUUID();
    const calls = proxy.orderKeys.length;
    proxy.loseOrderAnswers(1);
    const response = await submit(token, cart.id, {
      idempotency_key: key,
      billing: String(saved?.id),
      shipping_same: 'on',
      order_number: 'PO-LOST-1',
      order_notes: '',
    });
    // Before: 502 "could not be placed" while the order existed.
    expect(response.status).toBe(302);
    const location = response.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/success\?order=\d+$/);
    expect(proxy.orderKeys.slice(calls)).toEqual([key, key]);
    const orders = await api.customers.orders(customer.id, { token });
    expect(orders).toHaveLength(ordersBefore + 1);
    expect(orders.some((order) => order.id === Number(location.split('=')[1]))).toBe(true);
  });

  it('keeps the key when every answer is lost, so the next submit answers the same order', async () => {
    const { api, token, customer, cart, saved, ordersBefore } = await buyerWithCart();
    const key = crypto.randomUUID();
    const fields = {
      idempotency_key: key,
      billing: String(saved?.id),
      shipping_same: 'on',
      order_number: 'PO-LOST-2',
      order_notes: '',
    };
    const calls = proxy.orderKeys.length;
    proxy.loseOrderAnswers(4);
    const failed = await submit(token, cart.id, fields);
    expect(failed.status).toBe(503);
    const page = (await failed.text()).replaceAll('&#x27;', "'");
    expect(page).toContain(ORDER_NOT_CONFIRMED_MESSAGE);
    // Not the proxy's page: the buyer reads words, not HTML.
    expect(page).not.toContain('502 Bad Gateway');
    // One call and three re-sends, all with the form's key; the form keeps it (before, the
    // page came back with a fresh key, and a second submit was a second order).
    expect(proxy.orderKeys.slice(calls)).toEqual([key, key, key, key]);
    expect(hidden(page, 'idempotency_key')).toBe(key);
    // The first call did place the order, which consumed the cart: the page offers the same
    // submit again (the checkout form needs a cart), naming the cart the order came from.
    expect(await api.customers.orders(customer.id, { token })).toHaveLength(ordersBefore + 1);
    expect(hidden(page, 'cart_id')).toBe(cart.id);
    expect(page).toContain('Submit again');
    // The browser sends the cookies it has by then: the cart id may have been forgotten.
    const forgotten = /cartId=;/.test(failed.headers.get('Set-Cookie') ?? '');
    const again = await submit(token, forgotten ? null : cart.id, {
      ...fields,
      idempotency_key: hidden(page, 'idempotency_key') ?? '',
      cart_id: hidden(page, 'cart_id') ?? '',
    });
    expect(again.status).toBe(302);
    expect(again.headers.get('Location')).toMatch(/^\/success\?order=\d+$/);
    expect(await api.customers.orders(customer.id, { token })).toHaveLength(ordersBefore + 1);
  });
});
