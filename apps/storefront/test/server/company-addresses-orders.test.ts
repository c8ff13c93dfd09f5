// Company addresses and orders on the server, rendered by the app from source against the real
// backend (in-process, demo data): buyer@ is the admin, senior@ the senior buyer and junior@
// the junior buyer of Buyer Interiors; other@ is Harbour's admin; rrp@ is in no company.
// Plain form posts (JavaScript off) redirect after a write; every role sees what B2B Edition
// lets it, and nobody another company's order.
import { createB2bApi } from '@shop/api/b2b';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../pdf-text';
import type { RenderedApp } from './render';
import { backendLogIn, renderApp, startTestBackend } from './render';

let stopBackend: () => Promise<void>;
let app: RenderedApp;
const tokens = {} as Record<'admin' | 'senior' | 'junior' | 'other' | 'rrp', string>;
const orders = {} as { junior: number; senior: number; harbour: number };

const b2b = () => createB2bApi({ endpoint: `${process.env.BACKEND_URL ?? ''}/b2b/graphql` });
const html = async (response: Response) => (await response.text()).replaceAll('&#x27;', "'");
const cookie = (who: keyof typeof tokens, cartId?: string) =>
  [`user-token=${tokens[who]}`, cartId ? `cartId=${cartId}` : ''].filter(Boolean).join('; ');
const get = (path: string, who: keyof typeof tokens, cartId?: string) =>
  app.request(path, { headers: { Cookie: cookie(who, cartId) } });
