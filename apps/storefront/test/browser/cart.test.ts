// The buyer's cart journey in a real headless Chromium against the real backend and the
// built storefront: add to container from the quick view, the capacity checks (the
// browser's and the server's), the non-container confirmation, the container builder,
// the cart panel's debounced quantity and removal, checkout to success to order history,
// and RRP totals.
import { createApiClient, type ApiClient } from '@shop/api';
import {
  containerMetafield,
  formatCurrency,
  isContainerLineName,
  itemVolume,
  NON_CONTAINER_CONFIRM_MESSAGE,
  OVER_CAPACITY_MESSAGE,
  productDimensions,
} from '@shop/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';

const site = setupSite();
let context: BrowserContext;
let page: Page;

interface Session {
  api: ApiClient;
  token: string;
  customerId: number;
}

async function logIn(email: string): Promise<Session> {
  const api = createApiClient({
    apiBaseUrl: `${site.stack.backendUrl}/api`,
    productServiceBaseUrl: `${site.stack.backendUrl}/product-service`,
    graphql: { endpoint: `${site.stack.backendUrl}/graphql`, token: 'demo-storefront-token' },
  });
  // The backend's own login, as the login form calls it.
  const { token } = await api.customers.login({ email, password: 'demo-password-1' });
  api.setToken(token);
  const customer = await api.customers.profile();
  return { api, token, customerId: customer.id };
}

interface CatalogueItem {
  productId: number;
  variantId: number;
  brandId: number;
  name: string;
  volume: number;
}

let catalogue: CatalogueItem[] | null = null;

/** Purchasable products with stock and a size, container ones marked by name. */
async function products(api: ApiClient): Promise<CatalogueItem[]> {
  if (catalogue) return catalogue;
  const listed = await api.catalogue.availableProducts({ limit: 1000 });
  const items: (Omit<CatalogueItem, 'volume'> & { volume: number | null })[] = [];
  for (const product of listed) {
    const variants = (product.variants ?? []) as {
      id: number;
      inventory_level: number;
      purchasing_disabled: boolean;
    }[];
    const best = [...variants]
      .filter((variant) => !variant.purchasing_disabled)
      .sort((a, b) => b.inventory_level - a.inventory_level)[0];
    if (!best || best.inventory_level < 100 || typeof product.brand_id !== 'number') continue;
    items.push({
      productId: product.id,
      variantId: best.id,
      brandId: product.brand_id,
      name: String(product.name),
      volume: null,
    });
  }
  for (let start = 0; start < items.length; start += 50) {
    const slice = items.slice(start, start + 50);
    const answer = await api.graphql.productsSizes({
      productIDs: slice.map((item) => item.productId),
      variantIDs: [],
    });
    for (const { node } of answer.site.products.edges ?? []) {
      const item = slice.find((candidate) => candidate.productId === node.entityId);
      if (item) item.volume = itemVolume(productDimensions(node.metafields));
    }
  }
  catalogue = items.flatMap((item) =>
    item.volume === null ? [] : [{ ...item, volume: item.volume }],
  );
  return catalogue;
}

async function openPage(session: Session | null, path: string, cartId?: string) {
  page = await site.newPage({
    ...(session ? { token: session.token } : {}),
    prepare: async (fresh) => {
      if (cartId) await fresh.addCookies([{ name: 'cartId', value: cartId, url: site.url('/') }]);
    },
  });
  context = page.context();
  await page.goto(site.url(path));
  await waitForHydration(page);
}

/** Opens the quick view of the first container product on the category page. */
async function quickViewOfContainerProduct(): Promise<string> {
  const button = page.getByRole('button', { name: /^Quick View: .*\(Container\)$/ }).first();
  const label = (await button.getAttribute('aria-label')) ?? '';
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Quick View' });
  await dialog.waitFor();
  // Enabled once the customer's price has loaded.
  await page.waitForFunction(() => {
    const add = document.querySelector<HTMLButtonElement>('[data-testid="add-to-container"]');
    return add !== null && !add.disabled;
  });
  return label.replace(/^Quick View: /, '');
}

