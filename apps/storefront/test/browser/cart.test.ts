// The buyer's cart journey in a real headless Chromium against the real backend and the
// built storefront: add to container from the quick view and the product page, the
// container rules the server decides (capacity, the non-container question, ordinary
// products without a limit), the container builder, the cart panel's debounced quantity
// and removal, checkout to success to order history, and RRP totals.
import {
  containerMetafield,
  formatCurrency,
  NON_CONTAINER_CONFIRM_MESSAGE,
  OVER_CAPACITY_MESSAGE,
} from '@shop/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';
import { lineOf, logIn, sellable, type CatalogueItem, type Session } from './shop-data';

const site = setupSite();
let page: Page;

async function openPage(session: Session | null, path: string, cartId?: string) {
  page = await site.newPage(session ? { token: session.token } : {});
  if (cartId) await site.useCart(page, cartId);
  await page.goto(site.url(path));
  await waitForHydration(page);
}

/** Opens the quick view of the first product on the page whose name matches. */
async function openQuickView(name: RegExp): Promise<string> {
  const button = page.getByRole('button', { name }).first();
  const label = (await button.getAttribute('aria-label')) ?? '';
  await button.click();
  await page.getByRole('dialog', { name: 'Quick View' }).waitFor();
  // Enabled once the customer's price has loaded.
  await page.waitForFunction(() => {
    const add = document.querySelector<HTMLButtonElement>('[data-testid="add-to-container"]');
    return add !== null && !add.disabled;
  });
  return label.replace(/^Quick View: /, '');
}
const quickViewOfContainerProduct = () => openQuickView(/^Quick View: .*\(Container\)$/);
const quickViewOfOrdinaryProduct = () => openQuickView(/^Quick View: (?!.*\(Container\)$)/);

const addButton = () => page.getByTestId('add-to-container');
/** The header badge shows the cart's lines (the server's cart). */
const waitForCartCount = (count: number) =>
  page
    .locator('header .ui-header__cart [data-slot="count-badge"]', { hasText: String(count) })
    .waitFor();
const cartDialog = () => page.getByRole('dialog', { name: /^My cart/ });
const cartIdCookie = async () =>
  (await page.context().cookies(site.stack.storefrontUrl)).find(
    (cookie) => cookie.name === 'cartId',
  );
const lines = async (session: Session, cartId: string) =>
  (await session.api.carts.get(cartId, { token: session.token })).line_items.physical_items.map(
    (item) => [item.name, item.quantity],
  );

async function itemByName(name: string): Promise<CatalogueItem> {
  const item = (await sellable(site.stack)).find((candidate) => candidate.name === name);
  if (!item) throw new Error(`${name} is not in the catalogue`);
  return item;
}
async function ordinaryItem(): Promise<CatalogueItem> {
  const item = (await sellable(site.stack)).find((candidate) => !candidate.isContainer);
  if (!item) throw new Error('no ordinary product');
  return item;
}
/** The bulkiest container product: a few units fill the 26 CBM (quantities stay 1 to 20). */
async function bulkiestContainerItem(): Promise<CatalogueItem> {
  const item = (await sellable(site.stack))
    .filter((candidate) => candidate.isContainer)
    .sort((a, b) => b.volume - a.volume)[0];
  if (!item) throw new Error('no container product');
  return item;
}

