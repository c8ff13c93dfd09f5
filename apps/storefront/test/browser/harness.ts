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
}

export interface Site {
  /** The servers (use inside hooks and tests: they start in beforeAll). */
  readonly stack: Stack;
  readonly browser: Browser;
  /** The storefront's address of a path. */
  url(path: string): string;
  /** A page in a browser context of its own, closed after the test, watched for errors. */
  newPage(options?: PageOptions): Promise<Page>;
  /**
   * Lets the running test provoke these errors: a status allows every answer with it; a
   * pattern, the console errors and the answers (`404 http://…`) it matches.
   */
  allow(...expected: (RegExp | number)[]): void;
}

/**
 * Starts the servers and Chromium for the calling test file (call it at the top level).
 * `failOnErrorStatus: false` for files whose pages answer 4xx by design (the 404 page, a
 * refused login): their console errors still count.
 */
export function setupSite({ failOnErrorStatus = true } = {}): Site {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let errors: string[] = [];
  let allowed: (RegExp | number)[] = [];

  beforeAll(async () => {
    stack = await startStack();
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
    async newPage({ viewport = DESKTOP, token, prepare } = {}) {
      const context = await site.browser.newContext({ viewport });
      contexts.push(context);
      if (token) {
        await context.addCookies([
          { name: 'user-token', value: token, url: site.stack.storefrontUrl },
        ]);
      }
      await prepare?.(context);
      const page = await context.newPage();
      const report = (message: string, status?: number) => {
        const ok = allowed.some((expected) =>
          typeof expected === 'number' ? expected === status : expected.test(message),
        );
        if (!ok) errors.push(message);
      };
      page.on('pageerror', (error) => {
        report(error.message);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') report(message.text());
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
