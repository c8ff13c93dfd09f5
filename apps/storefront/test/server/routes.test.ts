// Route-level tests against the server-rendered app and the real backend (in-process,
// in-memory database, demo data and content): guards answer real HTTP redirects, unknown
// paths a 404 page, and every route of behaviour.md#routes renders with its metadata.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend } from './render';

let app: RenderedApp;
let closeBackend: () => Promise<void>;
beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await closeBackend();
});

const loggedIn = { headers: { Cookie: 'cartId=42; user-token=demo-token' } };
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaContent = (html: string, name: string) =>
  new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('guards (behaviour.md#guards)', () => {
  it.each(['/product', '/product/'])('%s goes to / for everyone', async (path) => {
    for (const init of [undefined, loggedIn]) {
      const response = await app.request(path, init);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/');
    }
  });

  it.each(['/checkout', '/account', '/account/edit', '/success', '/container'])(
    'a guest asking for %s is redirected to /',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/');
    },
  );

  it.each(['/checkout', '/account', '/account/edit', '/success'])(
    'a customer with a user-token cookie gets %s',
    async (path) => {
      const response = await app.request(path, loggedIn);
      expect(response.status).toBe(200);
    },
  );

  it.each(['/account/address', '/container'])(
    'the redirect table sends %s to / even when logged in',
    async (path) => {
      const response = await app.request(path, loggedIn);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/');
    },
  );

  it.each(['/Checkout', '/checkout/', '/ACCOUNT/Edit'])(
    'matches routes case- and slash-insensitively, so %s is guarded too',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/');
    },
  );

  it('guards client-navigation data requests too', async () => {
    const response = await app.request('/checkout.data?_routes=checkout%2Fcheckout.route');
    // Single fetch answers a redirect as a 202 whose turbo-stream body names the target.
    expect(response.status).toBe(202);
    const body = await response.text();
    expect(body).toMatch(/"redirect","\/",.*302/);
    const allowed = await app.request('/checkout.data?_routes=checkout%2Fcheckout.route', loggedIn);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).not.toContain('"redirect"');
  });
});

describe('unknown paths (behaviour.md#routes, #errors)', () => {
  it.each(['/no/such/page', '/account/nope', '/product/a/b', '/account/password'])(
    '%s answers 404 with the not-found page',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(titleOf(html)).toBe('Page not found');
      expect(html).toContain(`Page Not Found: ${path}`);
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to Home<\/a>/);
    },
  );

  it('names the page, not the data URL, on a client navigation', async () => {
    const response = await app.request('/no/such/page.data?_routes=shell%2Fnot-found.route');
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toContain('Page Not Found: /no/such/page"');
    expect(body).not.toContain('.data"');
  });
});

describe('every route renders with its metadata', () => {
  it.each([
    ['/', 'Trade furniture wholesaler | Container shipping'],
    ['/about-us', 'About us'],
    ['/account', 'My account', loggedIn],
    ['/account/edit', 'Edit profile', loggedIn],
    ['/account/login', 'Log in'],
    ['/account/password/change', 'Change password'],
    ['/account/password/forgot', 'Forgot password'],
    ['/account/password/reset?token=abc', 'Reset password'],
    ['/checkout', 'Checkout', loggedIn],
    ['/container/build', 'Build your container'],
    ['/product/oslo-classic-dining-chair', 'Oslo Classic Dining Chair'],
    ['/search', 'Search'],
    ['/search?term=oak%20table', "Search results for 'oak table'"],
    ['/shop', 'Shop'],
    ['/shop/', 'Shop'],
    ['/shop/shop-all/chairs/dining-chairs', 'Dining Chairs'],
    ['/shop-all/', 'Shop All'],
    ['/collections/', 'Collections'],
    ['/register', 'Apply for a trade account'],
    ['/success', 'Order placed', loggedIn],
    ['/test-page', 'Test page'],
    ['/wishlist', 'Wishlist'],
  ] as const)('%s is titled %s', async (path, title, init?: RequestInit) => {
    const response = await app.request(path, init);
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll('&#x27;', "'");
    expect(titleOf(html)).toBe(title);
    expect(metaContent(html, 'description')?.length).toBeGreaterThan(0);
    expect(metaContent(html, 'keywords')?.length).toBeGreaterThan(0);
  });

  it('renders the page inside the header and footer slots', async () => {
    const html = await (await app.request('/wishlist')).text();
    expect(html).toMatch(
      /<header[^>]*data-slot="header"[\s\S]*<main[\s\S]*Wishlist[\s\S]*<\/main>[\s\S]*<footer[^>]*data-slot="footer"/,
    );
  });
});