const addButton = () => page.getByTestId('add-to-container');
/** The cart store has read the cart of the cookie: the header badge shows its lines. */
const waitForCartCount = (count: number) =>
  page
    .locator('header .ui-header__cart [data-slot="count-badge"]', { hasText: String(count) })
    .waitFor();
const cartDialog = () => page.getByRole('dialog', { name: /^My cart/ });
const cartIdCookie = async () =>
  (await context.cookies(site.stack.storefrontUrl)).find((cookie) => cookie.name === 'cartId')
    ?.value;

async function itemByName(session: Session, name: string) {
  const item = (await products(session.api)).find((candidate) => candidate.name === name);
  if (!item) throw new Error(`${name} is not in the catalogue`);
  return item;
}

describe('add to container from the quick view', () => {
  it('creates the cart, stores its id and the 26CBM capacity, and opens the cart panel', async () => {
    const session = await logIn('buyer@example.com');
    await openPage(session, '/shop-all/');
    const name = await quickViewOfContainerProduct();
    await addButton().click();
    await cartDialog().waitFor();
    expect(await cartDialog().getByRole('heading').first().textContent()).toBe('My cart (1)');
    expect(await cartDialog().getByText(name).count()).toBeGreaterThan(0);
    // The quick view closed: one modal at a time.
    expect(await page.getByRole('dialog', { name: 'Quick View' }).count()).toBe(0);
    const cartId = await cartIdCookie();
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
    const item = await itemByName(session, name);
    const metafields = await session.api.cartMetafields.list(cartId ?? '');
    expect(metafields).toEqual([
      expect.objectContaining({ key: `factoryID:${String(item.brandId)}`, value: '26CBM' }),
    ]);
    // The header badge counts the line.
    expect(await page.locator('header .ui-header__cart').textContent()).toContain('1');
  });

  it('asks before dropping non-container items: No keeps the cart, Yes replaces them', async () => {
    const session = await logIn('buyer@example.com');
    const ordinary = (await products(session.api)).find((item) => !isContainerLineName(item.name));
    if (!ordinary) throw new Error('no ordinary product');
    const cart = await session.api.carts.create([
      { product_id: ordinary.productId, variant_id: ordinary.variantId, quantity: 1 },
    ]);
    await openPage(session, '/shop-all/', cart.id);
    await waitForCartCount(1);
    const name = await quickViewOfContainerProduct();

    await addButton().click();
    const question = page.getByRole('alertdialog');
    await question.getByText(NON_CONTAINER_CONFIRM_MESSAGE).waitFor();
    await question.getByRole('button', { name: 'No' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await session.api.carts.get(cart.id)).line_items.physical_items).toHaveLength(1);

    await addButton().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await cartDialog().waitFor();
    expect(await cartDialog().getByRole('heading').first().textContent()).toBe('My cart (1)');
    expect(await cartDialog().getByText(name).count()).toBeGreaterThan(0);
    expect(await cartDialog().getByText(ordinary.name).count()).toBe(0);
  });
});

describe('container capacity', () => {
  it('refuses in the browser an add over the capacity stored on the cart', async () => {
    const session = await logIn('buyer@example.com');
    await openPage(session, '/shop-all/');
    const name = await quickViewOfContainerProduct();
    const item = await itemByName(session, name);
    // A cart of that factory whose container is already nearly full.
    const cart = await session.api.carts.create([
      { product_id: item.productId, variant_id: item.variantId, quantity: 1 },
    ]);
    await session.api.cartMetafields.create(
      cart.id,
      containerMetafield(item.brandId, Math.round(item.volume * 1.5 * 1000) / 1000),
    );
    await context.addCookies([{ name: 'cartId', value: cart.id, url: site.stack.storefrontUrl }]);
    await page.reload();
    await waitForHydration(page);
    await waitForCartCount(1);
    await quickViewOfContainerProduct();

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/items'))
        requests.push(request.url());
    });
    await addButton().click();
    await page.getByRole('alert').filter({ hasText: OVER_CAPACITY_MESSAGE }).waitFor();
    expect(requests).toEqual([]);
    expect(await cartDialog().count()).toBe(0);
    expect((await session.api.carts.get(cart.id)).line_items.physical_items[0]?.quantity).toBe(1);
  });

  it("shows the server's own refusal when the container is full on the server", async () => {
    const session = await logIn('buyer@example.com');
    await openPage(session, '/shop-all/');
    const name = await quickViewOfContainerProduct();
    const item = await itemByName(session, name);
    // Fill the factory's 26 CBM as far as whole units go; the cart claims a container larger
    // than any shipped, so the browser lets the next unit through and the server, which
    // ignores such a claim, refuses it.
    const fits = Math.floor(26 / item.volume);
    const cart = await session.api.carts.create([
      { product_id: item.productId, variant_id: item.variantId, quantity: fits },
    ]);
    await session.api.cartMetafields.create(cart.id, containerMetafield(item.brandId, 1000));
    await context.addCookies([{ name: 'cartId', value: cart.id, url: site.stack.storefrontUrl }]);
    await page.reload();
    await waitForHydration(page);
    await waitForCartCount(1);
    await quickViewOfContainerProduct();
    site.allow(409, /status of 409/);
    await addButton().click();
    await page.getByRole('alert').filter({ hasText: OVER_CAPACITY_MESSAGE }).waitFor();
    expect(await cartDialog().count()).toBe(0);
    expect((await session.api.carts.get(cart.id)).line_items.physical_items[0]?.quantity).toBe(
      fits,
    );
  });
});

