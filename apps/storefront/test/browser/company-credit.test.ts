// A company on credit with its purchases limited, in a real Chromium against the real servers:
// other@'s "Harbour Hospitality Group" has $5,000 available; an order above it is refused at
// checkout with the total, the credit and the shortfall, JavaScript on and off, and nothing is
// ordered or charged.
import { formatCurrency } from '@shop/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';
import { logIn, sellable, type Session } from './shop-data';

const HARBOUR_CREDIT = 5000;

const site = setupSite();

/** A cart of other@'s of one ordinary product, worth more than `atLeast` at list price. */
async function cartAbove(session: Session, atLeast: number) {
  const items = (await sellable(site.stack)).filter((item) => !item.isContainer);
  const prices = new Map(
    (await session.api.catalogue.availableProducts({ limit: 100 })).map((product) => [
      product.id,
      Number(product.price),
    ]),
  );
  for (const item of items) {
    const price = prices.get(item.productId) ?? 0;
    if (!(price > 0)) continue;
    const quantity = Math.floor(atLeast / price) + 1;
    if (quantity > 200) continue;
    try {
      return await session.api.carts.create(
        [{ product_id: item.productId, variant_id: item.variantId, quantity }],
        { token: session.token },
      );
    } catch {
      // Not that much in stock: the next product.
    }
  }
  throw new Error(`no product worth ${String(atLeast)} in one line`);
}

async function fillNewAddressIfAsked(page: Page) {
  const street = page.locator('[name="billing_street_1"]');
  if (!(await street.isVisible())) return;
  await page.locator('[name="billing_first_name"]').fill('Harper');
  await page.locator('[name="billing_last_name"]').fill('Quay');
  await street.fill('1 Circular Quay');
  await page.locator('[name="billing_city"]').fill('Sydney');
  await page.locator('[name="billing_state"]').fill('NSW');
  await page.locator('[name="billing_zip"]').fill('2000');
  const country = page.locator('[name="billing_country"]');
  if ((await country.evaluate((element) => element.tagName)) === 'SELECT') {
    await country.selectOption({ label: 'Australia' });
  } else {
    await country.fill('Australia');
  }
}

const money = (value: number) => `${formatCurrency(value)} AUD`;

describe('checkout above the company’s available credit', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`is refused with the figures, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      site.allow(422);
      const session = await logIn(site.stack, 'other@example.com');
      // other@'s group pays less than list price: twice the credit at list price is still over it.
      const cart = await cartAbove(session, HARBOUR_CREDIT * 2);
      const before = await session.api.customers.orders(session.customerId, {
        token: session.token,
      });
      const page = await site.newPage({ token: session.token, javaScriptEnabled });
      await site.useCart(page, cart.id);
      await page.goto(site.url('/checkout'));
      if (javaScriptEnabled) await waitForHydration(page);
      await fillNewAddressIfAsked(page);
      await page.getByLabel('Customer order number').fill('PO-HARBOUR-OVER');
      await page.getByRole('button', { name: 'Place order' }).click();

      const alert = page.getByRole('alert').filter({ hasText: 'available credit' });
      await alert.waitFor();
      const shortfall = Math.round((cart.cart_amount - HARBOUR_CREDIT) * 100) / 100;
      expect(await alert.textContent()).toContain(
        `The order total of ${money(cart.cart_amount)} is above your company’s available credit of ${money(HARBOUR_CREDIT)} by ${money(shortfall)}.`,
      );
      // Still the checkout, with what the buyer typed; no order, the cart kept.
      expect(new URL(page.url()).pathname).toBe('/checkout');
      expect(await page.getByLabel('Customer order number').inputValue()).toBe('PO-HARBOUR-OVER');
      const after = await session.api.customers.orders(session.customerId, {
        token: session.token,
      });
      expect(after).toHaveLength(before.length);
      const kept = await session.api.carts.get(cart.id, { token: session.token });
      expect(kept.line_items.physical_items.length).toBe(1);
    });
  }
});
