// The catalogue in a real headless Chromium against the real backend and the built
// storefront: category browsing, the product page and its gallery, quick view for guests
// and customers, and the RRP group's prices.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';
import { customerToken } from './servers';

const site = setupSite();
let page: Page;

async function openPage(path: string, as?: string) {
  page = await site.newPage(as ? { token: await customerToken(site.stack, as) } : {});
  await page.goto(site.url(path));
  // Interactive once React has hydrated the page's buttons.
  await waitForHydration(page, 'main button');
}

const main = () => page.locator('main');

describe('category browsing', () => {
  it('goes from a category to a sub-category, the next page and a product, client-side', async () => {
    await openPage('/shop/shop-all/chairs');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    expect(await page.title()).toBe('Chairs');
    const firstName = await main().locator('[data-slot="product-card"] h3').first().textContent();
    await main()
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /Next/ })
      .click();
    await page.waitForURL((url) => url.search === '?page=2');
    await page.waitForFunction(
      (name) => document.querySelector('main [data-slot="product-card"] h3')?.textContent !== name,
      firstName,
    );

    await main()
      .getByRole('link', { name: /Dining Chairs/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/shop/shop-all/chairs/dining-chairs');
    await main().getByRole('heading', { level: 1, name: 'Dining Chairs' }).waitFor();
    const crumbs = main().getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link').allTextContents()).toEqual([
      'Shop',
      'Shop All',
      'Chairs',
    ]);

    const card = main().locator('[data-slot="product-card"]').first();
    const name = (await card.locator('h3').textContent()) ?? '';
    await card.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await main().getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.title()).toBe(name);
    expect(documents).toEqual([]);
  });

  it('shows guests the login prompt on every card and no prices', async () => {
    await openPage('/shop/shop-all/chairs');
    const cards = main().locator('[data-slot="product-card"]');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(await main().getByRole('link', { name: 'log in for trade pricing' }).count()).toBe(
      count,
    );
    await main().getByRole('link', { name: 'Apply for a trade account' }).waitFor();
  });
});