async function containerCart(session: Session, quantity = 1) {
  // The bulkiest container product: a few units fill the 26 CBM (quantities stay 1 to 20).
  const item = (await products(session.api))
    .filter((candidate) => isContainerLineName(candidate.name))
    .sort((a, b) => b.volume - a.volume)[0];
  if (!item) throw new Error('no container product');
  const cart = await session.api.carts.create([
    { product_id: item.productId, variant_id: item.variantId, quantity },
  ]);
  await session.api.cartMetafields.create(cart.id, containerMetafield(item.brandId));
  return { item, cart };
}

describe('/container/build', () => {
  it('shows the factory panel, changes the container type and refuses a quantity over capacity', async () => {
    const session = await logIn('buyer@example.com');
    const { item, cart } = await containerCart(session);
    const brands = await session.api.catalogue.brands();
    const brandName = brands.find((brand) => brand.id === item.brandId)?.name ?? '';
    await openPage(session, '/container/build', cart.id);

    const panel = page.getByRole('region', { name: brandName });
    await panel.waitFor();
    const meter = panel.getByRole('meter', { name: brandName });
    expect(await meter.getAttribute('aria-valuemax')).toBe('26');
    const used = Math.round(item.volume * 1000) / 1000;
    expect(await meter.getAttribute('aria-valuetext')).toBe(`${used.toFixed(3)} of 26.000 CBM`);
    await panel.getByText(/% full · [\d.]+ CBM remaining/).waitFor();
    await panel.getByRole('heading', { name: 'Still fits in this container' }).waitFor();
    await panel.locator('.container-fits li').first().waitFor();

    // A 40 ft box: the capacity is stored on the cart as the builder shows it.
    await panel.getByLabel(`Container type for ${brandName}`).selectOption('40ft');
    await page.waitForFunction(
      () => document.querySelector('[role="meter"]')?.getAttribute('aria-valuemax') === '67',
    );
    const stored = await session.api.cartMetafields.list(cart.id);
    expect(stored.find((field) => field.key === `factoryID:${String(item.brandId)}`)?.value).toBe(
      '67CBM',
    );

    // Back to the standard 26 CBM, then ask for more than fits: refused before sending.
    await panel.getByLabel(`Container type for ${brandName}`).selectOption('standard');
    await page.waitForFunction(
      () => document.querySelector('[role="meter"]')?.getAttribute('aria-valuemax') === '26',
    );
    const tooMany = Math.min(20, Math.floor(26 / item.volume) + 1);
    const input = panel.getByLabel(`Quantity of ${item.name}`, { exact: true });
    await input.fill(String(tooMany));
    await page.getByRole('alert').filter({ hasText: OVER_CAPACITY_MESSAGE }).first().waitFor();
    expect((await session.api.carts.get(cart.id)).line_items.physical_items[0]?.quantity).toBe(1);

    // One more that fits is accepted and the gauge follows.
    await panel.getByRole('button', { name: `Increase quantity of ${item.name}` }).click();
    await page.waitForFunction(
      (text) => document.querySelector('[role="meter"]')?.getAttribute('aria-valuetext') === text,
      `${(Math.round(item.volume * 2 * 1000) / 1000).toFixed(3)} of 26.000 CBM`,
    );
    expect((await session.api.carts.get(cart.id)).line_items.physical_items[0]?.quantity).toBe(2);
  });
});

