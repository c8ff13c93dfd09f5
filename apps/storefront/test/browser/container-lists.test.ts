// Container lists in a real Chromium against the real servers, with JavaScript on and off:
// junior@ starts a list from a product page and submits it; senior@ approves it, its line is in
// senior@'s cart and senior@ places the order; a rejection's reason is what junior@ reads —
// each with JavaScript and without.
import { createB2bApi } from '@shop/api/b2b';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';
import { logIn, sellable, type CatalogueItem } from './shop-data';

const site = setupSite();
const run = Date.now().toString(36);

async function ordinaryItem(): Promise<CatalogueItem> {
  const item = (await sellable(site.stack)).find((candidate) => !candidate.isContainer);
  if (!item) throw new Error('no ordinary product');
  return item;
}

/** Submits with a click and waits for the page the form leads to. */
async function submitTo(page: Page, path: RegExp, click: () => Promise<void>) {
  await Promise.all([
    page.waitForURL((url) => path.test(url.pathname), { waitUntil: 'load' }),
    click(),
  ]);
}

async function pageAs(email: string, javaScriptEnabled: boolean) {
  const session = await logIn(site.stack, email);
  const page = await site.newPage({ token: session.token, javaScriptEnabled });
  return { session, page };
}

const b2b = () => createB2bApi({ endpoint: `${site.stack.backendUrl}/b2b/graphql` });

