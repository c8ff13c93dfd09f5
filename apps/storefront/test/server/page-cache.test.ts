// HTTP caching (docs/behaviour.md#performance), per page type: a guest's catalogue pages and navigation data are
// public for shared caches with an ETag that survives the per-answer CSP nonce, and answer a
// matching If-None-Match with a bare 304; a buyer's pages, a cart's, errors and writes never
// are. (Through the production server's compression: test/browser/production-server.test.ts.)
import { createApiClient } from '@shop/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend } from './render';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const GUEST_PAGES = {
  product: '/product/oslo-classic-dining-chair',
  category: '/shop-all/',
  home: '/',
  'content page': '/about-us',
  "a product's navigation data": '/product/oslo-classic-dining-chair.data',
};

let app: RenderedApp;
let closeBackend: () => Promise<void>;
let token: string;
beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  app = await renderApp();
  const backend = process.env.BACKEND_URL ?? '';
  ({ token } = await createApiClient({
    apiBaseUrl: `${backend}/api`,
    productServiceBaseUrl: `${backend}/product-service`,
  }).customers.login({ email: 'buyer@example.com', password: 'demo-password-1' }));
});
afterAll(async () => {
  await app.close();
  await closeBackend();
});

describe("a guest's pages", () => {
  it.each(Object.entries(GUEST_PAGES))(
    '%s: public for a minute, stale for ten, one ETag for every guest',
    async (_kind, path) => {
      const first = await app.request(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('Cache-Control')).toBe(PUBLIC);
      expect(first.headers.get('Vary')).toContain('Cookie');
      const etag = first.headers.get('ETag');
      expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
      await first.text();

      const second = await app.request(path);
      expect(second.headers.get('ETag')).toBe(etag);
      await second.text();
      if (!path.endsWith('.data')) {
        // A page every guest shares carries no nonce to share: its CSP lists its scripts'
        // hashes, the same for every copy, as the ETag is.
        const csp = (response: Response) => response.headers.get('Content-Security-Policy');
        expect(csp(first)).not.toContain("'nonce-");
        expect(csp(first)).toMatch(/'sha256-[^']+'/);
        expect(csp(second)).toBe(csp(first));
      }
    },
  );

  it('answers a matching If-None-Match with a bare 304 that keeps the cached CSP valid', async () => {
    const path = GUEST_PAGES.product;
    const etag = (await app.request(path)).headers.get('ETag') ?? '';
    for (const ifNoneMatch of [etag, `"other", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const revalidated = await app.request(path, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('ETag')).toBe(etag);
      expect(revalidated.headers.get('Cache-Control')).toBe(PUBLIC);
      // A new policy would replace the stored one, whose nonce the stored page carries.
      expect(revalidated.headers.get('Content-Security-Policy')).toBeNull();
      expect(revalidated.headers.get('Content-Type')).toBeNull();
    }
    const changed = await app.request(path, { headers: { 'If-None-Match': 'W/"stale"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Oslo Classic Dining Chair');
  });

  it("search: public too, though the search service's timing makes each answer its own", async () => {
    const response = await app.request('/search?q=chair');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC);
    expect(response.headers.get('ETag')).toMatch(/^W\//);
  });

  it('gives different pages different ETags', async () => {
    const tags = await Promise.all(
      [GUEST_PAGES.product, GUEST_PAGES.category, GUEST_PAGES.home].map(async (path) =>
        (await app.request(path)).headers.get('ETag'),
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });
});

describe('answers no shared cache may keep', () => {
  it("a buyer's product and category pages (their prices), even for a guest's ETag", async () => {
    for (const path of [GUEST_PAGES.product, GUEST_PAGES.category]) {
      const guestTag = (await app.request(path)).headers.get('ETag') ?? '';
      const response = await app.request(path, {
        headers: { Cookie: `user-token=${token}`, 'If-None-Match': guestTag },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('ETag')).toBeNull();
      expect(await response.text()).toContain('ui-price');
    }
  });

  it("a guest's page once a cart cookie comes with it", async () => {
    const response = await app.request(GUEST_PAGES.home, { headers: { Cookie: 'cartId=abc' } });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('a missing page, a redirect and a form post', async () => {
    const missing = await app.request('/product/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control') ?? '').not.toContain('public');
    expect(missing.headers.get('ETag')).toBeNull();

    const guarded = await app.request('/account');
    expect(guarded.status).toBe(302);
    expect(guarded.headers.get('ETag')).toBeNull();

    const post = await app.request('/cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=nothing',
    });
    expect(post.headers.get('Cache-Control') ?? '').not.toContain('public');
    expect(post.headers.get('ETag')).toBeNull();
  });
});
