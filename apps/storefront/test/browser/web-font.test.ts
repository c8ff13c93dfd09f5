// The web font on a first visit and after it (app/shell/web-font.tsx, behaviour.md#performance):
// a first visit sets its text in the metric-matched fallback and fetches Inter only once the
// page has loaded; the next document asks for Inter from its first paint and gets it from
// the cache. The flag script runs under the strict CSP (a console error would fail the test).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEB_FONT_STORAGE_KEY } from '../../app/shell/web-font';
import { setupSite, waitForHydration } from './harness';

const FONT_FILE = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

interface FontState {
  attribute: boolean;
  family: string;
  /** When the font file was requested and when the page's load event ended (ms), if it was. */
  fontRequestedAt: number | null;
  /** Bytes the font took over the network: 0 when the cache had it. */
  fontTransferred: number | null;
  loadEnd: number;
  stored: string | null;
}

const fontState = (page: Page) =>
  page.evaluate((key): FontState => {
    const font = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (entry) => /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(entry.name),
    );
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    return {
      attribute: document.documentElement.hasAttribute('data-web-font'),
      family: getComputedStyle(document.body).fontFamily,
      fontRequestedAt: font ? font.startTime : null,
      fontTransferred: font ? font.transferSize : null,
      loadEnd: navigation?.loadEventEnd ?? Number.NaN,
      stored: localStorage.getItem(key),
    };
  }, WEB_FONT_STORAGE_KEY);

const site = setupSite();

describe('the web font', () => {
  it('waits until a first visit has loaded, then serves every later document from its first paint', async () => {
    const page = await site.newPage({ viewport: { width: 390, height: 844 } });
    const fontResponses: number[] = [];
    page.on('response', (response) => {
      if (FONT_FILE.test(new URL(response.url()).pathname)) fontResponses.push(response.status());
    });
    await page.goto(site.url('/'));
    await waitForHydration(page);

    // First visit: the fallback, and the font fetched only after the load event, into the cache.
    await expect.poll(async () => (await fontState(page)).stored, { timeout: 15_000 }).toBe('1');
    const first = await fontState(page);
    expect(first.attribute).toBe(false);
    expect(first.family.startsWith('"Inter Fallback"')).toBe(true);
    expect(first.fontRequestedAt).not.toBeNull();
    expect(first.fontRequestedAt).toBeGreaterThanOrEqual(first.loadEnd);
    expect(first.fontTransferred).toBeGreaterThan(0);
    expect(fontResponses).toEqual([200]);

    // The next document (another page, loaded whole): Inter from the first paint, from the cache.
    await page.goto(site.url('/shop/shop-all/chairs'));
    await waitForHydration(page);
    const next = await fontState(page);
    expect(next.attribute).toBe(true);
    expect(next.family.startsWith('"Inter Variable"')).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
    expect(next.fontRequestedAt).not.toBeNull();
    expect(next.fontRequestedAt).toBeLessThan(next.loadEnd);
    expect(next.fontTransferred).toBe(0);
  });

  it('keeps the fallback where storage is refused', async () => {
    const page = await site.newPage({
      prepare: async (context) => {
        await context.addInitScript(() => {
          Object.defineProperty(window, 'localStorage', {
            get() {
              throw new DOMException('Storage is disabled', 'SecurityError');
            },
          });
        });
      },
    });
    await page.goto(site.url('/'));
    await waitForHydration(page);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.startsWith('"Inter Fallback"')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-web-font'))).toBe(
      false,
    );
  });
});
