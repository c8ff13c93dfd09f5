// One judge for every cart write, seen from every place a buyer adds from, in Debian's
// Chromium at 127.0.0.1: quick view, the product page, quick order, reorder and the container
// builder all ask the backend, and all show the same refusal for a factory's container that is
// full; quick order and reorder ask the question of behaviour.md#cart-states when container
// and non-container lines would mix, and report each line.
import {
  containerMetafield,
  NON_CONTAINER_CONFIRM_MESSAGE,
  OVER_CAPACITY_MESSAGE,
} from '@shop/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';
import { lineOf, logIn, sellable, type CatalogueItem, type Session } from './shop-data';

const site = setupSite();

async function openPage(session: Session, path: string, cartId?: string): Promise<Page> {
  const page = await site.newPage({ token: session.token });
  if (cartId) await site.useCart(page, cartId);
  await page.goto(site.url(path));
  await waitForHydration(page);
  return page;
}

async function items() {
  const all = await sellable(site.stack);
  const container = all.find((item) => item.isContainer);
  const ordinary = all.find((item) => !item.isContainer);
  if (!container || !ordinary) throw new Error('the demo has no container or ordinary product');
  return { container, ordinary };
}

/**
 * A cart whose factory container holds `item` once and has room for half of it more (the
 * capacity picked on the builder): one more unit is over capacity by the CBM rule.
 */
async function fullCart(session: Session, item: CatalogueItem) {
  const cart = await session.api.carts.create([lineOf(item, 1)], { token: session.token });
  await session.api.cartMetafields.create(
    cart.id,
    containerMetafield(item.brandId, Math.round(item.volume * 1.5 * 1000) / 1000),
    { token: session.token },
  );
  const sku = cart.line_items.physical_items[0]?.sku ?? '';
  return { cartId: cart.id, sku };
}

const quantities = async (session: Session, cartId: string) =>
  (await session.api.carts.get(cartId, { token: session.token })).line_items.physical_items.map(
    (line) => [line.variant_id, line.quantity],
  );

/** A past order of `item` for this buyer (placed through the API from a cart of its own). */
async function pastOrder(session: Session, item: CatalogueItem, quantity: number) {
  const cart = await session.api.carts.create([lineOf(item, quantity)], { token: session.token });
  const address = {
    first_name: 'Alex',
    last_name: 'Buyer',
    street_1: '1 Harbour Road',
    city: 'Manila',
    zip: '1000',
    country: 'Philippines',
  };
  const placed = await session.api.orders.create(
    {
      cartId: cart.id,
      customer_id: session.customerId,
      billing_address: address,
      shipping_address: address,
      costumer_order_number: `PO-JUDGE-${String(Date.now())}`,
    },
    { token: session.token },
  );
  return placed.message.data.id;
}

