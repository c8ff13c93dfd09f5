// Company accounts in a real headless Chromium against the real servers, with JavaScript on and
// off: senior@ finds junior@'s order under Company orders, with who placed it; buyer@ (the
// admin) adds a company address, and junior@ is offered it at checkout, before the others.
import { createApiClient } from '@shop/api';
import { createB2bApi } from '@shop/api/b2b';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from './servers';
import { setupSite, waitForHydration } from './harness';

const site = setupSite();
const run = Date.now().toString(36);
const tokens = {} as Record<'admin' | 'senior' | 'junior', string>;

const api = () =>
  createApiClient({
    apiBaseUrl: `${site.stack.backendUrl}/api`,
    productServiceBaseUrl: `${site.stack.backendUrl}/product-service`,
  });
const b2b = () => createB2bApi({ endpoint: `${site.stack.backendUrl}/b2b/graphql` });

/** A one-line cart of the token's customer, of an in-stock non-container product. */
async function cartOf(token: string) {
  const products = await api().catalogue.availableProducts({ limit: 100 });
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
  return api().carts.create([line], { token });
}

const PO = `PO-JUNIOR-${run}`;

beforeAll(async () => {
  for (const [who, email] of [
    ['admin', 'buyer@example.com'],
    ['senior', 'senior@example.com'],
    ['junior', 'junior@example.com'],
  ] as const)
    tokens[who] = await customerToken(site.stack, email);
  // A junior buyer may not check out: the admin lets junior@ buy for one order, then takes it back.
  const junior = await api().customers.profile({ token: tokens.junior });
  const { companyId } = await b2b().userCompany(junior.id, { token: tokens.admin });
  const role = (companyRoleId: 1 | 2) =>
    b2b().userUpdate({ companyId, userId: junior.id, companyRoleId }, { token: tokens.admin });
  await role(1);
  try {
    const cart = await cartOf(tokens.junior);
    const address = {
      first_name: 'Jo',
      last_name: 'Junior',
      company: '',
      street_1: '1 George St',
      street_2: '',
      city: 'Sydney',
      state: '',
      zip: '2000',
      country: 'Australia',
      phone: '',
    };
    await api().orders.create(
      {
        cartId: cart.id,
        customer_id: junior.id,
        billing_address: address,
        shipping_address: address,
        costumer_order_number: PO,
      },
      { token: tokens.junior },
    );
  } finally {
    await role(2);
  }
});

describe.each([
  ['on', true],
  ['off', false],
] as const)('company accounts with JavaScript %s', (label, javaScriptEnabled) => {
  it("shows senior@ junior@'s order under Company orders, with who placed it", async () => {
    const page = await site.newPage({ token: tokens.senior, javaScriptEnabled });
    await page.goto(site.url('/account'));
    if (javaScriptEnabled) await waitForHydration(page);
    expect((await page.locator('main').textContent()) ?? '').not.toContain(PO);
    await page.getByRole('link', { name: 'Company orders' }).click();
    const company = page.getByRole('table', { name: 'Company orders' });
    await company.waitFor();
    const row = company.getByRole('row').filter({ hasText: PO });
    await expect.poll(() => row.textContent()).toContain('Jo Junior');
    await row.getByRole('link').click();
    await page.getByText('Placed by').waitFor();
    expect(await page.locator('main').textContent()).toContain('Jo Junior');
  });

  it('lets the admin add a company address that junior@ is offered first at checkout', async () => {
    const street = `${label === 'on' ? '3' : '4'} Dock Rd ${run}`;
    const admin = await site.newPage({ token: tokens.admin, javaScriptEnabled });
    await admin.goto(site.url('/account/company/addresses'));
    if (javaScriptEnabled) await waitForHydration(admin);
    const form = admin.getByRole('form', { name: 'Add a company address' });
    await form.locator('input[name="label"]').fill(`Dock ${label}`);
    await form.locator('input[name="firstName"]').fill('Dana');
    await form.locator('input[name="lastName"]').fill('Dock');
    await form.locator('input[name="addressLine1"]').fill(street);
    await form.locator('input[name="city"]').fill('Botany');
    await form.locator('input[name="zipCode"]').fill('2019');
    await form.locator('input[name="country"]').fill('Australia');
    await form.locator('input[name="countryCode"]').fill('AU');
    await form.locator('input[name="isDefaultShipping"]').check();
    await form.getByRole('button', { name: 'Add address' }).click();
    await admin.getByText('Address added.').waitFor();
    expect(await admin.locator('main').textContent()).toContain(street);

    const junior = await site.newPage({ token: tokens.junior, javaScriptEnabled });
    await site.useCart(junior, (await cartOf(tokens.junior)).id);
    await junior.goto(site.url('/checkout'));
    if (javaScriptEnabled) await waitForHydration(junior);
    const text = (await junior.locator('main').textContent()) ?? '';
    expect(text).toContain(street);
    expect(text.indexOf(street)).toBeLessThan(text.indexOf('12 Fitzroy St'));
  });
});
