// docs/behaviour.md#browser-calls: the browser talks to the storefront's own origin for everything commerce. A
// buyer's whole journey — quick view with their prices, add to cart, the panel, the
// wishlist heart, search suggestions — is watched request by request: nothing goes to the
// backend's REST, GraphQL or pricing API, and the user-token cookie is out of scripts'
// reach. (The harness also fails any test whose page calls that API.)
import { describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';
import { logIn } from './shop-data';

const site = setupSite();

describe('what the browser calls', () => {
  it('reaches the commerce API only through the storefront, and never reads the token', async () => {
    const session = await logIn(site.stack);
    const page = await site.newPage({ token: session.token });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(site.url('/shop-all/'));
    await waitForHydration(page);

    // Quick view with the customer's prices, then add.
    await page
      .getByRole('button', { name: /^Quick View: / })
      .first()
      .click();
    await page.waitForFunction(() => {
      const add = document.querySelector<HTMLButtonElement>('[data-testid="add-to-container"]');
      return add !== null && !add.disabled;
    });
    await page.getByTestId('add-to-container').click();
    await page.getByRole('dialog', { name: /^My cart \(1\)/ }).waitFor();
    await page.keyboard.press('Escape');

    // The wishlist heart of the first card.
    await page.locator('[data-slot="wishlist-button"]').first().click();
    await page.locator('[data-slot="wishlist-button"][aria-pressed="true"]').first().waitFor();

    // Search suggestions come from the search index, the one service called directly.
    await page
      .locator('header')
      .getByRole('searchbox', { name: 'Search for products' })
      .fill('sofa');
    await page
      .getByRole('region', { name: 'Search suggestions' })
      .getByRole('link')
      .first()
      .waitFor();

    const backend = requests.filter((url) => url.startsWith(site.stack.backendUrl));
    const paths = backend.map((url) => new URL(url).pathname);
    expect(paths.filter((path) => /^\/(api|graphql|product-service)(\/|$)/.test(path))).toEqual([]);
    expect(paths.some((path) => path.startsWith('/1/indexes/'))).toBe(true);
    const own = requests.filter((url) => url.startsWith(site.stack.storefrontUrl));
    expect(own.some((url) => new URL(url).pathname === '/cart.data')).toBe(true);
    expect(own.some((url) => new URL(url).pathname === '/quick-view.data')).toBe(true);
    expect(own.some((url) => new URL(url).pathname === '/wishlist.data')).toBe(true);

    expect(await page.evaluate(() => document.cookie)).not.toMatch(/user-token|cartId/);
  });
});
