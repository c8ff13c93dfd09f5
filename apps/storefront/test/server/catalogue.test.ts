// Route-level tests of the catalogue against the server-rendered app and the real backend
// (in-process, in-memory database, demo data): category pages, the product page, 404s,
// and what guests and customers see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend } from './render';

let app: RenderedApp;
let closeBackend: () => Promise<void>;
let backendUrl: string;
beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  backendUrl = process.env.BACKEND_URL ?? '';
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await closeBackend();
});

const decode = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaContent = (html: string, name: string) =>
  new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

async function page(path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  return { status: response.status, html: decode(await response.text()), response };
}

async function login(email: string): Promise<RequestInit> {
  const response = await fetch(`${backendUrl}/api/customers/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password-1' }),
  });
  const { token } = (await response.json()) as { token: string };
  return { headers: { Cookie: `user-token=${token}` } };
}

describe('category pages', () => {
  it('renders a category with breadcrumbs, sub-categories and a product grid', async () => {
    const { status, html } = await page('/shop/shop-all/chairs');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Chairs');
    expect(metaContent(html, 'description')).toMatch(/^Chairs: \d+ trade furniture products/);
    expect(metaContent(html, 'keywords')).toContain('Dining Chairs');
    const main = mainOf(html);
    expect(main).toMatch(
      /<nav aria-label="Breadcrumb"[\s\S]*href="\/shop"[\s\S]*href="\/shop\/shop-all"[\s\S]*aria-current="page">Chairs</,
    );
    expect(main).toContain('href="/shop/shop-all/chairs/dining-chairs"');
    expect(main).toMatch(/<ul aria-label="Chairs"/);
    const cards = main.match(/data-slot="product-card"/g) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(24);
    // Images from the backend, brand names, sizes in mm.
    expect(main).toContain(`src="${backendUrl}/images/products/`);
    expect(main).toContain('Nordic Oak Works');
    expect(main).toMatch(/W\d+ x D\d+ x H\d+/);
  });

  it('shows guests the login prompt and the trade-account invitation, never a price', async () => {
    const { html } = await page('/shop/shop-all/chairs');
    const main = mainOf(html);
    expect(main).toContain('log in for trade pricing');
    expect(main).toContain('Apply for a trade account');
    expect(main).not.toMatch(/\$\d/);
  });

  it('shows a customer their own prices, server-rendered (no layout shift)', async () => {
    const { html } = await page('/shop/shop-all/chairs', await login('buyer@example.com'));
    const main = mainOf(html);
    expect(main).not.toContain('log in for trade pricing');
    expect(main).not.toContain('Apply for a trade account');
    expect(main).toMatch(
      /data-slot="price" data-state="list"[^>]*><span class="ui-price__current">\$[\d,.]+</,
    );
    expect(main).not.toContain('Loading Price...');
  });

  it('shows the RRP group 60% of list price with the list price struck through', async () => {
    const { html } = await page('/shop/shop-all/chairs', await login('rrp@example.com'));
    const main = mainOf(html);
    expect(main).toContain('40% Off');
    expect(main).toMatch(/<s class="ui-price__list">/);
  });

  it('pages the grid when the backend pages and 404s past the last page', async () => {
    const first = await page('/shop-all/');
    expect(first.status).toBe(200);
    expect(titleOf(first.html)).toBe('Shop All');
    expect(first.html).toMatch(/page 1 of (\d+)/);
    const pages = Number(/page 1 of (\d+)/.exec(first.html)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(first.html).toContain('href="/shop-all/?page=2"');
    const second = await page('/shop-all/?page=2');
    expect(second.html).toContain(`page 2 of ${String(pages)}`);
    expect(mainOf(second.html)).not.toEqual(mainOf(first.html));
    expect((await page(`/shop-all/?page=${String(pages + 1)}`)).status).toBe(404);
    expect((await page('/shop-all/?page=abc')).status).toBe(404);
  });

  it('serves /shop with every top-level category and /collections/ with its collections', async () => {
    const shop = await page('/shop');
    expect(shop.status).toBe(200);
    expect(titleOf(shop.html)).toBe('Shop');
    expect(mainOf(shop.html)).toContain('href="/shop/collections"');
    const collections = await page('/collections/');
    expect(titleOf(collections.html)).toBe('Collections');
    expect(mainOf(collections.html)).toContain('href="/shop/collections/oslo"');
  });

  it.each(['/shop/no-such-category', '/shop/shop-all/chairs/nope/deeper'])(
    '%s is the 404 page',
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(titleOf(html)).toBe('Page not found');
      expect(html).toContain(`Page Not Found: ${path}`);
    },
  );
});

