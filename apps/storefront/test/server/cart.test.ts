// Checkout, success and the container builder rendered on the server against the real
// backend (in-process, in-memory database, demo data): a real customer's token and cart,
// a real order placed once, and nobody reaching another customer's order.
import type { ApiClient } from '@shop/api';
import {
  ADJUST_CONTAINER_PROMPT,
  OVER_CAPACITY_MESSAGE,
  containerMetafield,
  isContainerLineName,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend, backendLogIn } from './render';

let app: RenderedApp;
let closeBackend: () => Promise<void>;

/** A purchasable container product with stock, as a cart line. */
async function containerLine(api: ApiClient) {
  const products = await api.catalogue.availableProducts({ limit: 100 });
  for (const product of products) {
    const name = typeof product.name === 'string' ? product.name : '';
    const variants = Array.isArray(product.variants)
      ? (product.variants as {
          id: number;
          inventory_level: number;
          purchasing_disabled: boolean;
        }[])
      : [];
    const variant = variants.find((v) => v.inventory_level > 5 && !v.purchasing_disabled);
    if (isContainerLineName(name) && variant)
      return { product_id: product.id, variant_id: variant.id, quantity: 1 };
  }
  throw new Error('no container product with stock in the demo data');
}

const cookie = (token: string, cartId?: string) => ({
  Cookie: [`user-token=${token}`, cartId ? `cartId=${cartId}` : ''].filter(Boolean).join('; '),
});
const html = async (response: Response) => (await response.text()).replaceAll('&#x27;', "'");
const hiddenKey = (page: string) => /name="idempotency_key" value="([^"]+)"/.exec(page)?.[1] ?? '';

function post(path: string, headers: Record<string, string>, fields: Record<string, string>) {
  return app.request(path, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await closeBackend();
});

