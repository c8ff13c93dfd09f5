// Trade buyer essentials on the server (behaviour.md#quick-order, #order-documents), rendered by the real server build against
// the real backend (in-process, in-memory database, demo data): an order's own page, reorder,
// the order document as a PDF (parsed back), and quick order from typed rows, pasted text and
// a CSV file — with nobody reaching another customer's order.
import type { ApiClient } from '@shop/api';
import { isContainerLineName } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../pdf-text';
import { recordingProxy, type RecordingProxy } from './recording-proxy';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend, backendLogIn } from './render';

let app: RenderedApp;
let closeBackend: () => Promise<void>;
// The app reaches the backend through this, so a test can see which calls a page made.
let proxy: RecordingProxy;

const cookie = (token: string, cartId?: string) =>
  [`user-token=${token}`, cartId ? `cartId=${cartId}` : ''].filter(Boolean).join('; ');
const html = async (response: Response) => (await response.text()).replaceAll('&#x27;', "'");
const cartIdSet = (response: Response) =>
  /cartId=([^;]*)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1];

function post(path: string, cookies: string, body: FormData | Record<string, string>) {
  const form = body instanceof FormData ? body : new URLSearchParams(body);
  return app.request(path, { method: 'POST', headers: { Cookie: cookies }, body: form });
}

/** Variant SKUs of sellable ordinary products with plenty of stock, with their stock. */
async function stockedSkus(api: ApiClient) {
  const listed = await api.catalogue.availableProducts({ limit: 200 });
  return listed.flatMap((product) => {
    if (isContainerLineName(String(product.name))) return [];
    const variants = (product.variants ?? []) as {
      sku: string;
      inventory_level: number;
      purchasing_disabled: boolean;
    }[];
    return variants
      .filter((variant) => !variant.purchasing_disabled && variant.inventory_level > 20)
      .map((variant) => ({
        sku: variant.sku,
        stock: variant.inventory_level,
        name: String(product.name),
      }));
  });
}

beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  proxy = await recordingProxy(process.env.BACKEND_URL ?? '');
  process.env.BACKEND_URL = proxy.url;
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await proxy.close();
  await closeBackend();
});