const post = (path: string, who: keyof typeof tokens, fields: Record<string, string>) =>
  app.request(path, {
    method: 'POST',
    headers: { Cookie: cookie(who), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** A one-line cart of `email`'s, of an in-stock non-container product. */
async function cartOf(email: string) {
  const { api, token } = await backendLogIn(email);
  const products = await api.catalogue.availableProducts({ limit: 100 });
  const line = products.flatMap((product) => {
    if (String(product.name).endsWith('(Container)')) return [];
    const variants = (product.variants ?? []) as {
      id: number;
      inventory_level: number;
      purchasing_disabled: boolean;
    }[];
    const variant = variants.find((v) => v.inventory_level >= 5 && !v.purchasing_disabled);
    return variant ? [{ product_id: product.id, variant_id: variant.id, quantity: 1 }] : [];
  })[0];
  if (!line) throw new Error('no product in stock');
  return { api, token, cart: await api.carts.create([line], { token }) };
}

/** An order placed by `email` through the backend's API, found again by its PO number. */
async function orderBy(email: string, poNumber: string) {
  const { api, token, cart } = await cartOf(email);
  const customer = await api.customers.profile({ token });
  const address = {
    first_name: 'Pat',
    last_name: 'Placer',
    company: '',
    street_1: '1 George St',
    street_2: '',
    city: 'Sydney',
    state: '',
    zip: '2000',
    country: 'Australia',
    phone: '',
  };
  await api.orders.create(
    {
      cartId: cart.id,
      customer_id: customer.id,
      billing_address: address,
      shipping_address: address,
      costumer_order_number: poNumber,
    },
    { token },
  );
  const page = await b2b().allOrders({ isShowMy: '1', search: poNumber }, { token });
  const id = page.edges[0]?.node.id;
  if (id === undefined) throw new Error(`no order ${poNumber}`);
  return id;
}

beforeAll(async () => {
  stopBackend = await startTestBackend('demo');
  app = await renderApp();
  const emails = {
    admin: 'buyer@example.com',
    senior: 'senior@example.com',
    junior: 'junior@example.com',
    other: 'other@example.com',
    rrp: 'rrp@example.com',
  } as const;
  for (const [who, email] of Object.entries(emails))
    tokens[who as keyof typeof tokens] = (await backendLogIn(email)).token;
  // A junior buyer may not check out: the admin lets junior@ buy for one order, then takes
  // it back, as a company would for an urgent order.
  const junior = await backendLogIn('junior@example.com');
  const { companyId } = await b2b().userCompany(junior.customer.id, { token: tokens.admin });
  const role = (companyRoleId: 1 | 2) =>
    b2b().userUpdate(
      { companyId, userId: junior.customer.id, companyRoleId },
      { token: tokens.admin },
    );
  await role(1);
  try {
    orders.junior = await orderBy('junior@example.com', 'PO-JUNIOR-STOREFRONT');
  } finally {
    await role(2);
  }
  orders.senior = await orderBy('senior@example.com', 'PO-SENIOR-STOREFRONT');
  orders.harbour = await orderBy('other@example.com', 'PO-HARBOUR-STOREFRONT');
});
afterAll(async () => {
  await app.close();
  await stopBackend();
});

describe('/account: My orders and Company orders', () => {
  it('gives the senior a Company orders list, with who placed each, as a plain link', async () => {
    const mine = await html(await get('/account', 'senior'));
    expect(mine).toContain('href="/account?orders=company#orders"');
    expect(mine).toContain('PO-SENIOR-STOREFRONT');
    expect(mine).not.toContain('PO-JUNIOR-STOREFRONT');
    const company = await html(await get('/account?orders=company', 'senior'));
    expect(company).toContain('aria-label="Company orders"');
    expect(company).toContain('Placed by');
    const row = /<tr>(?:(?!<\/tr>).)*PO-JUNIOR-STOREFRONT(?:(?!<\/tr>).)*<\/tr>/s.exec(
      company,
    )?.[0];
    expect(row).toContain('Jo Junior');
    expect(company).toContain('PO-SENIOR-STOREFRONT');
    expect(company).not.toContain('PO-HARBOUR-STOREFRONT');
  });

  it('gives the admin the same Company orders, and another company’s admin only theirs', async () => {
    const admin = await html(await get('/account?orders=company', 'admin'));
    expect(admin).toContain('aria-label="Company orders"');
    expect(admin).toContain('PO-JUNIOR-STOREFRONT');
    expect(admin).toContain('PO-SENIOR-STOREFRONT');
    expect(admin).not.toContain('PO-HARBOUR-STOREFRONT');
    const harbour = await html(await get('/account?orders=company', 'other'));
    expect(harbour).toContain('aria-label="Company orders"');
    expect(harbour).toContain('PO-HARBOUR-STOREFRONT');
    expect(harbour).not.toContain('PO-JUNIOR-STOREFRONT');
    expect(harbour).not.toContain('PO-SENIOR-STOREFRONT');
  });

  it('gives the junior their own orders only, with no switch, whatever the query says', async () => {
    const page = await html(await get('/account?orders=company', 'junior'));
    expect(page).not.toContain('Company orders');
    expect(page).toContain('PO-JUNIOR-STOREFRONT');
    expect(page).not.toContain('PO-SENIOR-STOREFRONT');
    expect(await html(await get('/account?orders=company', 'rrp'))).not.toContain('Company orders');
  });
});

describe('/account/orders/:id of a colleague', () => {
  it('shows the admin and the senior the junior’s order, with who placed it', async () => {
    for (const who of ['admin', 'senior'] as const) {
      const response = await get(`/account/orders/${String(orders.junior)}`, who);
      expect(response.status).toBe(200);
      const page = await html(response);
      expect(page).toContain('Placed by');
      expect(page).toContain('Jo Junior');
      expect(page).toContain('PO-JUNIOR-STOREFRONT');
    }
  });

  it('is 404 to the junior for a colleague’s order, and to another company', async () => {
    expect((await get(`/account/orders/${String(orders.senior)}`, 'junior')).status).toBe(404);
    expect((await get(`/account/orders/${String(orders.junior)}`, 'other')).status).toBe(404);
    expect((await get(`/account/orders/${String(orders.harbour)}`, 'admin')).status).toBe(404);
    expect((await get(`/account/orders/${String(orders.junior)}`, 'rrp')).status).toBe(404);
  });

  it('lets the senior reorder the junior’s order and print its document', async () => {
    const reorder = await post(`/account/orders/${String(orders.junior)}`, 'senior', {
      intent: 'reorder',
      add_key: crypto.randomUUID(),
    });
    expect(await html(reorder)).toMatch(/1 line was added to your cart/);
    const pdf = await get(`/account/orders/${String(orders.junior)}/document.pdf`, 'senior');
    expect(pdf.status).toBe(200);
    const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text.join('\n');
    // The colleague who placed it is the document's buyer.
    expect(text).toContain('Jo Junior');
    expect(text).toContain('junior@example.com');
    expect(
      (await get(`/account/orders/${String(orders.senior)}/document.pdf`, 'junior')).status,
    ).toBe(404);
  });

  it('prints the admin a colleague’s document; nobody outside the company gets one', async () => {
    const document = (who: keyof typeof tokens) =>
      get(`/account/orders/${String(orders.junior)}/document.pdf`, who);
    expect((await document('admin')).status).toBe(200);
    expect((await document('other')).status).toBe(404);
    expect((await document('rrp')).status).toBe(404);
    expect(
      (await get(`/account/orders/${String(orders.harbour)}/document.pdf`, 'admin')).status,
    ).toBe(404);
  });

  it('refuses the junior a colleague’s reorder and another company any reorder (404), adding nothing', async () => {
    const refusals: [keyof typeof tokens, number][] = [
      ['junior', orders.senior],
      ['other', orders.junior],
      ['admin', orders.harbour],
      ['rrp', orders.junior],
    ];
    for (const [who, order] of refusals) {
      for (const intent of ['reorder', 'save-list']) {
        const response = await post(`/account/orders/${String(order)}`, who, {
          intent,
          add_key: crypto.randomUUID(),
        });
        expect(response.status, `${who} ${intent} ${String(order)}`).toBe(404);
        // No cart was made for them, and no list.
        expect(response.headers.get('Set-Cookie') ?? '').not.toContain('cartId=');
        expect(response.headers.get('Location')).toBeNull();
      }
    }
  });
});

describe('/account/orders/:id of a colleague’s container order', () => {
  /** The admin's demo container order on the water (PO-BUYER-2004). */
  async function onTheWater() {
    const page = await b2b().allOrders(
      { isShowMy: '1', search: 'PO-BUYER-2004' },
      { token: tokens.admin },
    );
    const id = page.edges[0]?.node.id;
    if (id === undefined) throw new Error('no demo order PO-BUYER-2004');
    return id;
  }

  it('shows the senior its containers and their production, and prints their documents with who placed it', async () => {
    const id = await onTheWater();
    const page = await html(await get(`/account/orders/${String(id)}`, 'senior'));
    expect(page).toContain('Placed by');
    expect(page).toMatch(/<h2 id="order-containers">Containers<\/h2>/);
    expect(page).toContain('Production and shipping');
    expect(page).toMatch(/aria-label="Milestones of the [^"]+"/);
    const proforma = new RegExp(
      `href="(/account/orders/${String(id)}/containers/\\d+/proforma\\.pdf)"`,
    ).exec(page)?.[1];
    expect(proforma).toBeDefined();
    const pdf = await get(proforma ?? '', 'senior');
    expect(pdf.status).toBe(200);
    const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text.join('\n');
    // The colleague who placed it is the document's buyer, not the senior who prints it.
    expect(text).toContain('buyer@example.com');
    expect(text).not.toContain('senior@example.com');
    // Outside what their role sees, the same address is a 404.
    for (const who of ['junior', 'other', 'rrp'] as const)
      expect((await get(proforma ?? '', who)).status, who).toBe(404);
  });

  it('gives the junior no order, containers or production of it', async () => {
    const id = await onTheWater();
    expect((await get(`/account/orders/${String(id)}`, 'junior')).status).toBe(404);
  });
});

describe('/account/company/addresses', () => {
  /** Buyer Interiors' address book as the backend holds it, read with the admin's token. */
  async function buyerInteriorsAddresses() {
    const { customer } = await backendLogIn();
    const { companyId } = await b2b().userCompany(customer.id, { token: tokens.admin });
    const page = await b2b().addresses({ companyId, first: 250 }, { token: tokens.admin });
    return page.edges.map((edge) => edge.node);
  }
  async function warehouseId() {
    const warehouse = (await buyerInteriorsAddresses()).find((a) => a.label === 'Warehouse');
    if (!warehouse) throw new Error('no Warehouse address in the demo');
    return warehouse.id;
  }
  const address = (extra: Record<string, string> = {}) => ({
    intent: 'save',
    address_id: 'new',
    label: 'Night dock',
    firstName: 'Nell',
    lastName: 'Night',
    addressLine1: '7 Night Lane',
    city: 'Alexandria',
    state: 'New South Wales',
    zipCode: '2015',
    country: 'Australia',
    countryCode: 'AU',
    isShipping: '1',
    ...extra,
  });

  it('shows every company user the company’s addresses; only the admin gets the forms', async () => {
    const junior = await html(await get('/account/company/addresses', 'junior'));
    expect(junior).toContain('Warehouse');
    expect(junior).toContain('12 Fitzroy St');
    expect(junior).toContain('Default shipping');
    expect(junior).not.toContain('Add a company address');
    expect(junior).not.toContain('>Delete<');
    const admin = await html(await get('/account/company/addresses', 'admin'));
    expect(admin).toContain('Add a company address');
    expect(admin).toContain('Make default billing');
    const rrp = await get('/account/company/addresses', 'rrp');
    expect(rrp.status).toBe(403);
    expect(await html(rrp)).toContain('for the users of a company account');
  });

  it('shows another company’s admin their own addresses only', async () => {
    const harbour = await html(await get('/account/company/addresses', 'other'));
    expect(harbour).toContain('Circular Quay W');
    expect(harbour).toContain('Add a company address');
    expect(harbour).not.toContain('12 Fitzroy St');
  });

  it('keeps the admin’s input and names the field of a bad address (no JavaScript)', async () => {
    const response = await post(
      '/account/company/addresses',
      'admin',
      address({ addressLine1: ' ', countryCode: 'XX' }),
    );
    expect(response.status).toBe(400);
    const page = await html(response);
    expect(page).toContain('This field is required');
    expect(page).toContain('Must be a two-letter country code, like AU');
    expect(page).toContain('value="Night dock"');
  });

  it('refuses a write to the senior and the junior (the backend’s 403) and changes nothing', async () => {
    const before = await buyerInteriorsAddresses();
    const warehouse = await warehouseId();
    for (const who of ['senior', 'junior'] as const) {
      const writes = [
        address({ label: 'Not mine' }),
        address({ address_id: String(warehouse), label: 'Not mine' }),
        { intent: 'delete', address_id: String(warehouse) },
        { intent: 'default-billing', address_id: String(warehouse) },
      ];
      for (const fields of writes) {
        const response = await post('/account/company/addresses', who, fields);
        expect(response.status, `${who} ${fields.intent}`).toBe(400);
        expect(await html(response)).toContain('You do not have permission to do this');
      }
    }
    expect(await buyerInteriorsAddresses()).toEqual(before);
  });

  it('answers another company’s admin writing to these addresses with the backend’s 404, changing nothing', async () => {
    const before = await buyerInteriorsAddresses();
    const warehouse = await warehouseId();
    const writes = [
      address({ address_id: String(warehouse), label: 'Harbour’s now' }),
      { intent: 'delete', address_id: String(warehouse) },
      { intent: 'default-billing', address_id: String(warehouse) },
    ];
    for (const fields of writes) {
      const response = await post('/account/company/addresses', 'other', fields);
      expect(response.status, fields.intent).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
    }
    expect(await buyerInteriorsAddresses()).toEqual(before);
  });

  it('lets the admin add a default shipping address, which the junior is offered first at checkout', async () => {
    const added = await post(
      '/account/company/addresses',
      'admin',
      address({ isDefaultShipping: '1' }),
    );
    expect(added.status).toBe(302);
    expect(added.headers.get('Location')).toBe('/account/company/addresses?done=added');
    const page = await html(await get('/account/company/addresses?done=added', 'senior'));
    expect(page).toContain('Address added.');
    expect(page.indexOf('7 Night Lane')).toBeLessThan(page.indexOf('12 Fitzroy St'));

    const { cart } = await cartOf('junior@example.com');
    const checkout = await html(await get('/checkout', 'junior', cart.id));
    expect(checkout).toContain('7 Night Lane');
    expect(checkout).toContain('12 Fitzroy St');
    expect(checkout.indexOf('7 Night Lane')).toBeLessThan(checkout.indexOf('12 Fitzroy St'));
    // The company's book replaces the junior's own at checkout; Harbour's is not offered.
    expect(checkout).not.toContain('Circular Quay W');
  });

  it('lets the admin move the default back, then delete the address', async () => {
    const list = await b2b().addresses(
      {
        companyId: (
          await b2b().userCompany((await backendLogIn()).customer.id, { token: tokens.admin })
        ).companyId,
      },
      { token: tokens.admin },
    );
    const warehouse = list.edges.find((e) => e.node.label === 'Warehouse')?.node;
    const night = list.edges.find((e) => e.node.label === 'Night dock')?.node;
    if (!warehouse || !night) throw new Error('addresses missing');
    const moved = await post('/account/company/addresses', 'admin', {
      intent: 'default-shipping',
      address_id: String(warehouse.id),
    });
    expect(moved.headers.get('Location')).toBe('/account/company/addresses?done=default-shipping');
    const deleted = await post('/account/company/addresses', 'admin', {
      intent: 'delete',
      address_id: String(night.id),
    });
    expect(deleted.headers.get('Location')).toBe('/account/company/addresses?done=deleted');
    const page = await html(await get('/account/company/addresses', 'junior'));
    expect(page).not.toContain('7 Night Lane');
    expect(page.indexOf('Default shipping')).toBeLessThan(page.indexOf('12 Fitzroy St'));
  });
});
