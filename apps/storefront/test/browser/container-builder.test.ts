// The container builder as one story, in Chromium at 1280 px and 390 px against the real
// backend and the built storefront: one gauge per factory naming the limit that binds and by
// how much, the 2D views labelled and sized to the page, one legend per factory in the colours
// of the views, and advice only where a loader would act on it. Asserted from the boxes and
// colours Chromium lays out; with SCREENSHOT_DIR set, each state is also saved to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, setupSite, waitForHydration } from './harness';
import { lineOf, logIn, sellable, type CatalogueItem } from './shop-data';

const site = setupSite();
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Container products of two factories: two of the first, one of the second. */
async function twoFactories(): Promise<CatalogueItem[]> {
  const items = (await sellable(site.stack)).filter((item) => item.isContainer);
  const brands = [...new Set(items.map((item) => item.brandId))];
  const [first, second] = brands;
  const of = (brand: number | undefined) => items.filter((item) => item.brandId === brand);
  const picked = [...of(first).slice(0, 2), ...of(second).slice(0, 1)];
  if (picked.length < 3) throw new Error('the demo has no two factories of container products');
  return picked;
}

async function openBuilder(
  viewport: { width: number; height: number },
  lines: CatalogueItem[],
  quantity: number,
) {
  const session = await logIn(site.stack);
  const cart = await session.api.carts.create(
    lines.map((item) => lineOf(item, quantity)),
    { token: session.token },
  );
  const page = await site.newPage({ token: session.token, viewport });
  await site.useCart(page, cart.id);
  await page.goto(site.url('/container/build'));
  await waitForHydration(page);
  // The 3D view loads after the page has rendered (software WebGL in this Chromium).
  await page.locator('[data-slot="load-plan-3d"] canvas').first().waitFor();
  return page;
}

/** `#2f6b4f` → `rgb(47, 107, 79)`, as Chromium reports a computed colour. */
function rgbOf(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${String((value >> 16) & 255)}, ${String((value >> 8) & 255)}, ${String(value & 255)})`;
}

describe('/container/build tells one story', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`at ${String(viewport.width)} px: a gauge naming the binding limit, labelled views within the page, one legend in the views' colours`, async () => {
      const page = await openBuilder(viewport, await twoFactories(), 3);
      const factories = page.locator('.container-factory');
      expect(await factories.count()).toBe(2);
      for (const factory of await factories.all()) {
        // One meter per factory, saying which limit binds and what is left of it.
        const meters = factory.getByRole('meter');
        expect(await meters.count()).toBe(1);
        expect(await meters.getAttribute('aria-valuetext')).toMatch(
          /^[\d.]+%: Limited by (the CBM rule|the cartons' fit|the weight): [\d,.]+ (CBM|kg) left$/,
        );
        expect(await factory.locator('.ui-container-limit__figures li').count()).toBe(3);

        // The three flat views, each labelled on the page, inside the factory's panel and
        // no wider than the figure's cap (48rem).
        const panel = await factory.boundingBox();
        if (!panel) throw new Error('the factory panel is not laid out');
        for (const label of ['From above', 'From the side', 'From the door']) {
          const caption = factory.locator('.ui-load-plan-2d__label', { hasText: label });
          expect(await caption.isVisible()).toBe(true);
          const view = factory.getByRole('img', { name: new RegExp(`^${label}: `) });
          const drawn = await view.boundingBox();
          if (!drawn) throw new Error(`${label} is not laid out`);
          expect(drawn.x).toBeGreaterThanOrEqual(panel.x);
          expect(drawn.x + drawn.width).toBeLessThanOrEqual(panel.x + panel.width + 0.5);
        }
        const views = await factory.locator('.ui-load-plan-2d__views').boundingBox();
        expect(views?.width ?? Infinity).toBeLessThanOrEqual(768.5);
        const side = await factory.getByRole('img', { name: /^From the side: / }).boundingBox();
        const door = await factory.getByRole('img', { name: /^From the door: / }).boundingBox();
        if (!side || !door) throw new Error('the side or door view is not laid out');
        if (name === 'desktop') expect(Math.abs(door.y - side.y)).toBeLessThan(1);
        else expect(door.y).toBeGreaterThanOrEqual(side.y + side.height);

        // One legend for the 3D and 2D views, each swatch the colour of its product's cartons.
        const legends = factory.getByRole('list', { name: 'Products' });
        expect(await legends.count()).toBe(1);
        const pairs = await factory.evaluate((element) =>
          [...element.querySelectorAll<HTMLElement>('[data-slot="load-plan-legend"] li')].map(
            (row) => {
              const key = row.dataset.line ?? '';
              const swatch = row.querySelector<HTMLElement>('.ui-load-plan-legend__swatch');
              const carton = element.querySelector(
                `[data-view="top"] rect[data-carton^="${CSS.escape(key)}#"]`,
              );
              return {
                swatch: swatch ? getComputedStyle(swatch).backgroundColor : '',
                fill: carton?.getAttribute('fill') ?? '',
              };
            },
          ),
        );
        expect(pairs.length).toBeGreaterThan(0);
        for (const pair of pairs) expect(pair.swatch).toBe(rgbOf(pair.fill));
        expect(new Set(pairs.map((pair) => pair.fill)).size).toBe(pairs.length);
      }
      const { scroll, width } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        width: window.innerWidth,
      }));
      expect(scroll).toBeLessThanOrEqual(width);
      await shot(page, `container-builder-${name}`);
    });
  }

  it('gives no centre-of-gravity advice for a single carton', async () => {
    const [item] = await twoFactories();
    if (!item) throw new Error('no container product');
    const page = await openBuilder(DESKTOP, [item], 1);
    const plan = page.locator('.container-plan');
    expect(await plan.locator('[data-carton]').count()).toBeGreaterThan(0);
    expect(await page.getByText(/centre of gravity/i).count()).toBe(0);
    await shot(page, 'container-builder-single-carton');
  });
});
