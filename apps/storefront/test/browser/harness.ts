// What every browser test file sets up: the real servers and Debian's Chromium, started once
// for the file, and pages that fail their test on an uncaught exception, a console error
// (React reports hydration mismatches there) or an answer of 400 or more, unless the test
// allows it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchChromium } from './chromium';
import type { Stack } from './servers';
import { startStack } from './servers';

export const DESKTOP = { width: 1280, height: 900 };

export interface PageOptions {
  /** A 1280×900 desktop window unless given. */
  viewport?: { width: number; height: number };
  /** The customer this browser is logged in as: their `user-token` cookie. */
  token?: string;
  /** Anything else the browser context needs before the page opens (cookies, storage). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** `false`: a browser with JavaScript turned off (progressive enhancement). */
  javaScriptEnabled?: boolean;
}

export interface Site {
  /** The servers (use inside hooks and tests: they start in beforeAll). */
  readonly stack: Stack;
  readonly browser: Browser;
  /** The storefront's address of a path. */
  url(path: string): string;
  /** Sets the buyer's cart cookie in a page's context, as the storefront sets it. */
  useCart(page: Page, cartId: string): Promise<void>;
  /** A page in a browser context of its own, closed after the test, watched for errors. */
  newPage(options?: PageOptions): Promise<Page>;
  /**
   * Lets the running test provoke these errors: a status allows every answer with it (and
   * the console's "Failed to load resource" line for it); a pattern, the console errors and
   * the answers (`404 http://…`) it matches.
   */
  allow(...expected: (RegExp | number)[]): void;
}

/**
 * Starts the servers and Chromium for the calling test file (call it at the top level).
 * `failOnErrorStatus: false` for files whose pages answer 4xx by design (the 404 page, a
 * refused login): their console errors still count. `storefrontEnv` adds variables to the
 * storefront server's environment (draft mode: `STAGING: 'true'`).
 */
export function setupSite({
  failOnErrorStatus = true,
  storefrontEnv,
  deployment = false,
}: {
  failOnErrorStatus?: boolean;
  storefrontEnv?: Record<string, string>;
  /** Both servers configured as a deployment, not a demo (servers.ts). */
  deployment?: boolean;
} = {}): Site {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let errors: string[] = [];
  let allowed: (RegExp | number)[] = [];

  beforeAll(async () => {
    stack = await startStack({ ...(storefrontEnv ? { storefrontEnv } : {}), deployment });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  beforeEach(() => {
    errors = [];
    allowed = [];
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    expect(errors).toEqual([]);
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The site starts in beforeAll: use it in tests.');
    return value;
  };
  const site: Site = {
    get stack() {
      return started(stack);
    },
    get browser() {
      return started(browser);
    },
    url: (path) => `${site.stack.storefrontUrl}${path}`,
    useCart: (page, cartId) =>
      page
        .context()
        .addCookies([
          { name: 'cartId', value: cartId, url: site.stack.storefrontUrl, httpOnly: true },
        ]),
    async newPage({ viewport = DESKTOP, token, prepare, javaScriptEnabled = true } = {}) {
      const context = await site.browser.newContext({ viewport, javaScriptEnabled });
      contexts.push(context);
      if (token) {
        // As the login's answer sets it: out of the page's scripts' reach.
        await context.addCookies([
          { name: 'user-token', value: token, url: site.stack.storefrontUrl, httpOnly: true },
        ]);
      }
      await prepare?.(context);
      const page = await context.newPage();
      const report = (message: string, status?: number) => {
        // An allowed status also allows the console line Chromium writes for it.
        const logged = /^Failed to load resource: the server responded with a status of (\d+)/.exec(
          message,
        );
        const answered = status ?? (logged ? Number(logged[1]) : undefined);
        const ok = allowed.some((expected) =>
          typeof expected === 'number' ? expected === answered : expected.test(message),
        );
        if (!ok) errors.push(message);
      };
      page.on('pageerror', (error) => {
        report(error.message);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') report(message.text());
      });
      // The browser talks to the storefront's own origin for everything commerce
      // (behaviour.md#browser-calls);
      // only the search index (and pictures, the newsletter) are the backend's to serve.
      page.on('request', (request) => {
        const url = request.url();
        const commerce = ['/api/', '/graphql', '/product-service/'].some((path) =>
          url.startsWith(`${site.stack.backendUrl}${path}`),
        );
        if (commerce) report(`the browser called the commerce API: ${request.method()} ${url}`);
      });
      if (failOnErrorStatus) {
        page.on('response', (response) => {
          const status = response.status();
          if (status >= 400) report(`${String(status)} ${response.url()}`, status);
        });
      }
      return page;
    },
    allow(...expected) {
      allowed.push(...expected);
    },
  };
  return site;
}

/** Waits until React has hydrated the element `selector` finds (it carries React's props). */
export async function waitForHydration(page: Page, selector = 'header button'): Promise<void> {
  await page.waitForFunction((wanted) => {
    const element = document.querySelector(wanted);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__react'));
  }, selector);
}
