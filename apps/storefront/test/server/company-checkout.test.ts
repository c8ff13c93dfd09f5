// The checkout page's answer to a company's purchase rules, from the real backend (in-process,
// demo data) and the app rendered from source: other@'s company is over its credit, junior@
// may not check out. A plain form post (JavaScript off) and the same post as data
// (JavaScript on) both get the backend's words back, with the buyer's input kept. A company
// user is offered their company's addresses and orders only with one of them.
import { createB2bApi } from '@shop/api/b2b';
import { PURCHASE_NOT_PERMITTED_MESSAGE, formatCurrency } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { backendLogIn, renderApp, startTestBackend } from './render';

const HARBOUR_CREDIT = 5000;

let stopBackend: () => Promise<void>;
let app: RenderedApp;

beforeAll(async () => {
  stopBackend = await startTestBackend('demo');
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await stopBackend();
});

/** A cart of `email`'s of one in-stock non-container product, more than `atLeast` at list price. */
async function cartWorth(email: string, atLeast: number) {
  const { api, token } = await backendLogIn(email);
  const products = await api.catalogue.availableProducts({ limit: 100 });
  const line = products.flatMap((product) => {
    if (String(product.name).endsWith('(Container)')) return [];
    const price = Number(product.price);
    const quantity = Math.floor(atLeast / price) + 1;
    const variants = (product.variants ?? []) as {
      id: number;
      inventory_level: number;
      purchasing_disabled: boolean;
    }[];
    const variant = variants.find((v) => v.inventory_level >= quantity && !v.purchasing_disabled);
    return price > 0 && variant
      ? [{ product_id: product.id, variant_id: variant.id, quantity }]
      : [];
  })[0];
  if (!line) throw new Error(`no product with stock for ${String(atLeast)}`);
  const cart = await api.carts.create([line], { token });
  return { token, cart };
}

const ADDRESS = {
  billing: 'new',
  billing_first_name: 'Harper',
  billing_last_name: 'Quay',
  billing_company: 'Harbour Hospitality Group',
  billing_street_1: '1 Circular Quay',
  billing_city: 'Sydney',
  billing_state: 'NSW',
  billing_zip: '2000',
  billing_country: 'Australia',
  billing_phone: '',
  shipping_same: 'on',
  order_notes: 'Deliver to the loading dock',
};

function submit(path: string, token: string, cartId: string, fields: Record<string, string>) {
  return app.request(path, {
    method: 'POST',
    headers: {
      Cookie: `user-token=${token}; cartId=${cartId}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ idempotency_key: crypto.randomUUID(), ...fields }).toString(),
  });
}

const money = (value: number) => `${formatCurrency(value)} AUD`;

describe('checkout refused by the company’s rules', () => {
  it('shows other@ the credit refusal with the total, the credit and the shortfall, keeping the form', async () => {
    // other@'s group pays less than list price: twice the credit at list price is still over it.
    const { token, cart } = await cartWorth('other@example.com', HARBOUR_CREDIT * 2);
    expect(cart.cart_amount).toBeGreaterThan(HARBOUR_CREDIT);
    const shortfall = Math.round((cart.cart_amount - HARBOUR_CREDIT) * 100) / 100;
    const words = `The order total of ${money(cart.cart_amount)} is above your company’s available credit of ${money(HARBOUR_CREDIT)} by ${money(shortfall)}.`;
    const fields = { ...ADDRESS, order_number: 'PO-HARBOUR-7' };

    const page = await submit('/checkout', token, cart.id, fields);
    expect(page.status).toBe(422);
    const html = (await page.text()).replaceAll('&#x27;', "'");
    expect(html).toMatch(/role="alert"[^>]*>[\s\S]*available credit/);
    expect(html).toContain(words);
    // The buyer's input comes back in the form, ready to change the cart and submit again.
    expect(html).toContain('value="PO-HARBOUR-7"');
    expect(html).toContain('value="1 Circular Quay"');
    expect(html).toContain('Deliver to the loading dock');

    const data = await submit('/checkout.data', token, cart.id, fields);
    expect(data.status).toBe(422);
    expect(await data.text()).toContain(words);
  });

  it('tells junior@ that a junior buyer submits a list for approval instead', async () => {
    const { token, cart } = await cartWorth('junior@example.com', 1);
    const fields = { ...ADDRESS, order_number: 'PO-JUNIOR-1' };
    const page = await submit('/checkout', token, cart.id, fields);
    expect(page.status).toBe(403);
    const html = (await page.text()).replaceAll('&#x27;', "'");
    expect(html).toContain(PURCHASE_NOT_PERMITTED_MESSAGE);
    expect(html).not.toContain('session has ended');
    expect(html).toContain('value="PO-JUNIOR-1"');
    const data = await submit('/checkout.data', token, cart.id, fields);
    expect(data.status).toBe(403);
    expect(await data.text()).toContain(PURCHASE_NOT_PERMITTED_MESSAGE);
  });
});

describe('checkout with the company’s addresses', () => {
  const b2b = () => createB2bApi({ endpoint: `${process.env.BACKEND_URL ?? ''}/b2b/graphql` });

  /** The id of the company address at `street` of `email`'s company, read with their token. */
  async function companyAddressId(email: string, street: string) {
    const { token, customer } = await backendLogIn(email);
    const { companyId } = await b2b().userCompany(customer.id, { token });
    const page = await b2b().addresses({ companyId, first: 250 }, { token });
    const address = page.edges.find((edge) => edge.node.addressLine1 === street)?.node;
    if (!address) throw new Error(`no company address at ${street} for ${email}`);
    return String(address.id);
  }

  const checkoutPage = async (token: string, cartId: string) =>
    (
      await app.request('/checkout', {
        headers: { Cookie: `user-token=${token}; cartId=${cartId}` },
      })
    ).text();

  it('offers each company user their own company’s addresses, not another’s', async () => {
    const senior = await cartWorth('senior@example.com', 1);
    const ours = await checkoutPage(senior.token, senior.cart.id);
    expect(ours).toContain('12 Fitzroy St');
    expect(ours).not.toContain('1 Circular Quay W');
    const harbour = await cartWorth('other@example.com', 1);
    const theirs = await checkoutPage(harbour.token, harbour.cart.id);
    expect(theirs).toContain('1 Circular Quay W');
    expect(theirs).not.toContain('12 Fitzroy St');
  });

  it('refuses another company’s address and places the order with the company’s own', async () => {
    const { token, cart } = await cartWorth('senior@example.com', 1);
    const harbourAddress = await companyAddressId('other@example.com', '1 Circular Quay W');
    const ownAddress = await companyAddressId('senior@example.com', '12 Fitzroy St');
    const fields = { billing: harbourAddress, shipping_same: 'on', order_number: 'PO-SENIOR-9' };

    const refused = await submit('/checkout', token, cart.id, fields);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose an address');
    expect(refused.headers.get('Location')).toBeNull();

    const placed = await submit('/checkout', token, cart.id, { ...fields, billing: ownAddress });
    expect(placed.status).toBe(302);
    const orderId = /^\/success\?order=(\d+)$/.exec(placed.headers.get('Location') ?? '')?.[1];
    expect(orderId).toBeDefined();
    const order = await b2b().order(Number(orderId), { token });
    expect(JSON.stringify(order)).toContain('12 Fitzroy St');
  });
});