describe('cart panel', () => {
  it('sends one update after typing stops (300 ms) and clears the cart when the last line goes', async () => {
    const session = await logIn('buyer@example.com');
    // An ordinary product: no container capacity stands in the way of 12 units.
    const item = (await products(session.api)).find(
      (candidate) => !isContainerLineName(candidate.name),
    );
    if (!item) throw new Error('no ordinary product');
    const cart = await session.api.carts.create([
      { product_id: item.productId, variant_id: item.variantId, quantity: 1 },
    ]);
    await openPage(session, '/', cart.id);
    await waitForCartCount(1);
    await page.locator('header .ui-header__cart').click();
    await cartDialog().waitFor();
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/items/'))
        updates.push(request.url());
    });
    const input = cartDialog().getByLabel(`Quantity of ${item.name}`, { exact: true });
    await input.fill('');
    await input.pressSequentially('12', { delay: 50 });
    await page.waitForTimeout(1000);
    expect(updates).toHaveLength(1);
    // The one update carried the whole typed number, not `1` then `12`.
    expect((await session.api.carts.get(cart.id)).line_items.physical_items[0]?.quantity).toBe(12);
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('[role="dialog"] input[type="number"]')?.value ===
        '12',
    );

    await cartDialog()
      .getByRole('button', { name: `Remove ${item.name} from cart` })
      .click();
    await cartDialog().getByText('No cart items').waitFor();
    expect(await cartDialog().getByRole('heading').first().textContent()).toBe('My cart');
    expect(await cartIdCookie()).toBeUndefined();
  });

  it('shows RRP customers 60% of list price in subtotal and total', async () => {
    const session = await logIn('rrp@example.com');
    const { cart } = await containerCart(session, 2);
    await openPage(session, '/', cart.id);
    await page.locator('header .ui-header__cart').click();
    await cartDialog().waitFor();
    const summary = cartDialog().getByRole('region', { name: 'Cart summary' });
    const figure = (term: string) =>
      summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd').textContent();
    expect(await figure('Subtotal')).toBe(formatCurrency(Math.round(cart.base_amount * 60) / 100));
    expect(await figure('Total (Incl. tax)')).toBe(
      formatCurrency(Math.round(cart.cart_amount * 60) / 100),
    );
    // The line shows the list price struck through with the 40% Off label.
    await cartDialog().getByText('40% Off').first().waitFor();
  });
});

describe('checkout', () => {
  it('goes from the cart panel to checkout, places the order and lists it in the history', async () => {
    const session = await logIn('buyer@example.com');
    const { cart } = await containerCart(session);
    const before = await session.api.customers.orders(session.customerId);
    await openPage(session, '/', cart.id);
    await page.locator('header .ui-header__cart').click();
    await cartDialog().getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('group', { name: 'Billing address' }).waitFor();
    await page.getByLabel('Customer order number').fill('PO-BROWSER-1');
    await page.getByLabel('Order notes').fill('Please call before delivery');
    const place = page.getByRole('button', { name: 'Place order' });
    // A double click still places one order.
    await place.dblclick();
    await page.waitForURL((url) => url.pathname === '/success');
    const orderId = await page.getByTestId('order-number').textContent();
    expect(orderId).toMatch(/^\d+$/);
    await page.getByText('Thank you for your order').waitFor();
    expect(await cartIdCookie()).toBeUndefined();
    expect(await page.locator('header .ui-header__cart [data-slot="count-badge"]').count()).toBe(0);

    const after = await session.api.customers.orders(session.customerId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.some((order) => String(order.id) === orderId)).toBe(true);

    // The account page lists it too (order history lives at /account).
    await page.goto(`${site.stack.storefrontUrl}/account`);
    await waitForHydration(page);
    expect(await page.locator('main').textContent()).toContain(orderId ?? 'missing');
  });
});
