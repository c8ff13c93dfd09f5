// The storefront in a real headless Chromium against the real servers: the 404 page,
// the guards for a guest (page loads and client navigations), page titles and the page
// transition.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';
import { customerToken } from './servers';

// Guards and the 404 page answer 4xx by design; console errors still fail a test.
const site = setupSite({ failOnErrorStatus: false });
let page: Page;
beforeEach(async () => {
  page = await site.newPage();
});

const url = (path: string) => site.url(path);
const pathOf = (href: string) => new URL(href).pathname;

/** Loads /test-page and waits until React has hydrated it, so links navigate client-side. */
async function openTestPage() {
  await page.goto(url('/test-page'));
  await page.waitForFunction(
    () => '__reactRouterRouteModules' in window && document.readyState === 'complete',
  );
  // Hydration is done once the router has taken over the link clicks.
  await waitForHydration(page, 'a[href="/wishlist"]');
}

/** Counts the document (full page) requests made from now on. */
function countDocumentRequests() {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') requests.push(request.url());
  });
  return requests;
}

describe('404 page', () => {
  beforeEach(() => {
    site.allow(/^Failed to load resource: the server responded with a status of 404/);
  });

  it('answers an unknown path with status 404, its title, message and a way home', async () => {
    const response = await page.goto(url('/no/such/page'));
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Page not found');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('Page Not Found: /no/such/page').count()).toBe(1);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(url('/'));
    await page
      .getByRole('heading', { name: 'Trade furniture, shipped by the container' })
      .waitFor();
    await page.waitForFunction(
      () => document.title === 'Trade furniture wholesaler | Container shipping',
    );
  });

  it('shows the same page, naming the page path, after a client navigation', async () => {
    await openTestPage();
    const documents = countDocumentRequests();
    await page.getByRole('link', { name: '/no/such/page', exact: true }).click();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('Page Not Found: /no/such/page', { exact: true }).count()).toBe(1);
    expect(await page.title()).toBe('Page not found');
    expect(documents).toEqual([]);
  });
});

describe('guards for a guest', () => {
  it.each([
    '/checkout',
    '/account',
    '/account/edit',
    '/success',
    '/container',
    '/account/address',
    '/product',
    '/product/',
  ])('loading %s lands on /', async (path) => {
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(200);
    expect(pathOf(page.url())).toBe('/');
    expect(response?.request().redirectedFrom()?.url()).toBe(url(path));
  });

  it.each(['/checkout', '/account', '/success', '/container', '/product'])(
    'following a link to %s lands on / without a page load',
    async (path) => {
      await openTestPage();
      const documents = countDocumentRequests();
      await page.getByRole('link', { name: path, exact: true }).click();
      await page.waitForURL(url('/'));
      await page
        .getByRole('heading', { name: 'Trade furniture, shipped by the container' })
        .waitFor();
      expect(documents).toEqual([]);
    },
  );

  it('lets a customer with a user-token cookie reach the checkout, not the redirect table', async () => {
    await page
      .context()
      .addCookies([
        { name: 'user-token', value: await customerToken(site.stack), url: site.url('/') },
      ]);
    await page.goto(url('/checkout'));
    expect(pathOf(page.url())).toBe('/checkout');
    await page.goto(url('/container'));
    expect(pathOf(page.url())).toBe('/');
  });
});

describe('page titles', () => {
  it.each([
    ['/', 'Trade furniture wholesaler | Container shipping'],
    ['/account/login', 'Log in'],
    ['/register', 'Apply for a trade account'],
    ['/shop/shop-all/chairs/dining-chairs', 'Dining Chairs'],
    ['/shop-all/', 'Shop All'],
    ['/collections/', 'Collections'],
    ['/product/oslo-classic-dining-chair', 'Oslo Classic Dining Chair'],
    ['/search?term=oak', "Search results for 'oak'"],
    ['/container/build', 'Build your container'],
    ['/wishlist', 'Wishlist'],
    ['/test-page', 'Test page'],
  ])('%s is titled %s', async (path, title) => {
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(title);
  });

  it('updates the title on client navigations', async () => {
    await openTestPage();
    await page.getByRole('link', { name: '/wishlist', exact: true }).click();
    await page.waitForURL(url('/wishlist'));
    await page.waitForFunction(() => document.title === 'Wishlist');
  });
});

describe('site chrome', () => {
  it("the header's account icon takes a guest to the login page, client-side", async () => {
    await openTestPage();
    const documents = countDocumentRequests();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(url('/account/login'));
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(documents).toEqual([]);
  });

  it("a customer's account icon leads to /account", async () => {
    await page
      .context()
      .addCookies([
        { name: 'user-token', value: await customerToken(site.stack), url: site.url('/') },
      ]);
    await page.goto(url('/wishlist'));
    const account = page.getByRole('banner').getByRole('link', { name: 'Account' });
    expect(await account.getAttribute('href')).toBe('/account');
  });
});

describe('page transition', () => {
  it('runs a view transition that slides only the page', async () => {
    await openTestPage();
    await page.evaluate(() => {
      const w = window as unknown as { transitions: number };
      w.transitions = 0;
      const start = document.startViewTransition.bind(document);
      document.startViewTransition = ((...args: Parameters<typeof start>) => {
        w.transitions += 1;
        return start(...args);
      }) as typeof document.startViewTransition;
    });
    await page.getByRole('link', { name: '/register', exact: true }).click();
    await page.waitForURL(url('/register'));
    // The router may commit the URL before it starts the transition: wait for the call,
    // then check there was exactly one.
    await page.waitForFunction(
      () => (window as unknown as { transitions: number }).transitions > 0,
      undefined,
      { timeout: 5000 },
    );
    expect(
      await page.evaluate(() => (window as unknown as { transitions: number }).transitions),
    ).toBe(1);
    const name = await page
      .locator('main')
      .evaluate((main) => getComputedStyle(main).viewTransitionName);
    expect(name).toBe('page');
  });
});

describe("React Router's own scripts", () => {
  it('hydrate the page with a few module files, each fetched once, and mark the header interactive', async () => {
    await openTestPage();
    await page.waitForFunction(
      () => performance.getEntriesByName('shop:header-interactive').length === 1,
    );
    const loaded = await page.evaluate(() => ({
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
        .map((url) => url.pathname),
      preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
      header: performance.getEntriesByName('shop:header-interactive')[0]?.startTime ?? -1,
    }));
    // The shell's modules travel as one chunk (vite-plugins/shell-chunk.ts), the
    // framework as another; the page's route adds its own few.
    expect(loaded.preloads.some((path) => /\/assets\/shell-[\w-]+\.js$/.test(path))).toBe(true);
    expect(new Set(loaded.scripts).size).toBe(loaded.scripts.length);
    expect(loaded.scripts.length).toBeLessThanOrEqual(20);
    expect(loaded.header).toBeGreaterThan(0);
    // The router's context script ran (a CSP that refused its hash would leave it out).
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
  });
});