describe('the same refusal from every entry point (a full container)', () => {
  it('quick view', async () => {
    const session = await logIn(site.stack);
    const page = await openPage(session, '/shop-all/');
    // The first container product of the grid, and a full container of its factory.
    const quickView = page.getByRole('button', { name: /^Quick View: .*\(Container\)$/ }).first();
    const name = ((await quickView.getAttribute('aria-label')) ?? '').replace(/^Quick View: /, '');
    const item = (await sellable(site.stack)).find((candidate) => candidate.name === name);
    if (!item) throw new Error(`${name} is not in the catalogue`);
    const { cartId } = await fullCart(session, item);
    await site.useCart(page, cartId);
    await page.reload();
    await waitForHydration(page);
    await quickView.click();
    await page.getByRole('dialog', { name: 'Quick View' }).waitFor();
    const add = page.getByTestId('add-to-container');
    await expect.poll(() => add.isEnabled()).toBe(true);
    site.allow(409);
    await add.click();
    await page.getByRole('alert').filter({ hasText: OVER_CAPACITY_MESSAGE }).first().waitFor();
    expect(await quantities(session, cartId)).toEqual([[item.variantId, 1]]);
  });

  it('product page', async () => {
    const session = await logIn(site.stack);
    const { container } = await items();
    const { cartId } = await fullCart(session, container);
    const page = await openPage(session, `/product${container.path}`, cartId);
    site.allow(409);
    const add = page.getByTestId('add-to-cart');
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await page.getByRole('alert').filter({ hasText: OVER_CAPACITY_MESSAGE }).first().waitFor();
    expect(await quantities(session, cartId)).toEqual([[container.variantId, 1]]);
  });

  it('quick order, line by line', async () => {
    const session = await logIn(site.stack);
    const { container } = await items();
    const { cartId, sku } = await fullCart(session, container);
    const page = await openPage(session, '/account/quick-order', cartId);
    await page.getByLabel('Paste lines').fill(`${sku},1`);
    await page.getByRole('button', { name: 'Check lines' }).click();
    await page.getByRole('button', { name: 'Add 1 line to the cart' }).click();
    const results = page.getByRole('region', { name: /added/ });
    await results.getByRole('heading', { name: '0 of 1 line was added' }).waitFor();
    await results
      .getByRole('row', { name: new RegExp(sku) })
      .getByText(OVER_CAPACITY_MESSAGE)
      .waitFor();
    expect(await quantities(session, cartId)).toEqual([[container.variantId, 1]]);
  });

  it('reorder, line by line', async () => {
    const session = await logIn(site.stack);
    const { container } = await items();
    const orderId = await pastOrder(session, container, 2);
    const { cartId } = await fullCart(session, container);
    const page = await openPage(session, `/account/orders/${String(orderId)}`, cartId);
    await page.getByRole('button', { name: 'Reorder' }).click();
    const report = page.getByRole('list', { name: 'Lines not added as ordered' });
    await report.getByText(OVER_CAPACITY_MESSAGE).waitFor();
    expect(await quantities(session, cartId)).toEqual([[container.variantId, 1]]);
  });

  it('the container builder', async () => {
    const session = await logIn(site.stack);
    const { container } = await items();
    const { cartId } = await fullCart(session, container);
    const page = await openPage(session, '/container/build', cartId);
    site.allow(409);
    await page.getByRole('button', { name: `Increase quantity of ${container.name}` }).click();
    await page.getByRole('alert').filter({ hasText: OVER_CAPACITY_MESSAGE }).first().waitFor();
    expect(await quantities(session, cartId)).toEqual([[container.variantId, 1]]);
  });
});

describe('the question when container and non-container lines would mix', () => {
  it('quick order asks, and Yes replaces the non-container lines', async () => {
    const session = await logIn(site.stack);
    const { container, ordinary } = await items();
    const cart = await session.api.carts.create([lineOf(ordinary, 1)], { token: session.token });
    const sku = (await session.api.carts.create([lineOf(container, 1)], { token: session.token }))
      .line_items.physical_items[0]?.sku;
    const page = await openPage(session, '/account/quick-order', cart.id);
    await page.getByLabel('Paste lines').fill(`${sku ?? ''},2`);
    await page.getByRole('button', { name: 'Check lines' }).click();
    await page.getByRole('button', { name: 'Add 1 line to the cart' }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText(NON_CONTAINER_CONFIRM_MESSAGE).waitFor();
    // Nothing was added while the question is open.
    expect(await quantities(session, cart.id)).toEqual([[ordinary.variantId, 1]]);
    await question.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(await quantities(session, cart.id)).toEqual([[container.variantId, 2]]);
  });

  it('reorder asks; No keeps the cart, Yes replaces the non-container lines', async () => {
    const session = await logIn(site.stack);
    const { container, ordinary } = await items();
    const orderId = await pastOrder(session, container, 1);
    const cart = await session.api.carts.create([lineOf(ordinary, 3)], { token: session.token });
    const page = await openPage(session, `/account/orders/${String(orderId)}`, cart.id);
    await page.getByRole('button', { name: 'Reorder' }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText(NON_CONTAINER_CONFIRM_MESSAGE).waitFor();
    await question.getByRole('link', { name: 'No' }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await quantities(session, cart.id)).toEqual([[ordinary.variantId, 3]]);

    await page.getByRole('button', { name: 'Reorder' }).click();
    await question.getByText(NON_CONTAINER_CONFIRM_MESSAGE).waitFor();
    await question.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('1 line was added to your cart.').waitFor();
    expect(await quantities(session, cart.id)).toEqual([[container.variantId, 1]]);
  });
});