describe('add to container from the quick view', () => {
  it('creates the cart, stores its id and the 26CBM capacity, and opens the cart panel', async () => {
    const session = await logIn(site.stack);
    await openPage(session, '/shop-all/');
    const name = await quickViewOfContainerProduct();
    await addButton().click();
    await cartDialog().waitFor();
    expect(await cartDialog().getByRole('heading').first().textContent()).toBe('My cart (1)');
    expect(await cartDialog().getByText(name).count()).toBeGreaterThan(0);
    // The quick view closed: one modal at a time.
    expect(await page.getByRole('dialog', { name: 'Quick View' }).count()).toBe(0);
    const cookie = await cartIdCookie();
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    // Only the storefront server reads the cart id.
    expect(cookie?.httpOnly).toBe(true);
    const item = await itemByName(name);
    const metafields = await session.api.cartMetafields.list(cookie?.value ?? '', {
      token: session.token,
    });
    expect(metafields).toEqual([
      expect.objectContaining({ key: `factoryID:${String(item.brandId)}`, value: '26CBM' }),
    ]);
    // The header badge counts the line.
    expect(await page.locator('header .ui-header__cart').textContent()).toContain('1');
  });

  it('asks before dropping non-container items: No keeps the cart, Yes replaces them', async () => {
    const session = await logIn(site.stack);
    const ordinary = await ordinaryItem();
    const cart = await session.api.carts.create([lineOf(ordinary, 1)], { token: session.token });
    await openPage(session, '/shop-all/', cart.id);
    await waitForCartCount(1);
    const name = await quickViewOfContainerProduct();

    await addButton().click();
    const question = page.getByRole('alertdialog');
    await question.getByText(NON_CONTAINER_CONFIRM_MESSAGE).waitFor();
    await question.getByRole('button', { name: 'No' }).click();
    await question.waitFor({ state: 'detached' });
    // No: the quick view stays open and the cart is untouched.
    await page.getByRole('dialog', { name: 'Quick View' }).waitFor();
    expect(await lines(session, cart.id)).toEqual([[ordinary.name, 1]]);

    await addButton().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await cartDialog().waitFor();
    expect(await cartDialog().getByRole('heading').first().textContent()).toBe('My cart (1)');
    expect(await cartDialog().getByText(name).count()).toBeGreaterThan(0);
    expect(await cartDialog().getByText(ordinary.name).count()).toBe(0);
  });

  it('adds a second ordinary product without asking anything (defect 2)', async () => {
    const session = await logIn(site.stack);
    const ordinary = await ordinaryItem();
    const cart = await session.api.carts.create([lineOf(ordinary, 1)], { token: session.token });
    await openPage(session, '/shop-all/', cart.id);
    await waitForCartCount(1);
    const name = await quickViewOfOrdinaryProduct();
    await addButton().click();
    await cartDialog().waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    const now = await lines(session, cart.id);
    expect(now).toContainEqual([ordinary.name, 1]);
    expect(now.some(([lineName]) => lineName === name)).toBe(true);
  });
});