describe('/checkout', () => {
  it('shows saved addresses, the order review and one key per form', async () => {
    const { api, token } = await backendLogIn('buyer@example.com');
    const cart = await api.carts.create([await containerLine(api)], { token });
    const response = await app.request('/checkout', { headers: cookie(token, cart.id) });
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).toContain('<legend class="ui-address-picker__legend">Billing address</legend>');
    expect(page).toContain('Use a new address');
    expect(page).toContain('Order review');
    expect(page).toContain(cart.line_items.physical_items[0]?.name ?? 'missing');
    expect(page).toContain('Total (Incl. tax)');
    expect(hiddenKey(page)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says so when the cart is empty', async () => {
    const { token } = await backendLogIn('buyer@example.com');
    const page = await html(await app.request('/checkout', { headers: cookie(token) }));
    expect(page).toContain('No cart items');
  });

  it('asks to log in again when the token is no longer valid', async () => {
    const page = await html(await app.request('/checkout', { headers: cookie('revoked') }));
    expect(page).toContain('Your session has ended');
  });

  it('refuses a bad order number and an incomplete new address, keeping what was typed', async () => {
    const { api, token } = await backendLogIn('buyer@example.com');
    const cart = await api.carts.create([await containerLine(api)], { token });
    const response = await post('/checkout', cookie(token, cart.id), {
      idempotency_key: crypto.randomUUID(),
      billing: 'new',
      billing_first_name: 'Ana',
      billing_city: 'Makati',
      shipping_same: 'on',
      order_number: 'X'.repeat(31),
      order_notes: 'Leave at dock 4',
    });
    expect(response.status).toBe(400);
    const page = await html(response);
    expect(page).toContain('Order number must be less than 30 characters');
    expect(page).toContain('This field is required');
    expect(page).toContain('Leave at dock 4');
    expect(page).toContain('value="Makati"');
    // Nothing was ordered: the cart is still there.
    expect((await api.carts.get(cart.id, { token })).line_items.physical_items).toHaveLength(1);
  });

  it('places the order once, even when the form is submitted twice, and clears the cart id', async () => {
    const { api, token, customer } = await backendLogIn('buyer@example.com');
    const before = await api.customers.orders(customer.id, { token });
    const cart = await api.carts.create([await containerLine(api)], { token });
    const [saved] = await api.addresses.list(customer.id, { token });
    expect(saved).toBeDefined();
    const form = {
      idempotency_key: crypto.randomUUID(),
      billing: String(saved?.id),
      shipping_same: 'on',
      order_number: 'PO-7781',
      order_notes: 'Two containers in March',
    };
    const [first, second] = await Promise.all([
      post('/checkout', cookie(token, cart.id), form),
      post('/checkout', cookie(token, cart.id), form),
    ]);
    for (const response of [first, second]) {
      expect(response.status).toBe(302);
      expect(response.headers.get('Set-Cookie')).toMatch(/^cartId=; Max-Age=0; Path=\//);
    }
    const location = first.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/success\?order=\d+$/);
    expect(second.headers.get('Location')).toBe(location);
    const after = await api.customers.orders(customer.id, { token });
    expect(after).toHaveLength(before.length + 1);
    const orderId = Number(location.split('=')[1]);
    expect(after.some((order) => order.id === orderId)).toBe(true);

    const success = await html(await app.request(location, { headers: cookie(token) }));
    expect(success).toMatch(new RegExp(`data-testid="order-number">${String(orderId)}<`));
    expect(success).toMatch(/Your reference: (<!-- -->)?PO-7781/);
    expect(success).toContain('Thank you for your order');
  });

  it('names the factory whose container no longer fits and links to the builder, placing nothing', async () => {
    const { api, token, customer } = await backendLogIn('buyer@example.com');
    const before = await api.customers.orders(customer.id, { token });
    const line = await containerLine(api);
    const cart = await api.carts.create([line], { token });
    const products = await api.catalogue.availableProducts({ limit: 100 });
    const brandId = Number(products.find((product) => product.id === line.product_id)?.brand_id);
    const factory = (await api.catalogue.brands()).find((brand) => brand.id === brandId)?.name;
    expect(factory).toBeTruthy();
    // The container type shrunk after the cart was filled: the line no longer fits.
    await api.cartMetafields.create(cart.id, containerMetafield(brandId, 0.01), { token });
    const [saved] = await api.addresses.list(customer.id, { token });
    const response = await post('/checkout', cookie(token, cart.id), {
      idempotency_key: crypto.randomUUID(),
      billing: String(saved?.id),
      shipping_same: 'on',
      order_number: 'PO-0409',
      order_notes: '',
    });
    expect(response.status).toBe(409);
    const page = await html(response);
    const alert = /<div role="alert" class="checkout-form__errors">(.*?)<\/div>/s.exec(page)?.[1];
    expect(alert).toMatch(
      new RegExp(
        `<p>The ${String(factory)} container: \\d+\\.\\d{3} CBM would exceed the 0\\.01 CBM container\\.</p>`,
      ),
    );
    expect(alert).toContain(`<a href="/container/build"`);
    expect(alert).toContain(`>${ADJUST_CONTAINER_PROMPT}</a>`);
    // The reason is a key for code, not a line of its own.
    expect(alert).not.toMatch(/<p>Volume<\/p>/);
    expect(alert).not.toContain(OVER_CAPACITY_MESSAGE.replaceAll("'", '&#x27;'));
    expect(await api.customers.orders(customer.id, { token })).toHaveLength(before.length);
    expect((await api.carts.get(cart.id, { token })).line_items.physical_items).toHaveLength(1);
  });

  it('shows the server refusal (the cart is gone) without placing anything', async () => {
    const { token } = await backendLogIn('buyer@example.com');
    const response = await post('/checkout', cookie(token, crypto.randomUUID()), {
      idempotency_key: crypto.randomUUID(),
      billing: 'new',
      billing_first_name: 'Ana',
      billing_last_name: 'Cruz',
      billing_street_1: '1 Ayala Ave',
      billing_city: 'Makati',
      billing_zip: '1226',
      billing_country: 'Philippines',
      shipping_same: 'on',
      order_number: '',
      order_notes: '',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    const page = await html(response);
    expect(page).toContain('role="alert" class="checkout-form__errors"');
    expect(page).toMatch(/Cart [0-9a-f-]+ not found/);
  });
});

describe('/success', () => {
  it("never shows another customer's order", async () => {
    const buyer = await backendLogIn('buyer@example.com');
    const other = await backendLogIn('rrp@example.com');
    const [theirs] = await other.api.customers.orders(other.customer.id, {
      token: other.token,
    });
    expect(theirs).toBeDefined();
    const page = await html(
      await app.request(`/success?order=${String(theirs?.id)}`, { headers: cookie(buyer.token) }),
    );
    expect(page).toContain('We could not find that order in your account.');
    expect(page).not.toContain('data-testid="order-number"');
  });
});

describe('/container/build', () => {
  it("renders the buyer's containers on the server: gauge, lines, type and what still fits", async () => {
    const { api, token } = await backendLogIn('buyer@example.com');
    const line = await containerLine(api);
    const cart = await api.carts.create([{ ...line, quantity: 2 }], { token });
    const response = await app.request('/container/build', { headers: cookie(token, cart.id) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const page = await html(response);
    expect(page).toContain('Build your container');
    expect(page).not.toContain('Loading your container');
    expect(page).toContain(cart.line_items.physical_items[0]?.name ?? 'missing');
    expect(page).toMatch(
      /role="meter"[^>]*aria-valuetext="[\d.]+%: Limited by the CBM rule: [\d.]+ CBM left"/,
    );
    expect(page).toContain('Still fits in this container');
    // The quantity controls are forms that post to /cart without JavaScript.
    expect(page).toMatch(/<form[^>]*action="\/cart"[^>]*>.*?name="intent" value="update"/s);
    expect(page).toContain('name="type"');
  });

  it('says there is nothing to build for an empty cart', async () => {
    const page = await html(await app.request('/container/build'));
    expect(page).toContain('No container products yet.');
  });
});
