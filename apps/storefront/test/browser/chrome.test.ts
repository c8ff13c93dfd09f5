// The site chrome in a real headless Chromium, fed by the real backend's site settings,
// category tree and newsletter list: header dropdowns, the phone's menu without JavaScript, the footer's folds on a phone (with and without JavaScript),
// the newsletter signup, and required_auth links.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PageOptions } from './harness';
import { setupSite, waitForHydration } from './harness';
import { customerToken } from './servers';

const site = setupSite();
let page: Page;

async function openPage(path: string, options: PageOptions = {}) {
  page = await site.newPage(options);
  await page.goto(site.url(path));
  // Interactive once React has hydrated the header.
  await waitForHydration(page);
}

describe('header dropdowns', () => {
  it('opens on click, toggles on a second click and closes on an outside click', async () => {
    await openPage('/wishlist');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const shop = nav.getByRole('button', { name: 'Shop' });
    expect(await shop.getAttribute('aria-expanded')).toBe('false');

    await shop.click();
    await page.waitForFunction(
      () => document.querySelector('header li[data-state="open"]') !== null,
    );
    expect(await shop.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Shop All' }).waitFor();

    await shop.click();
    await page.waitForFunction(
      () => document.querySelector('header li[data-state="open"]') === null,
    );

    await shop.click();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.waitForFunction(
      () => document.querySelector('header li[data-state="open"]') === null,
    );
  });

  it('open on hover or keyboard focus without JavaScript, their links followed', async () => {
    page = await site.newPage({ javaScriptEnabled: false });
    await page.goto(site.url('/wishlist'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const collections = nav.getByRole('button', { name: 'Collections' });
    const oslo = nav.getByRole('link', { name: 'Oslo Collection' });
    expect(await oslo.isVisible()).toBe(false);
    await collections.hover();
    await oslo.waitFor();
    await page.mouse.move(5, 700);
    await oslo.waitFor({ state: 'hidden' });
    await collections.focus();
    await oslo.waitFor();
    await oslo.click();
    await page.waitForURL((target) => target.pathname === '/shop/collections/oslo');
  });

  it('shows at most 8 collections, the fullest first, and follows one client-side', async () => {
    await openPage('/wishlist');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Collections' }).hover();
    const links = nav.locator('li[data-state="open"] a');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(8);
    expect(hrefs.every((href) => href?.startsWith('/shop/collections/'))).toBe(true);

    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await links.first().click();
    await page.waitForURL((target) => target.pathname === hrefs[0]);
    expect(documents).toEqual([]);
  });
});

describe('header menu on a phone', () => {
  it('without JavaScript, the burger opens the header navigation as a list, its links followed', async () => {
    page = await site.newPage({ viewport: { width: 390, height: 800 }, javaScriptEnabled: false });
    await page.goto(site.url('/wishlist'));
    const header = page.getByRole('banner');
    // The dialog's button needs scripts: the link stands in for it.
    expect(await header.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    const nav = header.getByRole('navigation', { name: 'Main' });
    const oslo = nav.getByRole('link', { name: 'Oslo Collection' });
    expect(await nav.isVisible()).toBe(false);
    await header.getByRole('link', { name: 'Menu' }).click();
    await nav.waitFor();
    // Each dropdown's links are listed under its name, inside the screen's width.
    expect(await nav.getByRole('link', { name: 'Shop All' }).isVisible()).toBe(true);
    await oslo.scrollIntoViewIfNeeded();
    const box = await oslo.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await oslo.click();
    await page.waitForURL((target) => target.pathname === '/shop/collections/oslo');
  });

  it('with JavaScript, the burger is the button that opens the menu dialog', async () => {
    await openPage('/wishlist', { viewport: { width: 390, height: 800 } });
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Menu' }).isVisible()).toBe(false);
    await header.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await header.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
  });
});

describe.each([
  ['on', true],
  ['off', false],
] as const)('footer on a phone, JavaScript %s', (_label, javaScriptEnabled) => {
  it('folds its columns, each opening and closing on its own', async () => {
    page = await site.newPage({ viewport: { width: 375, height: 800 }, javaScriptEnabled });
    await page.goto(site.url('/wishlist'));
    if (javaScriptEnabled) await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    // The wide screens' headings give way to the folds' summaries.
    expect(await footer.getByRole('heading', { name: 'Company' }).isVisible()).toBe(false);
    const company = footer.locator('summary', { hasText: 'Company' });
    const categories = footer.locator('summary', { hasText: 'Categories' });
    const aboutUs = footer.getByRole('link', { name: 'About us' });
    const shopAll = footer.getByRole('link', { name: 'Shop All' });
    expect(await aboutUs.isVisible()).toBe(false);
    await company.click();
    await aboutUs.waitFor();
    await categories.click();
    await shopAll.waitFor();
    // Closing the first leaves the second open.
    await company.click();
    await aboutUs.waitFor({ state: 'hidden' });
    expect(await shopAll.isVisible()).toBe(true);
  });
});

describe('footer on a wide screen', () => {
  it('shows every column open, its heading and links, nothing to unfold', async () => {
    page = await site.newPage({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    await page.goto(site.url('/wishlist'));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: 'Company' }).waitFor();
    expect(await footer.getByRole('link', { name: 'About us' }).isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: 'Shop All' }).isVisible()).toBe(true);
    expect(await footer.locator('summary', { hasText: 'Company' }).isVisible()).toBe(false);
  });
});

describe('newsletter signup', () => {
  it('subscribes through the JSONP endpoint and shows the success message', async () => {
    await openPage('/wishlist');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('Be the first to know about our best deals!').waitFor();
    // The signup is a lazily loaded chunk that hydrates after the header.
    await page.waitForFunction(() => {
      const form = document.querySelector('footer form[data-slot="newsletter"]');
      return form !== null && Object.keys(form).some((key) => key.startsWith('__react'));
    });
    const email = `buyer-${String(Date.now())}@example.com`;
    await footer.getByLabel('Email address').fill(email);
    const jsonp = page.waitForRequest((request) => request.url().includes('/subscribe/post-json'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const request = await jsonp;
    expect(request.resourceType()).toBe('script');
    expect(new URL(request.url()).searchParams.get('EMAIL')).toBe(email);
    await footer.getByRole('status').getByText('Thank you for subscribing!').waitFor();

    // The backend stored the address on the configured list.
    const csv = await fetch(`${site.stack.backendUrl}/newsletter/subscribers.csv`, {
      headers: { Authorization: 'Bearer demo-newsletter-export-token' },
    });
    expect(await csv.text()).toContain(`${email},trade,`);
  });

  it('loads the mailing script of the settings', async () => {
    await openPage('/wishlist');
    await page.waitForFunction(() => '__shopMailingList' in window);
  });
});

describe('required_auth links', () => {
  it('hides them from guests and shows them to logged-in customers', async () => {
    await openPage('/wishlist');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Container builder' }).count()).toBe(0);
    expect(await page.getByText('Your 2027 price list is ready').count()).toBe(0);

    await page
      .context()
      .addCookies([
        { name: 'user-token', value: await customerToken(site.stack), url: site.url('/') },
      ]);
    await page.reload();
    const customerNav = page.getByRole('navigation', { name: 'Main' });
    await customerNav.getByRole('link', { name: 'Container builder' }).waitFor();
    await page.getByRole('link', { name: 'Your 2027 price list is ready' }).waitFor();
  });
});

describe('content images', () => {
  it('a picture that fails before hydration still falls back to /no-image.png (behaviour.md#errors)', async () => {
    // Every seeded picture exists, so the browser is told one went missing: the home page's
    // content pictures answer 404 from the network, before React can listen for errors.
    site.allow(/^404 .*\/images\/content\//, /^Failed to load resource/);
    await openPage('/', {
      prepare: async (context) => {
        await context.route(/\/images\/content\//, (route) => route.fulfill({ status: 404 }));
      },
    });
    await page.waitForFunction(
      () => [...document.images].every((img) => !img.complete || img.naturalWidth > 0),
      undefined,
      { timeout: 10_000 },
    );
    const fallbacks = await page.evaluate(
      () => [...document.images].filter((img) => img.dataset.fallback === 'true').length,
    );
    expect(fallbacks).toBeGreaterThan(0);
  });
});