describe('product page', () => {
  // The demo catalogue's first product: a single-variant dining chair with a movie.
  const chair = '/product/oslo-classic-dining-chair';
  // Its second: a lounge chair in materials (swatch images).
  const lounge = '/product/oslo-classic-lounge-chair';

  it("loads with React Router's own scripts, after the stylesheet", async () => {
    const { html } = await page(chair);
    const head = /<head>[\s\S]*<\/head>/.exec(html)?.[0] ?? '';
    // (Rendered from source, React Router adds a development-only critical.css link.)
    expect(head).toMatch(/<link [^>]*rel="stylesheet" href="[^"]+\.css"/);
    // No <noscript> trick (behaviour.md#performance): <Scripts> renders its preloads, the router context and
    // the module that hydrates, in plain markup, none of them ahead of the stylesheet.
    expect(html).not.toMatch(/<noscript>[\s\S]*?modulepreload[\s\S]*?<\/noscript>/);
    expect(html).toContain('rel="modulepreload"');
    // A guest's page carries no nonce: the CSP allows its scripts by their hashes.
    expect(html).toMatch(/<script>window\.__reactRouterContext =/);
    expect(html).toMatch(/<script [^>]*type="module"[^>]*>[\s\S]*?import\("[^"]+"\);/);
    const stylesheet = html.search(/<link [^>]*rel="stylesheet"/);
    expect(stylesheet).toBeGreaterThan(-1);
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(stylesheet);
    // The shell's Suspense boundaries arrive whole, in place: no pending boundary for a
    // script to fill in (a reader without JavaScript would never see the page).
    expect(html).toContain('<!--$-->');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/\$RC\(/);
  });

  it('leads back through its most specific category with breadcrumbs', async () => {
    const { html } = await page(chair);
    const trail = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(mainOf(html))?.[0] ?? '';
    const crumbs = [...trail.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]);
    expect(crumbs).toEqual([
      expect.stringContaining('href="/shop"'),
      expect.stringContaining('href="/shop/shop-all"'),
      expect.stringContaining('href="/shop/shop-all/chairs"'),
      expect.stringMatching(/href="\/shop\/shop-all\/chairs\/dining-chairs"[^>]*>Dining Chairs</),
      '<span aria-current="page">Oslo Classic Dining Chair</span>',
    ]);
  });

  it('is titled with the product name and shows gallery, size, volume and stock', async () => {
    const { status, html } = await page(chair);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Oslo Classic Dining Chair');
    expect(metaContent(html, 'description')).toContain('Oslo Classic Dining Chair');
    expect(metaContent(html, 'keywords')).toContain('NOW-DCH-000001');
    const main = mainOf(html);
    expect(main).toMatch(/<h1 id="product-title">Oslo Classic Dining Chair<\/h1>/);
    expect(main).toContain('data-slot="gallery"');
    // The hero at 1x (its URL versioned by the backend), with its 2x for sharp screens (behaviour.md#images).
    const hero = `${backendUrl}/images/products/101/hero.svg?v=`;
    expect(main).toContain(`src="${hero}`);
    expect(main).toMatch(
      /src="[^"]*\/images\/products\/101\/hero\.svg\?v=[\w-]{12}&(?:amp;)?w=800"/,
    );
    expect(main).toMatch(/srcset="[^"]*hero\.svg\?v=[\w-]{12}&(?:amp;)?w=1600 1600w"/i);
    // The movie slide: looping, muted, no download / full screen / remote playback.
    expect(main).toMatch(/<video[^>]*src="[^"]*\/images\/products\/101\/movie\.mp4"[^>]*>/);
    expect(main).toContain('controlsList="nodownload nofullscreen noremoteplayback"');
    expect(main).toMatch(/W\d+ x D\d+ x H\d+/);
    expect(main).toMatch(/Volume \(CBM\)<\/dt><dd>\d+\.\d{3}<\/dd>/);
    expect(main).toContain('Stock by location');
    expect(main).toMatch(/\d+ available/);
  });

  it('shows every metafield section the product has, and none it lacks', async () => {
    const main = mainOf((await page(chair)).html);
    for (const title of [
      'Descriptions',
      'Chair dimensions and options',
      'Product information',
      'Assembly',
      'Drawings',
      'Catalogue and technical sheet',
      'Related products',
    ])
      expect(main).toContain(`>${title}</h2>`);
    for (const title of ['Sofa dimensions', 'Bed dimensions', 'Storage dimensions'])
      expect(main).not.toContain(title);
    expect(main).toContain('Seat height (mm)');
    expect(main).toMatch(/href="[^"]*\/documents\/technical\/NOW-DCH-000001\.pdf"/);
    expect(main).toMatch(/href="\/product\/[a-z0-9-]+"[^>]*>[^<]+<\/a>/);
    // The related products are whole cards (found by their product SKUs): a picture each,
    // lazy, as they are far down the page.
    const related = main.slice(main.indexOf('>Related products</h2>'));
    const pictures = [
      ...related.matchAll(/<img[^>]*src="[^"]*\/images\/products\/\d+\/hero\.svg[^"]*"[^>]*>/g),
    ].map((match) => match[0]);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture).toContain('loading="lazy"');
      expect(picture).not.toContain('fetchPriority="high"');
    }
  });

  it('lists material variants with their swatches', async () => {
    const main = mainOf((await page(lounge)).html);
    expect(main).toContain('data-slot="variant-selector"');
    expect(main).toMatch(/<legend[^>]*>Material/);
    expect(main).toMatch(
      /<img[^>]*src="[^"]*\/images\/swatches\/[a-z-]+\.svg"[^>]*data-kind="swatch"/,
    );
  });

  it('gives guests the trade invitation and customers their price', async () => {
    const guest = mainOf((await page(lounge)).html);
    expect(guest).toContain('Apply for a trade account');
    expect(guest).not.toMatch(/\$\d/);
    const customer = mainOf((await page(lounge, await login('buyer@example.com'))).html);
    expect(customer).not.toContain('Apply for a trade account');
    expect(customer).toMatch(/class="ui-price__current">\$[\d,.]+</);
    const rrp = mainOf((await page(lounge, await login('rrp@example.com'))).html);
    expect(rrp).toContain('40% Off');
  });

  it.each(['/product/no-such-product', '/product/NO-SUCH'])('%s is the 404 page', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(titleOf(html)).toBe('Page not found');
    expect(html).toContain(`Page Not Found: ${path}`);
  });
});