describe('a container list from a product page to an order', () => {
  it('with JavaScript: junior submits, senior approves into the cart and orders', async () => {
    const item = await ordinaryItem();
    const junior = await pageAs('junior@example.com', true);
    await junior.page.goto(site.url(`/product${item.path}`));
    await waitForHydration(junior.page);
    const name = `Lobby chairs ${run}`;
    await junior.page.getByLabel('Quantity for the list').fill('2');
    await junior.page.getByLabel('New list’s name (for a new list)').fill(name);
    await junior.page.getByRole('button', { name: 'Add to list' }).click();
    // The fetcher answered on the page: no navigation.
    await junior.page.getByText('Added to the list.').waitFor();
    expect(new URL(junior.page.url()).pathname).toBe(`/product${item.path}`);
    await submitTo(junior.page, /^\/account\/lists\/\d+$/, () =>
      junior.page.getByRole('link', { name: 'See the list' }).click(),
    );
    const listPath = new URL(junior.page.url()).pathname;
    await waitForHydration(junior.page);
    await junior.page.getByRole('button', { name: 'Submit for approval' }).click();
    await junior.page.getByTestId('list-status').getByText('Ready for approval').waitFor();

    const senior = await pageAs('senior@example.com', true);
    await senior.page.goto(site.url('/account/lists'));
    await waitForHydration(senior.page);
    const queue = senior.page.getByRole('table', { name: 'Lists waiting for your approval' });
    await submitTo(senior.page, /^\/account\/lists\/\d+$/, () =>
      queue.getByRole('link', { name }).click(),
    );
    expect(new URL(senior.page.url()).pathname).toBe(listPath);
    await waitForHydration(senior.page);
    await senior.page.getByRole('button', { name: 'Approve and add to my cart' }).click();
    await senior.page.getByText('1 line was added to your cart').waitFor();
    await senior.page.getByTestId('list-status').getByText('Approved').waitFor();

    // Checkout ships to a saved address: the demo senior buyer has none of their own yet.
    const { api, token, customerId } = senior.session;
    if ((await api.addresses.list(customerId, { token })).length === 0)
      await api.addresses.create(
        customerId,
        [
          {
            first_name: 'Sam',
            last_name: 'Senior',
            street_1: '1 Ayala Avenue',
            city: 'Makati',
            country: 'Philippines',
            zip: '1226',
            company: 'Buyer Interiors Pty Ltd',
            phone: '+639171234567',
          },
        ],
        { token },
      );
    await submitTo(senior.page, /^\/cart$/, () =>
      senior.page.getByRole('link', { name: 'Go to the cart' }).click(),
    );
    await submitTo(senior.page, /^\/checkout$/, () =>
      senior.page.getByRole('link', { name: 'Checkout' }).click(),
    );
    await senior.page.getByLabel('Customer order number').fill(`PO-LIST-${run}`);
    await submitTo(senior.page, /^\/success$/, () =>
      senior.page.getByRole('button', { name: 'Place order' }).click(),
    );
    const orderId = Number(await senior.page.getByTestId('order-number').textContent());
    const products = await senior.session.api.customers.orderProducts(orderId, {
      token: senior.session.token,
    });
    expect(products.map((p) => [p.product_id, p.quantity])).toEqual([[item.productId, 2]]);
    const { edges } = await b2b().shoppingLists({ search: name }, { token: junior.session.token });
    expect(edges[0]?.node.status).toBe(0);
  });

  it('without JavaScript: junior submits, senior must give a reason, junior reads it', async () => {
    const item = await ordinaryItem();
    const junior = await pageAs('junior@example.com', false);
    await junior.page.goto(site.url(`/product${item.path}`));
    const name = `No-JS list ${run}`;
    await junior.page.getByLabel('New list’s name (for a new list)').fill(name);
    await submitTo(junior.page, /^\/account\/lists\/\d+$/, () =>
      junior.page.getByRole('button', { name: 'Add to list' }).click(),
    );
    const listPath = new URL(junior.page.url()).pathname;
    await junior.page.getByText('The list was saved.').waitFor();
    await submitTo(junior.page, /^\/account\/lists\/\d+$/, () =>
      junior.page.getByRole('button', { name: 'Submit for approval' }).click(),
    );
    await junior.page.getByText('The list was submitted for approval.').waitFor();

    const senior = await pageAs('senior@example.com', false);
    await senior.page.goto(site.url(listPath));
    await senior.page.getByLabel('Reason for rejecting').fill('Choose the oak finish instead');
    await submitTo(senior.page, /^\/account\/lists\/\d+$/, () =>
      senior.page.getByRole('button', { name: 'Reject' }).click(),
    );
    await senior.page.getByText('The list was rejected;').waitFor();

    await junior.page.goto(site.url(listPath));
    await junior.page.getByText('Reason: Choose the oak finish instead').waitFor();
    expect(await junior.page.getByTestId('list-status').textContent()).toBe('Rejected');
  });

  it('without JavaScript: senior approves into the cart and orders', async () => {
    const item = await ordinaryItem();
    const junior = await pageAs('junior@example.com', false);
    await junior.page.goto(site.url(`/product${item.path}`));
    const name = `No-JS approval ${run}`;
    await junior.page.getByLabel('Quantity for the list').fill('3');
    await junior.page.getByLabel('New list’s name (for a new list)').fill(name);
    await submitTo(junior.page, /^\/account\/lists\/\d+$/, () =>
      junior.page.getByRole('button', { name: 'Add to list' }).click(),
    );
    const listPath = new URL(junior.page.url()).pathname;
    await submitTo(junior.page, /^\/account\/lists\/\d+$/, () =>
      junior.page.getByRole('button', { name: 'Submit for approval' }).click(),
    );

    const senior = await pageAs('senior@example.com', false);
    await senior.page.goto(site.url(listPath));
    await submitTo(senior.page, /^\/account\/lists\/\d+$/, () =>
      senior.page.getByRole('button', { name: 'Approve and add to my cart' }).click(),
    );
    await senior.page.getByText('1 line was added to your cart').waitFor();
    expect(await senior.page.getByTestId('list-status').textContent()).toBe('Approved');
    await submitTo(senior.page, /^\/cart$/, () =>
      senior.page.getByRole('link', { name: 'Go to the cart' }).click(),
    );
    await submitTo(senior.page, /^\/checkout$/, () =>
      senior.page.getByRole('link', { name: 'Checkout' }).click(),
    );
    await senior.page.getByLabel('Customer order number').fill(`PO-NOJS-${run}`);
    await submitTo(senior.page, /^\/success$/, () =>
      senior.page.getByRole('button', { name: 'Place order' }).click(),
    );
    const orderId = Number(await senior.page.getByTestId('order-number').textContent());
    const products = await senior.session.api.customers.orderProducts(orderId, {
      token: senior.session.token,
    });
    expect(products.map((p) => [p.product_id, p.quantity])).toEqual([[item.productId, 3]]);
  });

  it('with JavaScript: senior rejects with a reason, and junior reads it', async () => {
    const item = await ordinaryItem();
    const junior = await pageAs('junior@example.com', true);
    const list = await b2b().shoppingListsCreate(
      { name: `JS rejection ${run}` },
      { token: junior.session.token },
    );
    await b2b().shoppingListsItemsCreate(
      {
        shoppingListId: list.id,
        items: [{ productId: item.productId, variantId: item.variantId, quantity: 1 }],
      },
      { token: junior.session.token },
    );
    await b2b().shoppingListsUpdate(
      list.id,
      { name: list.name, status: 40 },
      { token: junior.session.token },
    );
    const listPath = `/account/lists/${String(list.id)}`;

    const senior = await pageAs('senior@example.com', true);
    await senior.page.goto(site.url(listPath));
    await waitForHydration(senior.page);
    await senior.page.getByLabel('Reason for rejecting').fill('Over this month’s budget');
    await senior.page.getByRole('button', { name: 'Reject' }).click();
    await senior.page.getByTestId('list-status').getByText('Rejected').waitFor();

    await junior.page.goto(site.url(listPath));
    await waitForHydration(junior.page);
    await junior.page.getByText('Reason: Over this month’s budget').waitFor();
  });
});