describe('product page', () => {
  it('shows size, volume, stock and sections, and the product details modal', async () => {
    await openPage('/product/oslo-classic-dining-chair');
    await main().getByRole('heading', { level: 1, name: 'Oslo Classic Dining Chair' }).waitFor();
    await main()
      .getByText(/^W\d+ x D\d+ x H\d+$/)
      .first()
      .waitFor();
    await main().getByRole('heading', { name: 'Stock by location' }).waitFor();
    await main().getByRole('heading', { name: 'Chair dimensions and options' }).waitFor();
    await main().getByRole('heading', { name: 'Related products' }).waitFor();

    await main().getByRole('button', { name: 'Product details' }).click();
    const info = page.getByRole('dialog', { name: 'Product details' });
    await info.getByText('NOW-DCH-000001-STD').waitFor();
    await info.getByText('Volume (CBM)').waitFor();
    await page.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });
  });

  it('opens the gallery modal, moves with the keyboard and plays the movie muted on a loop', async () => {
    await openPage('/product/oslo-classic-dining-chair');
    await main().getByRole('button', { name: 'Open gallery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Oslo Classic Dining Chair gallery' });
    const viewport = dialog.locator('.ui-gallery__viewport');
    await viewport.waitFor();
    const total = Number(/of (\d+)/.exec((await viewport.getAttribute('aria-label')) ?? '')?.[1]);
    expect(total).toBeGreaterThan(8);
    expect(await dialog.locator('.ui-gallery__thumbnail').count()).toBe(8);

    await viewport.focus();
    await page.keyboard.press('ArrowRight');
    expect(await viewport.getAttribute('aria-label')).toMatch(/^Slide 2 of/);
    await page.keyboard.press('ArrowLeft');
    expect(await viewport.getAttribute('aria-label')).toMatch(/^Slide 1 of/);
    await page.keyboard.press('ArrowLeft');
    expect(await viewport.getAttribute('aria-label')).toMatch(
      new RegExp(`^Slide ${String(total)} of`),
    );

    const video = dialog.locator('[data-state="active"] video');
    await video.waitFor();
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      autoplay: element.autoplay,
      controlsList: element.getAttribute('controlslist'),
      pip: element.disablePictureInPicture,
    }));
    expect(state).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      controlsList: 'nodownload nofullscreen noremoteplayback',
      pip: true,
    });
    // The thumbnails page along: on the last slide the strip shows the last view of 8,
    // and a thumbnail jumps to its slide.
    const viewStart = Math.floor((total - 1) / 8) * 8;
    const thumbnails = dialog.locator('.ui-gallery__thumbnail');
    expect(await thumbnails.count()).toBe(total - viewStart);
    await thumbnails.first().click();
    expect(await viewport.getAttribute('aria-label')).toMatch(
      new RegExp(`^Slide ${String(viewStart + 1)} of`),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('quick view', () => {
  it('gives guests a login prompt and no add button; a navigation closes it', async () => {
    await openPage('/shop/shop-all/chairs/lounge-chairs');
    await main()
      .getByRole('button', { name: /^Quick View:/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Quick View' });
    await dialog.getByRole('link', { name: 'Log in' }).waitFor();
    await dialog.getByText(/^SKU:/).waitFor();
    // Material variants show their swatch images once the details load.
    await dialog.locator('img[data-kind="swatch"]').first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Add to container' }).count()).toBe(0);
    expect(await dialog.getByText('Loading Price...').count()).toBe(0);

    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows a customer Loading Price... until their pricing answers, then the price and the add button', async () => {
    await openPage('/shop/shop-all/chairs/lounge-chairs', 'buyer@example.com');
    // Hold the quick view's data (the storefront's /quick-view, which asks for the customer's
    // pricing) so its pending state is certain to be seen, however fast the servers answer.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holds: string[] = [];
    await page.route('**/quick-view.data**', async (route) => {
      holds.push(route.request().url());
      await held;
      await route.continue();
    });
    await main()
      .getByRole('button', { name: /^Quick View:/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Quick View' });
    await dialog.getByText('Loading Price...').waitFor();
    // Held: the price waits for it.
    await expect.poll(() => holds.length).toBe(1);
    expect(await dialog.locator('[data-slot="price"][data-state="list"]').count()).toBe(0);
    expect(await dialog.getByText('Loading Price...').count()).toBe(1);
    expect(await dialog.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    release();
    await dialog.locator('[data-slot="price"][data-state="list"]').waitFor();
    const add = dialog.getByRole('button', { name: 'Add to container' });
    await add.waitFor();
    expect(await add.isEnabled()).toBe(true);

    // Another variant: its own SKU.
    const sku = await dialog.getByText(/^SKU:/).textContent();
    await dialog.locator('label[data-state="unchecked"]').first().click();
    await page.waitForFunction(
      (before) =>
        [...document.querySelectorAll('[role="dialog"] p')].some(
          (p) => p.textContent.startsWith('SKU:') && p.textContent !== before,
        ),
      sku,
    );
    const quantity = dialog.getByRole('combobox', { name: 'Quantity' });
    expect(await quantity.locator('option').allTextContents()).toEqual(
      Array.from({ length: 20 }, (_, index) => String(index + 1)),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('RRP customer', () => {
  it('sees 60% of list price with the list price struck through and 40% Off', async () => {
    await openPage('/shop/shop-all/chairs', 'rrp@example.com');
    const price = main().locator('[data-slot="price"][data-state="discounted"]').first();
    await price.waitFor();
    const current = Number(
      ((await price.locator('.ui-price__current').textContent()) ?? '').replace(/[$,]/g, ''),
    );
    const list = Number(((await price.locator('s').textContent()) ?? '').replace(/[^\d.]/g, ''));
    expect(current).toBeCloseTo(list * 0.6, 2);
    expect(await price.getByText('40% Off').count()).toBe(1);
  });
});
