// Finishing details, in Chromium at 1280 px and 390 px against the real backend and the
// built storefront: the account's side navigation, checkout's two columns, the product
// page below the fold (related products as cards, the document list), fields in a row
// that align, the over-capacity refusal drawn as an error, the success page's heading,
// quick view of a single-variant product, new arrivals, the header's nav image, the
// container summary that follows the buyer, and no editor bridge in published mode.
// Layouts are asserted from the boxes Chromium lays out; with SCREENSHOT_DIR set, each
// state is also saved as a screenshot to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { containerMetafield, OVER_CAPACITY_MESSAGE } from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, setupSite, waitForHydration } from './harness';
import { backendApi, lineOf, logIn, sellable, type CatalogueItem, type Session } from './shop-data';

const site = setupSite();
const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** Saves a screenshot when SCREENSHOT_DIR is set (to look at; the assertions are the test). */
async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not laid out`);
  return found;
}

/** Nothing wider than the window: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

async function open(
  path: string,
  options: {
    session?: Session;
    cartId?: string;
    viewport?: { width: number; height: number };
  } = {},
) {
  const page = await site.newPage({
    ...(options.session ? { token: options.session.token } : {}),
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
  if (options.cartId) await site.useCart(page, options.cartId);
  await page.goto(site.url(path));
  await waitForHydration(page);
  return page;
}

async function bulkiestContainerItem(): Promise<CatalogueItem> {
  const item = (await sellable(site.stack))
    .filter((candidate) => candidate.isContainer)
    .sort((a, b) => b.volume - a.volume)[0];
  if (!item) throw new Error('no container product');
  return item;
}
async function ordinaryItem(): Promise<CatalogueItem> {
  const item = (await sellable(site.stack)).find((candidate) => !candidate.isContainer);
  if (!item) throw new Error('no ordinary product');
  return item;
}

/** @shop/ui's danger tint and text (tokens.css): what an error alert is drawn with. */
const DANGER_50 = 'rgb(253, 238, 238)';
const DANGER_700 = 'rgb(145, 32, 24)';
async function expectErrorLook(alert: Locator) {
  const look = await alert.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      color: style.color,
      border: style.borderTopWidth,
      padding: style.paddingTop,
    };
  });
  expect(look.background).toBe(DANGER_50);
  expect(look.color).toBe(DANGER_700);
  expect(look.border).toBe('1px');
  expect(Number.parseFloat(look.padding)).toBeGreaterThanOrEqual(8);
}

describe('account', () => {
  it('has a side navigation with exactly one current section on every account page', async () => {
    const session = await logIn(site.stack);
    const [order] = await session.api.customers.orders(session.customerId, {
      token: session.token,
    });
    if (!order) throw new Error('the demo buyer has no orders');
    const pages = [
      ['/account', 'My account'],
      ['/account/edit', 'Edit profile'],
      ['/account/password/change', 'Change password'],
      ['/account/quick-order', 'Quick order'],
      ['/account/containers', 'My containers'],
      // buyer@ is the admin of a B2B company: its users (and addresses) and container lists
      // are account sections too.
      ['/account/company', 'Company users'],
      ['/account/company/addresses', 'Company users'],
      ['/account/lists', 'Container lists'],
      [`/account/orders/${String(order.id)}`, 'My account'],
    ] as const;
    const page = await open('/account', { session });
    for (const [path, current] of pages) {
      await page.goto(site.url(path));
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Account' });
      const links = nav.getByRole('link');
      expect(await links.allTextContents()).toEqual([
        'My account',
        'My containers',
        'Company users',
        'Quick order',
        'Container lists',
        'Edit profile',
        'Change password',
      ]);
      const marked = nav.locator('[aria-current]');
      expect(await marked.count(), path).toBe(1);
      expect(await marked.textContent(), path).toBe(current);
      // The current section stands out: tinted, unlike the others.
      const tint = await marked.evaluate((element) => getComputedStyle(element).backgroundColor);
      const other = await nav
        .getByRole('link', { name: current === 'Quick order' ? 'Edit profile' : 'Quick order' })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(tint).not.toBe(other);
    }
    // The logout is a styled button of the design system.
    const logout = page.getByRole('navigation', { name: 'Account' }).getByRole('button', {
      name: 'Log out',
    });
    expect(await logout.getAttribute('class')).toContain('ui-button');
  });

  for (const [name, viewport] of VIEWPORTS) {
    it(`lays out navigation and address cards at ${name} width`, async () => {
      const session = await logIn(site.stack);
      const page = await open('/account', { session, viewport });
      const nav = page.getByRole('navigation', { name: 'Account' });
      const heading = page.getByRole('heading', { name: 'My account', level: 1 });
      const [first, second] = [
        await box(nav.getByRole('link', { name: 'My account' })),
        await box(nav.getByRole('link', { name: 'Quick order' })),
      ];
      if (name === 'desktop') {
        // A column on the left, the page beside it.
        expect((await box(nav)).x + (await box(nav)).width).toBeLessThanOrEqual(
          (await box(heading)).x,
        );
        expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
      } else {
        // A row above the page.
        expect((await box(nav)).y + (await box(nav)).height).toBeLessThanOrEqual(
          (await box(heading)).y,
        );
        expect(second.y).toBe(first.y);
        await expectNoSidewaysScroll(page);
      }
      // Address cards: plain text, and the edit link drawn as a button.
      const card = page.locator('#addresses .account-card').first();
      expect(
        await card.locator('address').evaluate((element) => getComputedStyle(element).fontStyle),
      ).toBe('normal');
      expect(
        await card.getByRole('link', { name: /^Edit address/ }).getAttribute('class'),
      ).toContain('ui-button');
      await shot(page, `account-${name}`);
    });
  }
});

describe('forms', () => {
  it('aligns the inputs of a row when one field has a hint', async () => {
    const session = await logIn(site.stack);
    const page = await open('/account/edit', { session });
    // Company and Phone share a row; Phone has a hint under it, Company none.
    await page.getByText('0 or +63, then 10 digits').waitFor();
    const company = await box(page.getByRole('textbox', { name: 'Company' }));
    const phone = await box(page.getByRole('textbox', { name: 'Phone' }));
    expect(phone.x).toBeGreaterThan(company.x + company.width);
    expect(phone.y).toBe(company.y);
    expect(phone.height).toBe(company.height);
    await shot(page, 'profile-edit-desktop');
  });
});

describe('checkout', () => {
  for (const [name, viewport] of VIEWPORTS) {
    it(`puts the form and the order review ${name === 'desktop' ? 'side by side' : 'one under the other'} at ${name} width`, async () => {
      const session = await logIn(site.stack);
      const cart = await session.api.carts.create([lineOf(await ordinaryItem(), 1)], {
        token: session.token,
      });
      const page = await open('/checkout', { session, cartId: cart.id, viewport });
      const fields = await box(page.locator('.checkout-form__fields'));
      const summary = await box(page.getByRole('complementary', { name: 'Order summary' }));
      if (name === 'desktop') {
        expect(summary.x).toBeGreaterThanOrEqual(fields.x + fields.width);
        expect(Math.abs(summary.y - fields.y)).toBeLessThan(2);
      } else {
        expect(summary.y).toBeGreaterThanOrEqual(fields.y + fields.height);
        await expectNoSidewaysScroll(page);
      }
      const back = page.getByRole('link', { name: 'Back to the cart' });
      expect(await back.getAttribute('href')).toBe('/cart');
      expect(await back.getAttribute('class')).toMatch(/ui-button--secondary/);
      // Level with Place order: the same height and width, one under the other.
      const place = await box(page.getByRole('button', { name: 'Place order' }));
      const backBox = await box(back);
      expect(backBox.width).toBe(place.width);
      expect(backBox.y).toBeGreaterThan(place.y);
      await shot(page, `checkout-${name}`);
    });
  }

  it('puts the success page heading above the order box', async () => {
    const session = await logIn(site.stack);
    const cart = await session.api.carts.create([lineOf(await ordinaryItem(), 1)], {
      token: session.token,
    });
    const page = await open('/checkout', { session, cartId: cart.id });
    await page.getByLabel('Customer order number').fill('PO-FINISH-1');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname === '/success');
    const heading = page.getByRole('heading', { name: 'Thank you for your order', level: 1 });
    const order = page.getByRole('status').filter({ hasText: 'Order number' });
    const headingBox = await box(heading);
    expect((await box(order)).y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height);
    // What happens next comes after the order.
    const steps = await box(page.locator('.cms-steps'));
    expect(steps.y).toBeGreaterThan((await box(order)).y);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await shot(page, 'success-desktop');
    await page.setViewportSize(PHONE);
    expect((await box(order)).y).toBeGreaterThanOrEqual(
      (await box(heading)).y + (await box(heading)).height,
    );
    await shot(page, 'success-phone');
  });
});

describe('product page below the fold', () => {
  for (const [name, viewport] of VIEWPORTS) {
    it(`shows related products as cards with picture and price, and the documents as a list, at ${name} width`, async () => {
      const session = await logIn(site.stack);
      const page = await open('/product/oslo-classic-dining-chair', { session, viewport });
      const related = page.getByRole('list', { name: 'Related products' });
      const cards = related.locator('[data-slot="product-card"]');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(4);
      const prices: string[] = [];
      for (let index = 0; index < count; index++) {
        const card = cards.nth(index);
        const image = card.locator('img').first();
        expect(await image.getAttribute('src')).toMatch(
          new RegExp(`^${site.stack.backendUrl}/images/products/\\d+/`),
        );
        await card.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
        prices.push((await card.locator('.ui-product-card__price').textContent()) ?? '');
        expect(await card.getByRole('link').first().getAttribute('href')).toMatch(/^\/product\//);
      }
      // The buyer's own prices (a product off their price list may have none).
      expect(prices.some((price) => /\$\d/.test(price))).toBe(true);
      const drawings = page.getByRole('list', { name: 'Drawings' });
      const drawingLinks = drawings.getByRole('link');
      expect(await drawingLinks.count()).toBe(3);
      expect(await drawingLinks.first().getAttribute('target')).toBe('_blank');
      const documents = page.getByRole('list', { name: 'Catalogue and technical sheet' });
      const texts = await documents.getByRole('link').allTextContents();
      expect(texts.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
        'Catalogue PDF (opens in a new tab)',
        'Technical sheet PDF (opens in a new tab)',
      ]);
      // Rows a finger can hit, never underlined text links.
      const row = await box(drawingLinks.first());
      expect(row.height).toBeGreaterThanOrEqual(48);
      expect(
        await drawingLinks
          .first()
          .evaluate((element) => getComputedStyle(element).textDecorationLine),
      ).toBe('none');
      if (name === 'phone') await expectNoSidewaysScroll(page);
      else {
        // Cards side by side on a desktop.
        if (count > 1) expect((await box(cards.nth(1))).y).toBe((await box(cards.nth(0))).y);
      }
      await page.locator('.catalogue-product__details').scrollIntoViewIfNeeded();
      await shot(page, `product-below-fold-${name}`);
    });
  }

  it('shows guests the related cards with the trade-pricing prompt instead of a price', async () => {
    const page = await open('/product/oslo-classic-dining-chair');
    const card = page
      .getByRole('list', { name: 'Related products' })
      .locator('[data-slot="product-card"]')
      .first();
    expect(await card.getByRole('link', { name: 'log in for trade pricing' }).count()).toBe(1);
    expect(await card.locator('.ui-price').count()).toBe(0);
  });
});

describe('the over-capacity refusal', () => {
  it('is drawn as an error in quick view and on the product page', async () => {
    const session = await logIn(site.stack);
    const item = await bulkiestContainerItem();
    // A container that takes one unit and a half: the next unit is refused.
    const cart = await session.api.carts.create([lineOf(item, 1)], { token: session.token });
    const capacity = Math.round(item.volume * 1.5 * 1000) / 1000;
    await session.api.cartMetafields.create(cart.id, containerMetafield(item.brandId, capacity), {
      token: session.token,
    });
    site.allow(409);

    const page = await open(`/product${item.path}`, { session, cartId: cart.id });
    await page.getByTestId('add-to-cart').click();
    const onPage = page.locator('.catalogue-product__alert');
    await onPage.filter({ hasText: OVER_CAPACITY_MESSAGE }).waitFor();
    await expectErrorLook(onPage);
    await shot(page, 'refusal-product-page', false);

    // Quick view of the same product, on the Shop All page that lists it (24 a page, by id).
    const all = await backendApi(site.stack).catalogue.productListing({ limit: 1000 });
    const index = all.products.findIndex((product) => product.id === item.productId);
    await page.goto(site.url(`/shop-all/?page=${String(Math.floor(index / 24) + 1)}`));
    await waitForHydration(page);
    await page.getByRole('button', { name: `Quick View: ${item.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick View' });
    await page.waitForFunction(() => {
      const add = document.querySelector<HTMLButtonElement>('[data-testid="add-to-container"]');
      return add !== null && !add.disabled;
    });
    await dialog.getByTestId('add-to-container').click();
    const inQuickView = dialog.locator('.add-to-container__alert');
    await inQuickView.filter({ hasText: OVER_CAPACITY_MESSAGE }).waitFor();
    await expectErrorLook(inQuickView);
    // Under the quantity and the button, the full width of their row.
    const button = await box(dialog.getByTestId('add-to-container'));
    const alert = await box(inQuickView);
    expect(alert.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(alert.width).toBeGreaterThan(button.width);
    await shot(page, 'refusal-quick-view', false);
  });
});