describe('/account/orders/{orderId}', () => {
  it('shows the order: lines with prices excluding tax, addresses, reference, status, totals', async () => {
    const { token, api, customer } = await backendLogIn();
    const [order] = await api.customers.orders(customer.id, { token });
    if (!order) throw new Error('the demo buyer has no orders');
    const products = await api.customers.orderProducts(order.id, { token });
    const response = await app.request(`/account/orders/${String(order.id)}`, {
      headers: { Cookie: cookie(token) },
    });
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).toContain(`Order ${String(order.id)}`);
    expect(page).toContain('Unit price (ex tax)');
    for (const line of products) {
      expect(page).toContain(line.name);
      expect(page).toContain(line.sku);
    }
    expect(page).toContain('Billing address');
    expect(page).toContain('Shipping address');
    expect(page).toContain('Total (Incl. tax)');
    expect(page).toContain(`href="/account/orders/${String(order.id)}/document.pdf"`);
  });

  it('reads that one order from the backend, never the whole order history', async () => {
    const { token, api, customer } = await backendLogIn();
    const [order] = await api.customers.orders(customer.id, { token });
    if (!order) throw new Error('the demo buyer has no orders');
    proxy.clear();
    for (const path of ['', '/document.pdf']) {
      const response = await app.request(`/account/orders/${String(order.id)}${path}`, {
        headers: { Cookie: cookie(token) },
      });
      expect(response.status).toBe(200);
    }
    const one = `GET /api/customers/${String(customer.id)}/orders/${String(order.id)}`;
    expect(proxy.calls.filter((call) => call === one)).toHaveLength(2);
    expect(proxy.calls.filter((call) => /\/orders(\?|$)/.test(call))).toEqual([]);
  });

  it("answers 404 for another customer's order, one that does not exist, and a guest", async () => {
    const buyer = await backendLogIn();
    const [theirs] = await buyer.api.customers.orders(buyer.customer.id, {
      token: buyer.token,
    });
    if (!theirs) throw new Error('the demo buyer has no orders');
    const other = await backendLogIn('rrp@example.com');
    for (const path of [`/account/orders/${String(theirs.id)}`, '/account/orders/999999']) {
      const response = await app.request(path, { headers: { Cookie: cookie(other.token) } });
      expect(response.status).toBe(404);
      expect(await html(response)).toContain('We could not find that order in your account.');
      const pdf = await app.request(`${path}/document.pdf`, {
        headers: { Cookie: cookie(other.token) },
      });
      expect(pdf.status).toBe(404);
    }
    expect(
      (await app.request('/account/orders/abc', { headers: { Cookie: cookie(other.token) } }))
        .status,
    ).toBe(404);
    expect((await app.request(`/account/orders/${String(theirs.id)}/document.pdf`)).status).toBe(
      404,
    );
    expect((await app.request(`/account/orders/${String(theirs.id)}`)).status).toBe(401);
  });

  it('makes the order document: a PDF with the wholesaler, the buyer, the lines and the totals', async () => {
    const { token, api, customer } = await backendLogIn();
    const [order] = await api.customers.orders(customer.id, { token });
    if (!order) throw new Error('the demo buyer has no orders');
    const products = await api.customers.orderProducts(order.id, { token });
    const response = await app.request(`/account/orders/${String(order.id)}/document.pdf`, {
      headers: { Cookie: cookie(token) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain(`order-${String(order.id)}.pdf`);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.title).toBe(`Order ${String(order.id)}: order confirmation`);
    const all = pdf.text.join('\n');
    expect(all).toContain('Trade Furniture');
    expect(all).toContain('Pro-forma invoice');
    for (const line of products) expect(all).toMatch(new RegExp(`^${line.sku} `, 'm'));
    expect(all).toMatch(/^Total \(Incl\. tax\) \$[\d,.]+$/m);
  });

  it('prints a buyer’s and a company’s names in Chinese, Hebrew and with emoji as written', async () => {
    const { token, api, customer } = await backendLogIn('rrp@example.com');
    await api.customers.updateProfile(
      customer.id,
      { first_name: 'יעל', last_name: 'כהן 🪑' },
      { token },
    );
    const [item] = await stockedSkus(api);
    if (!item) throw new Error('no stocked product');
    const dictionary = await api.catalogue.productDictionary();
    const entry = dictionary[item.sku];
    if (!entry) throw new Error('the stocked SKU is not in the dictionary');
    const cart = await api.carts.create(
      [{ product_id: entry.product_id, variant_id: entry.variant_id, quantity: 1 }],
      { token },
    );
    const address = {
      first_name: '美咲',
      last_name: '佐藤',
      company: '東京家具株式会社',
      street_1: '1-1 Marunouchi',
      city: '東京',
      zip: '100-0005',
      country: 'Japan',
    };
    const placed = await api.orders.create(
      {
        cartId: cart.id,
        customer_id: customer.id,
        billing_address: address,
        shipping_address: { ...address, company: 'רהיטי חיפה בע״מ' },
        costumer_order_number: 'PO-東京-7',
      },
      { token },
    );
    const response = await app.request(
      `/account/orders/${String(placed.message.data.id)}/document.pdf`,
      { headers: { Cookie: cookie(token) } },
    );
    expect(response.status).toBe(200);
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    const all = pdf.text.join('\n');
    // The buyer (a right-to-left name: its last word, the emoji, ends up on the left), the
    // bill-to name, company and city, the ship-to company, the reference.
    for (const name of [
      '🪑 יעל כהן',
      '美咲 佐藤',
      '東京家具株式会社',
      '東京, 100-0005',
      'רהיטי חיפה בע״מ',
      'PO-東京-7',
    ])
      expect(all).toContain(name);
    expect(all).not.toContain('?');
    expect(pdf.fonts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^NotoSansHans-/),
        expect.stringMatching(/^NotoSansHebrew-/),
        expect.stringMatching(/^NotoEmoji-/),
      ]),
    );
  });
});

describe('reorder', () => {
  it('adds every line still sold in one go, capped by the stock, and says what was not added', async () => {
    const { token, api, customer } = await backendLogIn();
    const [order] = await api.customers.orders(customer.id, { token });
    if (!order) throw new Error('the demo buyer has no orders');
    const products = await api.customers.orderProducts(order.id, { token });
    const response = await post(`/account/orders/${String(order.id)}`, cookie(token), {
      intent: 'reorder',
    });
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).toMatch(/\d+ lines? (was|were) added to your cart/);
    const cartId = cartIdSet(response);
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
    const cart = await api.carts.get(cartId ?? '', { token });
    const inCart = new Map(
      cart.line_items.physical_items.map((line) => [line.variant_id, line.quantity]),
    );
    for (const line of products) {
      const added = inCart.get(line.variant_id);
      // Each line is in the cart with at most what was ordered, or named as not added.
      if (added === undefined) expect(page).toContain(line.name);
      else expect(added).toBeLessThanOrEqual(line.quantity);
    }
  });
});

