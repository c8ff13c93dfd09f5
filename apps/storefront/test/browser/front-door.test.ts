// The storefront as a browser meets it from outside (behaviour.md#security), in Chromium:
// a guest's page runs every script of its own under a CSP without a nonce, and nothing
// injected; scripts from the backend load only from the paths that must; and a form another
// site posts with the buyer's cookies is refused without changing the cart.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';
import { logIn, sellable } from './shop-data';

const site = setupSite({ failOnErrorStatus: false });

/** Loads `src` (or runs `text`) as a new script element; what the CSP said of it. */
function tryScript(page: Page, script: { src?: string; text?: string }) {
  return page.evaluate(
    ({ src, text }) =>
      new Promise<{ ran: boolean; blocked: string | null }>((resolve) => {
        const element = document.createElement('script');
        let blocked: string | null = null;
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            blocked = event.effectiveDirective;
          },
          { once: true },
        );
        (window as unknown as Record<string, unknown>).__probeRan = false;
        if (src) {
          element.src = src;
          element.onload = () => {
            resolve({ ran: true, blocked });
          };
          element.onerror = () => {
            resolve({ ran: false, blocked });
          };
        } else {
          element.textContent = text ?? '';
        }
        document.head.append(element);
        if (!src)
          setTimeout(() => {
            resolve({
              ran: (window as unknown as Record<string, unknown>).__probeRan === true,
              blocked,
            });
          }, 200);
      }),
    script,
  );
}

describe("a guest's page, as a shared cache keeps it", () => {
  it('runs its own inline scripts under its hashes, without a nonce, and refuses an injected one', async () => {
    const page = await site.newPage();
    const answer = await page.goto(site.url('/shop-all/'));
    const csp = answer?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/'sha256-/);
    expect(csp).not.toContain("'nonce-");
    await waitForHydration(page);
    // React Router's context script ran: its hash was allowed.
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
    expect(await page.locator('script[nonce]').count()).toBe(0);
    site.allow(/Content Security Policy/);
    const injected = await tryScript(page, { text: 'window.__probeRan = true' });
    expect(injected).toEqual({ ran: false, blocked: 'script-src-elem' });
  });

  it('loads scripts from the backend only from the paths that must load', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/'));
    await waitForHydration(page);
    site.allow(/Content Security Policy/, /Failed to load resource/);
    const backend = site.stack.backendUrl;
    // The backend's other answers are not scripts to run: a picture, the health check.
    for (const path of ['/images/swatches/velvet-forest.svg', '/health', '/subscribe'])
      expect(await tryScript(page, { src: `${backend}${path}` })).toEqual({
        ran: false,
        blocked: 'script-src-elem',
      });
    // The newsletter's JSONP endpoint is one of them (it answers a plain identifier only).
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).probeCallback = () => undefined;
    });
    const jsonp = await tryScript(page, {
      src: `${backend}/subscribe/post-json?u=demo&id=trade&EMAIL=front-door%40example.com&c=probeCallback`,
    });
    expect(jsonp).toEqual({ ran: true, blocked: null });
  });
});

describe('a form another site posts with the buyer’s cookies', () => {
  let attacker: Server;
  let attackerUrl = '';
  beforeAll(async () => {
    attacker = createServer((request, response) => {
      const target = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '';
      const fields = JSON.parse(
        new URL(request.url ?? '/', 'http://x').searchParams.get('fields') ?? '{}',
      ) as Record<string, string>;
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join('');
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Win a chair</title><form id="f" method="post" action="${target}">${inputs}</form><script>document.getElementById('f').submit()</script>`,
      );
    });
    // Another origin on the same host: the same site, so a SameSite=Lax cookie goes along.
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerUrl = `http://127.0.0.1:${String((attacker.address() as AddressInfo).port)}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => attacker.close(resolve));
  });

  it.each([
    ['/cart', 'add to the cart'],
    ['/account/login', 'log out'],
  ])('to %s (%s) is refused with 400, and the cart and session are as they were', async (path) => {
    site.allow(400);
    const session = await logIn(site.stack, 'rrp@example.com');
    const [item] = await sellable(site.stack);
    if (!item) throw new Error('no sellable product');
    const page = await site.newPage({ token: session.token });
    const fields =
      path === '/cart'
        ? {
            intent: 'add',
            product_id: String(item.productId),
            variant_id: String(item.variantId),
            quantity: '2',
          }
        : { intent: 'logout' };
    const refused = page.waitForResponse(
      (response) => response.url() === site.url(path) && response.request().method() === 'POST',
    );
    await page.goto(
      `${attackerUrl}?to=${encodeURIComponent(site.url(path))}&fields=${encodeURIComponent(JSON.stringify(fields))}`,
    );
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(answer.request().headers().origin).toBe(attackerUrl.replace(/\/$/, ''));
    expect(answer.headers()['set-cookie']).toBeUndefined();
    const cart = await page.goto(site.url('/cart'));
    expect(cart?.status()).toBe(200);
    await expect.poll(() => page.locator('main').innerText()).toContain('No cart items');
    // Still logged in: the account page is the buyer's.
    await page.goto(site.url('/account'));
    expect(new URL(page.url()).pathname).toBe('/account');
  });
});