describe('quick view of a single-variant product', () => {
  for (const [name, viewport] of VIEWPORTS) {
    it(`shows its SKU and no colour choice at ${name} width`, async () => {
      const listed = await backendApi(site.stack).catalogue.productListing({ limit: 24 });
      const single = listed.products.find((product) => product.variants?.length === 1);
      if (!single) throw new Error('no single-variant product on the first page');
      const session = await logIn(site.stack);
      const page = await open('/shop-all/', { session, viewport });
      await page.getByRole('button', { name: `Quick View: ${single.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Quick View' });
      await dialog.getByText(single.variants?.[0]?.sku ?? 'missing').waitFor();
      await page.waitForFunction(() => {
        const add = document.querySelector<HTMLButtonElement>('[data-testid="add-to-container"]');
        return add !== null && !add.disabled;
      });
      expect(await dialog.getByRole('radio').count()).toBe(0);
      expect(await dialog.locator('[data-slot="variant-selector"]').count()).toBe(0);
      expect(await dialog.textContent()).not.toMatch(/Colour|Material/);
      await shot(page, `quick-view-single-variant-${name}`, false);
    });
  }
});

describe('new arrivals', () => {
  it('is reached from the header and lists the newest products first', async () => {
    const page = await open('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'New arrivals' })
      .click();
    await page.waitForURL((url) => url.pathname === '/shop/new-arrivals');
    await page.getByRole('heading', { name: 'New Arrivals', level: 1 }).waitFor();
    const names = await page.locator('main [data-slot="product-card"] h3').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(12);
    const newest = await backendApi(site.stack).catalogue.productListing({
      sort: 'date_created',
      direction: 'desc',
      limit: 3,
    });
    // The newest product of the whole catalogue arrived lately: it leads the page.
    expect(names[0]).toBe(newest.products[0]?.name);
    await shot(page, 'new-arrivals-desktop');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await shot(page, 'new-arrivals-phone', false);
  });
});

describe('the header', () => {
  it("shows the site settings' header_nav_image in its dropdown, loaded when it opens", async () => {
    const page = await site.newPage();
    const requested: string[] = [];
    const types: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/content/nav-feature')) requested.push(request.url());
    });
    page.on('response', (response) => {
      if (response.url().includes('/images/content/nav-feature.jpg?'))
        types.push(response.headers()['content-type'] ?? '');
    });
    await page.goto(site.url('/'));
    await waitForHydration(page);
    expect(requested).toEqual([]);
    await page.getByRole('button', { name: 'Shop', exact: true }).hover();
    const image = page.getByRole('img', { name: 'Featured: the Nordvik dining collection' });
    await image.waitFor();
    // The site's responsive picture (behaviour.md#images): image-service widths, as webp.
    const picture = `${site.stack.backendUrl}/images/content/nav-feature.jpg`;
    expect(await image.getAttribute('srcset')).toBe(`${picture}?w=320 320w, ${picture}?w=480 480w`);
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(
      /nav-feature\.jpg\?w=(320|480)$/,
    );
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['image/webp']));
    // Beside the dropdown's links.
    const links = await box(page.locator('.ui-header-dropdown__list').first());
    expect((await box(image)).x).toBeGreaterThanOrEqual(links.x + links.width);
    await shot(page, 'header-dropdown-image', false);
  });

  it('loads no content editor bridge in published mode', async () => {
    const page = await site.newPage();
    const bridge: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('storyblok')) bridge.push(request.url());
    });
    await page.goto(site.url('/about-us'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(bridge).toEqual([]);
    expect(await page.evaluate(() => 'StoryblokBridge' in window)).toBe(false);
  });
});

describe('the container summary (behaviour.md#container-summary)', () => {
  it('follows the buyer of a container cart, minimised or not, and loads only for one', async () => {
    const session = await logIn(site.stack);
    const item = await bulkiestContainerItem();
    const brands = await session.api.catalogue.brands();
    const brandName = brands.find((brand) => brand.id === item.brandId)?.name ?? '';

    // An ordinary cart: no summary, and its code is never fetched.
    const ordinary = await session.api.carts.create([lineOf(await ordinaryItem(), 1)], {
      token: session.token,
    });
    const chunks: string[] = [];
    const plain = await open('/shop-all/', { session, cartId: ordinary.id });
    plain.on('request', (request) => {
      if (request.url().includes('container-summary')) chunks.push(request.url());
    });
    await plain.waitForLoadState('networkidle');
    expect(await plain.getByRole('complementary', { name: 'Container summary' }).count()).toBe(0);
    expect(chunks).toEqual([]);

    const cart = await session.api.carts.create([lineOf(item, 1)], { token: session.token });
    await session.api.cartMetafields.create(cart.id, containerMetafield(item.brandId), {
      token: session.token,
    });
    const page = await open('/', { session, cartId: cart.id });
    const summary = page.getByRole('complementary', { name: 'Container summary' });
    await summary.waitFor();
    // Minimised until the buyer opens it, in the page flow: below the header, above the page.
    const placed = await box(summary);
    const header = await box(page.locator('header').first());
    expect(placed.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect((await box(page.locator('main'))).y).toBeGreaterThanOrEqual(placed.y + placed.height);
    await summary.getByRole('button', { name: /show the container summary/ }).click();
    const meter = summary.getByRole('meter', { name: brandName });
    const used = (Math.round(item.volume * 1000) / 1000).toFixed(3);
    expect(await meter.getAttribute('aria-valuetext')).toBe(`${used} of 26.000 CBM`);
    await shot(page, 'container-summary-desktop', false);

    // Minimised, it stays so from page to page and over a reload (the tab's session).
    await summary.getByRole('button', { name: /minimise the container summary/ }).click();
    await summary.getByRole('button', { name: /show the container summary/ }).waitFor();
    expect(await summary.getByRole('meter').count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'New arrivals' })
      .click();
    await page.waitForURL((url) => url.pathname === '/shop/new-arrivals');
    await summary.getByRole('button', { name: /show the container summary/ }).waitFor();
    await page.reload();
    await waitForHydration(page);
    const again = summary.getByRole('button', { name: /show the container summary/ });
    await again.waitFor();
    expect(await again.textContent()).toContain('1 container');
    await shot(page, 'container-summary-minimised', false);

    // The cart changes on the server; the summary follows (the buyer layout reads it again).
    await session.api.carts.addItems(cart.id, [lineOf(item, 1)], { token: session.token });
    await again.click();
    await page.goto(site.url('/shop-all/'));
    await waitForHydration(page);
    const two = (Math.round(item.volume * 2 * 1000) / 1000).toFixed(3);
    await page.waitForFunction(
      (text) =>
        document
          .querySelector('[data-slot="container-summary"] [role="meter"]')
          ?.getAttribute('aria-valuetext') === text,
      `${two} of 26.000 CBM`,
    );

    // The builder shows every container itself: no summary there.
    await summary.getByRole('link', { name: 'Open the container builder' }).click();
    await page.waitForURL((url) => url.pathname === '/container/build');
    await summary.waitFor({ state: 'detached' });

    // On a phone it fits the screen.
    await page.setViewportSize(PHONE);
    await page.goto(site.url('/'));
    await waitForHydration(page);
    await summary.waitFor();
    const phone = await box(summary);
    expect(phone.x).toBeGreaterThanOrEqual(0);
    expect(phone.x + phone.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page);
    await shot(page, 'container-summary-phone', false);
  });

  for (const [name, viewport] of VIEWPORTS) {
    it(`never covers the page's content, minimised or not (${name}, ${String(viewport.width)} px)`, async () => {
      const session = await logIn(site.stack);
      const [order] = await session.api.customers.orders(session.customerId, {
        token: session.token,
      });
      if (!order) throw new Error('the demo buyer has no orders');
      const item = await bulkiestContainerItem();
      const cart = await session.api.carts.create([lineOf(item, 1)], { token: session.token });
      await session.api.cartMetafields.create(cart.id, containerMetafield(item.brandId), {
        token: session.token,
      });
      // What it covered: the order's billing address, a catalogue's first card; each brought
      // to the top and to the bottom of the window, where a floating summary sat.
      const pages = [
        [`/account/orders/${String(order.id)}`, 'section[aria-label="Billing address"]', 'order'],
        ['/shop-all/', '.ui-product-card >> nth=0', 'catalogue'],
      ] as const;
      for (const [path, selector, label] of pages) {
        const page = await open(path, { session, cartId: cart.id, viewport });
        const summary = page.getByRole('complementary', { name: 'Container summary' });
        await summary.waitFor();
        const content = page.locator(selector);
        for (const state of ['minimised', 'expanded'] as const) {
          if (state === 'expanded') {
            await summary.getByRole('button', { name: /show the container summary/ }).click();
            await summary.getByRole('meter').first().waitFor();
          }
          for (const block of ['start', 'end'] as const) {
            await content.evaluate((element, where) => {
              element.scrollIntoView({ block: where });
            }, block);
            const covered = await content.boundingBox();
            const over = await summary.boundingBox();
            if (!covered) throw new Error(`${selector} is not laid out on ${path}`);
            const intersects =
              over !== null &&
              over.x < covered.x + covered.width &&
              covered.x < over.x + over.width &&
              over.y < covered.y + covered.height &&
              covered.y < over.y + over.height;
            expect(intersects, `${path} ${state}, scrolled to ${block}`).toBe(false);
          }
          await shot(page, `container-summary-${label}-${state}-${name}`, false);
        }
        await expectNoSidewaysScroll(page);
      }
    });
  }
});