describe('/account/quick-order', () => {
  it('checks typed, pasted and uploaded lines one by one and says what is wrong with each', async () => {
    const { token, api } = await backendLogIn();
    const skus = await stockedSkus(api);
    const [a, b, c] = skus;
    if (!a || !b || !c) throw new Error('not enough stocked products');
    const form = new FormData();
    form.set('intent', 'check');
    form.set('sku_0', a.sku.toLowerCase());
    form.set('quantity_0', '2');
    form.set('sku_1', 'NO-SUCH-SKU');
    form.set('quantity_1', '1');
    form.set('lines', `${b.sku}\t3\n${c.sku}; ${String(c.stock + 1)}\nbad line;x`);
    form.set(
      'csv',
      new File([`sku,quantity\r\n"${a.sku}",1\r\n`], 'orders.csv', { type: 'text/csv' }),
    );
    const response = await post('/account/quick-order', cookie(token), form);
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).toContain('Unknown SKU NO-SUCH-SKU');
    expect(page).toContain('Quantity must be a whole number from 1 to 9999');
    expect(page).toContain('orders.csv line 2');
    // The catalogue and the price list are checked here; stock and containers by the cart's rules on the add.
    expect(page).toMatch(/4 of 6 lines can be added/);
    // Checking adds nothing.
    expect(cartIdSet(response)).toBeUndefined();
    expect(page).toContain('Add 4 lines to the cart');

    // The add: each line judged by the backend, the one over the stock refused with its reason.
    const add = new FormData();
    add.set('intent', 'add');
    add.set('lines', `${a.sku},2\n${b.sku},3\n${c.sku},${String(c.stock + 1)}\n${a.sku},1`);
    const added = await post('/account/quick-order', cookie(token), add);
    expect(added.status).toBe(200);
    const result = await html(added);
    expect(result).toContain(`Only ${String(c.stock)} available`);
    expect(result).toContain('3 lines were added to your cart');
    const cart = await api.carts.get(cartIdSet(added) ?? '', { token });
    expect(cart.line_items.physical_items.map((line) => [line.sku, line.quantity])).toEqual([
      [a.sku, 3],
      [b.sku, 3],
    ]);
  });

  it('adds every valid line in one action and goes to the cart', async () => {
    const { token, api } = await backendLogIn();
    const [a, b] = await stockedSkus(api);
    if (!a || !b) throw new Error('not enough stocked products');
    const response = await post('/account/quick-order', cookie(token), {
      intent: 'add',
      lines: `${a.sku},2\n${b.sku},5`,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/cart');
    const cart = await api.carts.get(cartIdSet(response) ?? '', { token });
    expect(cart.line_items.physical_items.map((line) => [line.sku, line.quantity])).toEqual([
      [a.sku, 2],
      [b.sku, 5],
    ]);
  });

  it('adds the valid lines of a mixed request and keeps the others on the page', async () => {
    const { token, api } = await backendLogIn();
    const [a] = await stockedSkus(api);
    if (!a) throw new Error('no stocked product');
    const response = await post('/account/quick-order', cookie(token), {
      intent: 'add',
      lines: `${a.sku},1\nNOPE,1`,
    });
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).toContain('1 line was added to your cart');
    expect(page).toContain('Unknown SKU NOPE');
  });

  it('checks 500 distinct SKUs in one go, and stops reading a longer paste at the cap, saying where', async () => {
    const { token, api } = await backendLogIn();
    const listed = await api.catalogue.availableProducts({ limit: 1000 });
    const skus = listed
      .filter((product) => !isContainerLineName(String(product.name)))
      .flatMap((product) =>
        (
          (product.variants ?? []) as {
            sku: string;
            inventory_level: number;
            purchasing_disabled: boolean;
          }[]
        )
          .filter((variant) => !variant.purchasing_disabled && variant.inventory_level > 0)
          .map((variant) => variant.sku),
      )
      .slice(0, 500);
    expect(skus).toHaveLength(500);
    // 40,000 more lines (80 kB, under the paste's byte limit) that would each be refused if read.
    const lines = [...skus.map((sku) => `${sku},1`), ...Array.from({ length: 40_000 }, () => 'x;')];
    const response = await post('/account/quick-order', cookie(token), {
      intent: 'check',
      lines: lines.join('\n'),
    });
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).not.toContain('could not be checked');
    expect(page).toMatch(/500 of 500 lines can be added/);
    expect(page).toContain('reading stopped at Line 501');
    expect(page).toContain('Add 500 lines to the cart');
  });

  it('serves a CSV template and asks a guest to log in', async () => {
    const template = await app.request('/account/quick-order/template.csv');
    expect(template.headers.get('Content-Type')).toContain('text/csv');
    expect((await template.text()).split('\r\n')[0]).toBe('sku,quantity');
    const guest = await html(await app.request('/account/quick-order'));
    expect(guest).toContain('Please log in to manage your trade account.');
    expect((await post('/account/quick-order', '', { intent: 'check', lines: 'X,1' })).status).toBe(
      401,
    );
  });
});
