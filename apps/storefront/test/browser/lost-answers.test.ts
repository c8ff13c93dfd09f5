// An add whose answer never reaches the buyer's browser (the storefront restarted, a balancer
// dropped the connection after the add was made), in a real Chromium: the buyer clicks again,
// or reloads and clicks again, and the cart holds the add once; a later add is a new add.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';
import { logIn, sellable, type CatalogueItem, type Session } from './shop-data';

const site = setupSite();

async function ordinaryItems(): Promise<[CatalogueItem, CatalogueItem]> {
  const [first, second] = (await sellable(site.stack)).filter((item) => !item.isContainer);
  if (!first || !second) throw new Error('not enough ordinary products');
  return [first, second];
}

/** The quantity of the product's line (the page adds its first variant). */
const quantityIn = async (session: Session, cartId: string, productId: number) =>
  (await session.api.carts.get(cartId, { token: session.token })).line_items.physical_items.find(
    (line) => line.product_id === productId,
  )?.quantity;

/**
 * Loses the answer of the next cart write the page sends: the request reaches the storefront
 * (which makes the add), then the browser's connection is reset. Resolves once that happened.
 */
function loseNextCartAnswer(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let lost = false;
    void page.route('**/cart.data**', async (route: Route) => {
      if (lost || route.request().method() !== 'POST') {
        await route.continue();
        return;
      }
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
      resolve();
    });
  });
}

async function productPageWithCart(session: Session, item: CatalogueItem, cartId: string) {
  const page = await site.newPage({ token: session.token });
  await site.useCart(page, cartId);
  await page.goto(site.url(`/product${item.path}`));
  await waitForHydration(page);
  return page;
}

describe('an add whose answer is lost', () => {
  it('is made once when the buyer reloads and adds again; the add after it is a new add', async () => {
    // The connection reset is the fault this test makes.
    site.allow(/ERR_CONNECTION_RESET/);
    const session = await logIn(site.stack);
    const [item, other] = await ordinaryItems();
    const cart = await session.api.carts.create(
      [{ product_id: other.productId, variant_id: other.variantId, quantity: 1 }],
      { token: session.token },
    );
    const page = await productPageWithCart(session, item, cart.id);
    const lost = loseNextCartAnswer(page);
    await page.getByTestId('add-to-cart').click();
    await lost;
    expect(await quantityIn(session, cart.id, item.productId)).toBe(1);

    await page.reload();
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await page.getByRole('dialog', { name: /^My cart/ }).waitFor();
    expect(await quantityIn(session, cart.id, item.productId)).toBe(1);

    await page.keyboard.press('Escape');
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => quantityIn(session, cart.id, item.productId)).toBe(2);
  });
});