describe('container capacity', () => {
  it('refuses an add over capacity before asking anything, and loses nothing (defect 1)', async () => {
    const session = await logIn(site.stack);
    await openPage(session, '/shop-all/');
    const name = await quickViewOfContainerProduct();
    const item = await itemByName(name);
    // Ordinary products and a factory container that is already nearly full.
    const ordinary = await ordinaryItem();
    const cart = await session.api.carts.create([lineOf(ordinary, 2), lineOf(item, 1)], {
      token: session.token,
    });
    await session.api.cartMetafields.create(
      cart.id,
      containerMetafield(item.brandId, Math.round(item.volume * 1.5 * 1000) / 1000),
      { token: session.token },
    );
    await site.useCart(page, cart.id);
    await page.reload();
    await waitForHydration(page);
    await waitForCartCount(2);
    await quickViewOfContainerProduct();
    site.allow(409);
    await addButton().click();
    await page.getByRole('alert').filter({ hasText: OVER_CAPACITY_MESSAGE }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await cartDialog().count()).toBe(0);
    expect(await lines(session, cart.id)).toEqual([
      [ordinary.name, 2],
      [item.name, 1],
    ]);
  });

  it('answers Yes with a refusal when the container filled meanwhile, and loses nothing (defect 1)', async () => {
    const session = await logIn(site.stack);
    const ordinary = await ordinaryItem();
    const cart = await session.api.carts.create([lineOf(ordinary, 1)], { token: session.token });
    await openPage(session, '/shop-all/', cart.id);
    await waitForCartCount(1);
    const name = await quickViewOfContainerProduct();
    const item = await itemByName(name);
    await addButton().click();
    const question = page.getByRole('alertdialog');
    await question.getByText(NON_CONTAINER_CONFIRM_MESSAGE).waitFor();
    // Another tab fills the factory's container to the last unit before the buyer answers.
    await session.api.carts.addItems(cart.id, [lineOf(item, Math.floor(26 / item.volume))], {
      replaceNonContainer: false,
      token: session.token,
    });
    site.allow(409);
    await question.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('alert').filter({ hasText: OVER_CAPACITY_MESSAGE }).waitFor();
    expect(await lines(session, cart.id)).toEqual([
      [ordinary.name, 1],
      [item.name, Math.floor(26 / item.volume)],
    ]);
  });

  it('ignores a capacity claim larger than any container shipped', async () => {
    const session = await logIn(site.stack);
    await openPage(session, '/shop-all/');
    const name = await quickViewOfContainerProduct();
    const item = await itemByName(name);
    const fits = Math.floor(26 / item.volume);
    const cart = await session.api.carts.create([lineOf(item, fits)], { token: session.token });
    await session.api.cartMetafields.create(cart.id, containerMetafield(item.brandId, 1000), {
      token: session.token,
    });
    await site.useCart(page, cart.id);
    await page.reload();
    await waitForHydration(page);
    await waitForCartCount(1);
    await quickViewOfContainerProduct();
    site.allow(409);
    await addButton().click();
    await page.getByRole('alert').filter({ hasText: OVER_CAPACITY_MESSAGE }).waitFor();
    expect(await cartDialog().count()).toBe(0);
    expect(await lines(session, cart.id)).toEqual([[item.name, fits]]);
  });

  it('puts no container limit on ordinary products: 20 on the product page (defect 3)', async () => {
    const session = await logIn(site.stack);
    const item = (await sellable(site.stack))
      .filter((candidate) => !candidate.isContainer)
      .sort((a, b) => b.volume - a.volume)[0];
    if (!item) throw new Error('no ordinary product');
    expect(item.volume * 20).toBeGreaterThan(26);
    await openPage(session, `/product${item.path}`);
    await page.getByLabel('Quantity', { exact: true }).selectOption('20');
    // The product's first variant is the one selected.
    await page.getByTestId('add-to-cart').click();
    await cartDialog().waitFor();
    const cookie = await cartIdCookie();
    const now = await lines(session, cookie?.value ?? '');
    expect(now).toHaveLength(1);
    expect(now[0]?.[1]).toBe(20);
  });
});

