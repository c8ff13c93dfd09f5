// The chrome and the content pages rendered on the server from the real backend's seeded
// site settings, category tree and stories (apps/backend/content).
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

const loggedIn = { headers: { Cookie: 'user-token=demo-token' } };
const page = async (path: string, init?: RequestInit) => {
  const response = await app.request(path, init);
  return { status: response.status, html: (await response.text()).replaceAll('&#x27;', "'") };
};
const between = (html: string, open: RegExp, close: string) => {
  const start = html.search(open);
  return start < 0 ? '' : html.slice(start, html.indexOf(close, start));
};
const headerOf = (html: string) => between(html, /<header[^>]*data-slot="header"/, '</header>');
const footerOf = (html: string) => between(html, /<footer[^>]*data-slot="footer"/, '</footer>');

describe('site chrome from the site settings and the category tree', () => {
  it('renders the header entries, dropdowns with their categories, alert bar and footer', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const header = headerOf(html);
    for (const name of ['Shop', 'Collections', 'New arrivals', 'About', 'Contact'])
      expect(header).toContain(`>${name}<`);
    expect(header).toContain('href="/shop/new-arrivals"');
    expect(header).toContain('href="/about-us"');
    // The no-link entries are dropdowns: Shop lists the top level, Collections at most 8.
    expect(header).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Shop/);
    expect(header).toContain('href="/shop/shop-all"');
    const collections = [...header.matchAll(/href="\/shop\/collections\/[^"]+"/g)];
    expect(collections.length).toBeGreaterThan(0);
    expect(collections.length).toBeLessThanOrEqual(8);

    expect(html).toContain('Free freight on full 40ft containers until 31 December');
    const footer = footerOf(html);
    expect(footer).toContain('Company');
    expect(footer).toContain('href="tel:+63281234567"');
    // The signup is a lazy chunk: its server HTML streams into the footer's boundary.
    expect(footer).toContain('<div class="ui-footer__newsletter">');
    expect(html).toContain('Be the first to know about our best deals!');
    // Categories column: shop-all first, no collections.
    const categories = [...footer.matchAll(/href="\/shop\/([^"]+)"/g)].map((match) => match[1]);
    expect(categories[0]).toBe('shop-all');
    expect(categories).not.toContain('collections');
  });

  it('shows required_auth links to logged-in customers only', async () => {
    const guest = await page('/wishlist');
    expect(headerOf(guest.html)).not.toContain('Container builder');
    expect(guest.html).not.toContain('Your 2027 price list is ready');
    const customer = await page('/wishlist', loggedIn);
    expect(headerOf(customer.html)).toContain('href="/container/build"');
    expect(customer.html).toContain('Your 2027 price list is ready');
  });

  it('loads the mailing script of the settings from the backend', async () => {
    const { html } = await page('/');
    expect(html).toMatch(
      new RegExp(`<script[^>]*src="${process.env.BACKEND_URL ?? ''}/newsletter/mailing.js"`),
    );
  });
});

describe('content pages', () => {
  it('renders the home story inside the chrome with its SEO metadata', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Trade furniture, shipped by the container<\/h1>/);
    expect(html).toContain(
      '<meta name="description" content="Factory-direct furniture for trade buyers, shipped by the container."',
    );
    // Content images come from the backend.
    expect(html).toContain(`src="${process.env.BACKEND_URL ?? ''}/images/`);
  });

  it('renders /{slug} from its story', async () => {
    const { status, html } = await page('/about-us');
    expect(status).toBe(200);
    expect(html).toContain('<title>About us</title>');
    expect(html).toContain(
      '<meta name="description" content="The story behind our factory-direct trade furniture."',
    );
    expect(html).toMatch(/<main[\s\S]*<h[12][^>]*>[^<]+<\/h[12]>[\s\S]*<\/main>/);
  });

  it.each(['/no-such-page', '/site-settings', '/Bad%20Slug!'])(
    '%s has no page story: 404 inside the chrome',
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(html).toContain('<title>Page not found</title>');
      expect(html).toContain(`Page Not Found: ${path}`);
      expect(headerOf(html)).toContain('>About<');
    },
  );
});

it('sends the /no-image.png fallback on to the backend that serves it', async () => {
  const response = await app.request('/no-image.png');
  expect(response.status).toBe(302);
  const location = response.headers.get('Location') ?? '';
  expect(location).toBe(`${process.env.BACKEND_URL ?? ''}/no-image.png`);
  const image = await fetch(location);
  expect(image.status).toBe(200);
  expect(image.headers.get('Content-Type')).toBe('image/png');
});

describe('settings toast', () => {
  it('shows the toast once an editor publishes the toast flag', async () => {
    const backend = process.env.BACKEND_URL ?? '';
    expect((await page('/wishlist')).html).not.toContain('ui-toast');

    const current = (await (
      await fetch(`${backend}/v2/cdn/stories/site-settings?token=demo-preview-token`)
    ).json()) as { story: { id: number; content: { toast: Record<string, unknown> } } };
    const { id, content } = current.story;
    const published = await fetch(`${backend}/v1/spaces/local/stories/${String(id)}`, {
      method: 'PUT',
      headers: { Authorization: 'demo-management-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        story: { content: { ...content, toast: { ...content.toast, show: true } } },
        publish: 1,
      }),
    });
    expect(published.status).toBe(200);

    // Shared copies of the settings follow the space's cache version, read at most once a
    // second: the toast shows within a couple of seconds, not after the copies' 30 s.
    await expect
      .poll(async () => (await page('/wishlist')).html, { timeout: 5000, interval: 200 })
      .toMatch(
        /<div[^>]*role="status"[^>]*class="ui-toast[^"]*"[^>]*>\s*<p class="ui-toast__message">Our warehouse is closed 24 December to 5 January.<\/p>/,
      );
  });
});
