// A logged-in buyer with JavaScript turned off, in a real Chromium against the real servers:
// every cart step is a plain HTML form the storefront answers (behaviour.md#server-cart, progressive
// enhancement) — add from the product page, change and remove lines on the cart page, the
// non-container question on the page, and an order placed at /checkout.
import { NON_CONTAINER_CONFIRM_MESSAGE } from '@shop/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite } from './harness';
import { lineOf, logIn, sellable, type CatalogueItem, type Session } from './shop-data';

const site = setupSite();

async function openWithoutScripts(session: Session): Promise<Page> {
  return site.newPage({ token: session.token, javaScriptEnabled: false });
}

async function ordinaryItems(count: number): Promise<CatalogueItem[]> {
  const items = (await sellable(site.stack)).filter((item) => !item.isContainer);
  if (items.length < count) throw new Error('not enough ordinary products');
  return items.slice(0, count);
}

/** Submits with a click and waits for the page the form leads to. */
async function submitTo(page: Page, path: RegExp | string, click: () => Promise<void>) {
  await Promise.all([
    page.waitForURL(
      (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
      {
        waitUntil: 'load',
      },
    ),
    click(),
  ]);
}

const cartLines = (page: Page) =>
  page.getByRole('list', { name: 'Cart items' }).locator('[data-slot="cart-line"]');

describe('a buyer without JavaScript', () => {
  it('adds from the product page, changes and removes lines, and places an order', async () => {
    const session = await logIn(site.stack);
    const page = await openWithoutScripts(session);
    const [first, second] = await ordinaryItems(2);
    if (!first || !second) throw new Error('no products');
    const before = await session.api.customers.orders(session.customerId, { token: session.token });

    // The header's cart is a link to the cart page.
    await page.goto(site.url('/'));
    await submitTo(page, '/cart', () => page.locator('header .ui-header__cart').click());
    await page.getByText('No cart items').waitFor();

    await page.goto(site.url(`/product${first.path}`));
    await page.getByLabel('Quantity', { exact: true }).selectOption('3');
    await submitTo(page, '/cart', () => page.getByTestId('add-to-cart').click());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('My cart (1)');
    const firstQuantity = page.getByLabel(`Quantity of ${first.name}`, { exact: true });
    expect(await firstQuantity.inputValue()).toBe('3');

    await page.goto(site.url(`/product${second.path}`));
    await submitTo(page, '/cart', () => page.getByTestId('add-to-cart').click());
    expect(await cartLines(page).count()).toBe(2);

    // + posts its own form; typing a number and pressing Enter posts the field's.
    await submitTo(page, '/cart', () =>
      page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click(),
    );
    expect(await firstQuantity.inputValue()).toBe('4');
    await firstQuantity.fill('25');
    await submitTo(page, '/cart', () => firstQuantity.press('Enter'));
    expect(await firstQuantity.inputValue()).toBe('25');

    await submitTo(page, '/cart', () =>
      page.getByRole('button', { name: `Remove ${second.name} from cart` }).click(),
    );
    expect(await cartLines(page).count()).toBe(1);

    await submitTo(page, '/checkout', () => page.getByRole('link', { name: 'Checkout' }).click());
    await page.getByLabel('Customer order number').fill('PO-NO-JS-1');
    await submitTo(page, '/success', () =>
      page.getByRole('button', { name: 'Place order' }).click(),
    );
    const orderId = await page.getByTestId('order-number').textContent();
    expect(orderId).toMatch(/^\d+$/);

    const after = await session.api.customers.orders(session.customerId, { token: session.token });
    expect(after).toHaveLength(before.length + 1);
    const products = await session.api.customers.orderProducts(Number(orderId), {
      token: session.token,
    });
    // The product page adds its first (selected) variant.
    expect(products.map((product) => [product.product_id, product.quantity])).toEqual([
      [first.productId, 25],
    ]);
    // The cart became the order: the header counts nothing.
    expect(await page.locator('header .ui-header__cart [data-slot="count-badge"]').count()).toBe(0);
  });

  it('is asked the non-container question on the page, and Yes replaces the ordinary lines', async () => {
    const session = await logIn(site.stack);
    const [ordinary] = await ordinaryItems(1);
    const container = (await sellable(site.stack)).find((item) => item.isContainer);
    if (!ordinary || !container) throw new Error('no products');
    const cart = await session.api.carts.create([lineOf(ordinary, 1)], { token: session.token });
    const page = await openWithoutScripts(session);
    await site.useCart(page, cart.id);

    await page.goto(site.url(`/product${container.path}`));
    await submitTo(page, '/cart', () => page.getByTestId('add-to-cart').click());
    const question = page.getByRole('alertdialog');
    await question.getByText(NON_CONTAINER_CONFIRM_MESSAGE).waitFor();
    // Asking changed nothing.
    expect(
      (await session.api.carts.get(cart.id, { token: session.token })).line_items.physical_items,
    ).toHaveLength(1);
    // No leads back to the product.
    expect(await question.getByRole('link', { name: 'No' }).getAttribute('href')).toBe(
      `/product${container.path}`,
    );

    await submitTo(page, '/cart', () => question.getByRole('button', { name: 'Yes' }).click());
    expect(
      (
        await session.api.carts.get(cart.id, { token: session.token })
      ).line_items.physical_items.map((item) => item.name),
    ).toEqual([container.name]);
    expect(await cartLines(page).allTextContents()).toEqual([
      expect.stringContaining(container.name),
    ]);
  });
});