describe('/container/build', () => {
  it('shows the factory panel, changes the container type and puts a refused quantity back', async () => {
    const session = await logIn(site.stack);
    const item = await bulkiestContainerItem();
    const cart = await session.api.carts.create([lineOf(item, 1)], { token: session.token });
    await session.api.cartMetafields.create(cart.id, containerMetafield(item.brandId), {
      token: session.token,
    });
    const brands = await session.api.catalogue.brands();
    const brandName = brands.find((brand) => brand.id === item.brandId)?.name ?? '';
    await openPage(session, '/container/build', cart.id);

    const panel = page.getByRole('region', { name: brandName });
    await panel.waitFor();
    // One meter for the factory, naming the limit that binds; the CBM rule's figures under it.
    const meter = panel.getByRole('meter', { name: 'Container fill' });
    expect(await meter.getAttribute('aria-valuetext')).toMatch(
      /^[\d.]+%: Limited by (the CBM rule|the cartons' fit|the weight): [\d,.]+ (CBM|kg) left$/,
    );
    const used = Math.round(item.volume * 1000) / 1000;
    const cbmFigure = (text: string) =>
      page.waitForFunction(
        (wanted) =>
          document
            .querySelector('.ui-container-limit__figures [data-limit="cbm"]')
            ?.textContent.startsWith(wanted) ?? false,
        text,
      );
    await cbmFigure(`Products ${used.toFixed(3)} of 26.000 CBM (the CBM rule)`);
    await panel.getByRole('heading', { name: 'Still fits in this container' }).waitFor();
    await panel.locator('.container-fits li').first().waitFor();

    // A 40 ft box: the capacity is stored on the cart as the builder shows it.
    await panel.getByLabel(`Container type for ${brandName}`).selectOption('40ft');
    await cbmFigure(`Products ${used.toFixed(3)} of 67.000 CBM`);
    const stored = await session.api.cartMetafields.list(cart.id, { token: session.token });
    expect(stored.find((field) => field.key === `factoryID:${String(item.brandId)}`)?.value).toBe(
      '67CBM',
    );

    // Back to the standard 26 CBM, then ask for more than fits: the server refuses, and the
    // field shows the cart's quantity again, not the refused one (defect 6).
    await panel.getByLabel(`Container type for ${brandName}`).selectOption('standard');
    await cbmFigure(`Products ${used.toFixed(3)} of 26.000 CBM`);
    const tooMany = Math.floor(26 / item.volume) + 1;
    site.allow(409);
    const input = panel.getByLabel(`Quantity of ${item.name}`, { exact: true });
    await input.fill(String(tooMany));
    await page.getByRole('alert').filter({ hasText: OVER_CAPACITY_MESSAGE }).first().waitFor();
    await expect.poll(() => input.inputValue()).toBe('1');
    expect(
      (await session.api.carts.get(cart.id, { token: session.token })).line_items.physical_items[0]
        ?.quantity,
    ).toBe(1);

    // One more that fits is accepted and the gauge follows.
    await panel.getByRole('button', { name: `Increase quantity of ${item.name}` }).click();
    await cbmFigure(
      `Products ${(Math.round(item.volume * 2 * 1000) / 1000).toFixed(3)} of 26.000 CBM`,
    );
    expect(
      (await session.api.carts.get(cart.id, { token: session.token })).line_items.physical_items[0]
        ?.quantity,
    ).toBe(2);
  });
});

describe('cart panel', () => {
  it('sends one update after typing stops (300 ms) and clears the cart when the last line goes', async () => {
    const session = await logIn(site.stack);
    // An ordinary product: no container capacity stands in the way of 12 units.
    const item = await ordinaryItem();
    const cart = await session.api.carts.create([lineOf(item, 1)], { token: session.token });
    await openPage(session, '/', cart.id);
    await waitForCartCount(1);
    await page.locator('header .ui-header__cart').click();
    await cartDialog().waitFor();
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/cart.data')
        updates.push(request.postData() ?? '');
    });
    const input = cartDialog().getByLabel(`Quantity of ${item.name}`, { exact: true });
    await input.fill('');
    await input.pressSequentially('12', { delay: 50 });
    await page.waitForTimeout(1000);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toContain('quantity=12');
    // The one update carried the whole typed number, not `1` then `12`.
    expect(
      (await session.api.carts.get(cart.id, { token: session.token })).line_items.physical_items[0]
        ?.quantity,
    ).toBe(12);
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
    await page.waitForFunction(
      () => document.querySelector('header .ui-header__cart [data-slot="count-badge"]') === null,
    );
    expect(await cartIdCookie()).toBeUndefined();
  });

  it('shows RRP customers 60% of list price in subtotal and total', async () => {
    const session = await logIn(site.stack, 'rrp@example.com');
    const item = await bulkiestContainerItem();
    const cart = await session.api.carts.create([lineOf(item, 2)], { token: session.token });
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
    const session = await logIn(site.stack);
    const item = await bulkiestContainerItem();
    const cart = await session.api.carts.create([lineOf(item, 1)], { token: session.token });
    const before = await session.api.customers.orders(session.customerId, { token: session.token });
    await openPage(session, '/', cart.id);
    await page.locator('header .ui-header__cart').click();
    await cartDialog().getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('group', { name: 'Billing address' }).waitFor();

    // A blank order number is refused; a good one typed after clears the message (defect 6).
    site.allow(400);
    await page.getByLabel('Customer order number').fill('   ');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Order number cannot be empty').waitFor();
    await page.getByLabel('Customer order number').fill('PO-BROWSER-1');
    await page.getByText('Order number cannot be empty').waitFor({ state: 'detached' });

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

    const after = await session.api.customers.orders(session.customerId, { token: session.token });
    expect(after).toHaveLength(before.length + 1);
    expect(after.some((order) => String(order.id) === orderId)).toBe(true);

    // The account page lists it too (order history lives at /account).
    await page.goto(`${site.stack.storefrontUrl}/account`);
    await waitForHydration(page);
    expect(await page.locator('main').textContent()).toContain(orderId ?? 'missing');
  });
});
