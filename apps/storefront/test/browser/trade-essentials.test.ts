// The trade buyer essentials (behaviour.md#quick-order, #order-documents) in a real headless Chromium against the real servers:
// quick order from typed rows (with SKU suggestions), pasted lines and a CSV file with bad
// lines among them; an order's page, Reorder, and its document downloaded and parsed; and
// nobody reaching another customer's order or document.
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';
import { logIn, sellable } from './shop-data';

const site = setupSite();

async function ordinarySkus(count: number) {
  const items = (await sellable(site.stack)).filter((item) => !item.isContainer);
  const session = await logIn(site.stack);
  const listed = await session.api.catalogue.availableProducts({
    product_ids: items.slice(0, count).map((item) => item.productId),
  });
  return items.slice(0, count).map((item) => {
    const product = listed.find((candidate) => candidate.id === item.productId);
    const variant = ((product?.variants ?? []) as { id: number; sku: string }[]).find(
      (candidate) => candidate.id === item.variantId,
    );
    if (!variant) throw new Error('variant not listed');
    return { ...item, sku: variant.sku };
  });
}

describe('quick order', () => {
  it('checks typed, pasted and uploaded lines, shows what is wrong, and adds the rest at once', async () => {
    const session = await logIn(site.stack);
    const [a, b, c] = await ordinarySkus(3);
    if (!a || !b || !c) throw new Error('not enough products');
    const page = await site.newPage({ token: session.token });
    await page.goto(site.url('/account/quick-order'));
    await waitForHydration(page, 'main button');

    // Suggestions from the search index as the SKU is typed.
    const firstSku = page.getByLabel('SKU, row 1', { exact: true });
    await firstSku.pressSequentially(a.sku.slice(0, 7), { delay: 30 });
    await page.waitForFunction(
      (sku) =>
        [...document.querySelectorAll('datalist option')].some(
          (option) => (option as HTMLOptionElement).value === sku,
        ),
      a.sku,
    );
    await firstSku.fill(a.sku);
    await page.getByLabel('Quantity, row 1', { exact: true }).fill('2');
    await page.getByLabel('SKU, row 2', { exact: true }).fill('NO-SUCH-SKU');

    await page.getByLabel('Paste lines').fill(`${b.sku}\t3\nthis is not a line; x`);
    await page.getByLabel('Upload a CSV file').setInputFiles({
      name: 'reorder.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`sku,quantity\r\n${c.sku},4\r\n`),
    });
    await page.getByRole('button', { name: 'Check lines' }).click();
    const results = page.getByRole('region', { name: /can be added/ });
    await results.getByRole('heading', { name: '3 of 5 lines can be added' }).waitFor();
    await results.getByText('Unknown SKU NO-SUCH-SKU').waitFor();
    await results.getByText('Quantity must be a whole number from 1 to 9999').waitFor();
    await results.getByText('reorder.csv line 2').waitFor();
    // Checking added nothing.
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'cartId')).toBe(false);

    await page.getByRole('button', { name: 'Add 3 lines to the cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('heading', { level: 1, name: 'My cart (3)' }).waitFor();
    const cartId = (await page.context().cookies()).find((cookie) => cookie.name === 'cartId');
    const cart = await session.api.carts.get(cartId?.value ?? '', { token: session.token });
    expect(cart.line_items.physical_items.map((line) => [line.sku, line.quantity])).toEqual([
      [a.sku, 2],
      [b.sku, 3],
      [c.sku, 4],
    ]);
  });

  it('offers the CSV template as a download', async () => {
    const session = await logIn(site.stack);
    const page = await site.newPage({ token: session.token });
    await page.goto(site.url('/account/quick-order'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the CSV template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('quick-order-template.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.split('\r\n')[0]).toBe('sku,quantity');
  });
});

describe('order history, reorder and the order document', () => {
  it('opens an order, reorders it into the cart and downloads its document', async () => {
    const session = await logIn(site.stack);
    const [order] = await session.api.customers.orders(session.customerId, {
      token: session.token,
    });
    if (!order) throw new Error('the demo buyer has no orders');
    const page = await site.newPage({ token: session.token });
    await page.goto(site.url('/account'));
    await waitForHydration(page, 'main button');
    await page.getByRole('link', { name: `Details of order #${String(order.id)}` }).click();
    await page.waitForURL((url) => url.pathname === `/account/orders/${String(order.id)}`);
    await page.getByRole('heading', { level: 1, name: `Order ${String(order.id)}` }).waitFor();
    await page.getByRole('columnheader', { name: 'Unit price (ex tax)' }).waitFor();

    await page.getByRole('button', { name: 'Reorder' }).click();
    await page.getByText(/\d+ lines? (was|were) added to your cart/).waitFor();
    await page
      .locator('header .ui-header__cart [data-slot="count-badge"]')
      .filter({ hasText: /\d/ })
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Order document (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`order-${String(order.id)}.pdf`);
    const pdf = await PDFDocument.load(await readFile(await download.path()));
    expect(pdf.getTitle()).toBe(`Order ${String(order.id)}: order confirmation`);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it("answers 404 for another customer's order and its document", async () => {
    const buyer = await logIn(site.stack);
    const [order] = await buyer.api.customers.orders(buyer.customerId, { token: buyer.token });
    if (!order) throw new Error('the demo buyer has no orders');
    const other = await logIn(site.stack, 'rrp@example.com');
    const page = await site.newPage({ token: other.token });
    site.allow(404);
    const response = await page.goto(site.url(`/account/orders/${String(order.id)}`));
    expect(response?.status()).toBe(404);
    await page.getByText('We could not find that order in your account.').waitFor();
    const document = await page.request.get(
      site.url(`/account/orders/${String(order.id)}/document.pdf`),
    );
    expect(document.status()).toBe(404);
  });
});