describe('a product into a container list from the quick view', () => {
  it('senior adds the quick view’s variant and quantity to a list of theirs', async () => {
    const senior = await pageAs('senior@example.com', true);
    await senior.page.goto(site.url('/account/lists'));
    await waitForHydration(senior.page);
    await senior.page.getByLabel('Name').fill(`Quick view list ${run}`);
    await submitTo(senior.page, /^\/account\/lists\/\d+$/, () =>
      senior.page.getByRole('button', { name: 'Create list' }).click(),
    );
    const list = { id: Number(new URL(senior.page.url()).pathname.split('/').pop()) };
    await senior.page.goto(site.url('/shop-all/'));
    await waitForHydration(senior.page);
    const button = senior.page
      .getByRole('button', { name: /^Quick View: (?!.*\(Container\)$)/ })
      .first();
    const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Quick View: /, '');
    await button.click();
    const dialog = senior.page.getByRole('dialog', { name: 'Quick View' });
    await dialog.getByRole('combobox', { name: 'List' }).selectOption(String(list.id));
    await dialog.getByRole('combobox', { name: 'Quantity' }).selectOption('3');
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await dialog.getByText('Added to the list.').waitFor();
    expect(new URL(senior.page.url()).pathname).toBe('/shop-all/');

    const stored = await b2b().shoppingList(list.id, { token: senior.session.token });
    const lines = stored.products.edges.map(({ node }) => [node.productName, node.quantity]);
    expect(lines).toEqual([[name, 3]]);
  });
});

describe('a container list’s load plan', () => {
  async function showroomPath(token: string) {
    const { edges } = await b2b().shoppingLists({ search: 'Showroom refresh' }, { token });
    return `/account/lists/${String(edges[0]?.node.id ?? 0)}`;
  }

  it('draws the factory’s container in 3D with JavaScript, every carton loaded', async () => {
    const senior = await pageAs('senior@example.com', true);
    await senior.page.goto(site.url(await showroomPath(senior.session.token)));
    await waitForHydration(senior.page);
    const plan = senior.page.locator('.list-detail__plan');
    await plan.getByRole('img', { name: /in 3D: (\d+) of \1 cartons loaded/ }).waitFor();
    expect(await plan.locator('[data-slot="load-plan-3d"] canvas').count()).toBe(1);
  });

  it('shows the flat views without JavaScript', async () => {
    const senior = await pageAs('senior@example.com', false);
    await senior.page.goto(site.url(await showroomPath(senior.session.token)));
    const plan = senior.page.locator('.list-detail__plan');
    await plan.getByText('The 3D view needs JavaScript and WebGL').waitFor();
    expect(await plan.getByText(/(\d+) of \1 cartons placed in a /).count()).toBe(1);
    expect(await senior.page.locator('canvas').count()).toBe(0);
  });
});
