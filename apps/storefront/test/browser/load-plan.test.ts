// Load plans (docs/behaviour.md#load-plans) in a real headless Chromium against the real backend and the built storefront:
// the container builder's 3D view (software WebGL) loaded only on that page, its 2D views
// without JavaScript, an add refused with the load plan's reason beside the over-capacity text of behaviour.md#errors, and
// the printable plan downloaded and read back.
import { readFile } from 'node:fs/promises';
import { checkContainerLoad, containerTypeForCapacity, OVER_CAPACITY_MESSAGE } from '@shop/domain';
import { cartonFromMetafields, type CartonSpec } from '@shop/domain/load-plan';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../pdf-text';
import { setupSite, waitForHydration } from './harness';
import { backendApi, lineOf, logIn, sellable, type CatalogueItem, type Session } from './shop-data';

const site = setupSite();
const twentyFoot = containerTypeForCapacity(26);

interface Packed extends CatalogueItem {
  sku: string;
  carton: CartonSpec;
}

/** The demo's container products with the carton of the variant the tests add. */
async function packed(): Promise<Packed[]> {
  const api = backendApi(site.stack);
  const items = (await sellable(site.stack)).filter((item) => item.isContainer).slice(0, 40);
  const out: Packed[] = [];
  for (const item of items) {
    const listed = await api.catalogue.availableProducts({ brand_id: item.brandId, limit: 250 });
    const variant = (
      listed.find((product) => product.id === item.productId)?.variants as
        { id: number; sku: string }[] | undefined
    )?.find((candidate) => candidate.id === item.variantId);
    if (!variant) continue;
    const { site: graph } = await api.graphql.productStockDetails({ sku: variant.sku });
    const node = graph.product?.variants.edges?.find(
      ({ node: candidate }) => candidate.entityId === item.variantId,
    )?.node;
    const carton = node ? cartonFromMetafields(node.metafields, graph.product?.metafields) : null;
    if (carton) out.push({ ...item, sku: variant.sku, carton });
  }
  return out;
}

const fits = (item: Packed, quantity: number) =>
  checkContainerLoad([{ key: item.sku, quantity, carton: item.carton }], twentyFoot).fits;

/** A product a 20 ft box takes a few of. */
async function roomyItem(): Promise<Packed> {
  const item = (await packed()).find((candidate) => fits(candidate, 4));
  if (!item) throw new Error('no container product that plans');
  return item;
}

/**
 * A product whose containers fill by their cartons before the standard 26 CBM of behaviour.md#constants (marble tops that
 * may not be stacked, say), with the most units that still plan: one more is refused for
 * `reason` while the CBM rule would admit it.
 */
async function planBoundItem() {
  for (const item of await packed()) {
    const byVolume = Math.floor(26 / item.volume);
    for (let planned = 1; planned < byVolume; planned++) {
      const check = checkContainerLoad(
        [{ key: item.sku, quantity: planned + 1, carton: item.carton }],
        twentyFoot,
      );
      if (!check.fits) return { item, planned, reason: check.reason };
    }
  }
  throw new Error('no demo container product that fills by its cartons first');
}

async function containerCart(session: Session, item: Packed, quantity: number) {
  return (await session.api.carts.create([lineOf(item, quantity)], { token: session.token })).id;
}

async function openBuilder(page: Page, cartId: string) {
  await site.useCart(page, cartId);
  await page.goto(site.url('/container/build'));
}

describe('/container/build', () => {
  it('draws the plan in 3D with WebGL, with a loading-step slider, loading three.js only here', async () => {
    const session = await logIn(site.stack);
    const item = await roomyItem();
    const cartId = await containerCart(session, item, 4);
    const cartons = Math.ceil(4 / item.carton.unitsPerCarton);
    const page = await site.newPage({ token: session.token });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await openBuilder(page, cartId);
    await waitForHydration(page);

    const stage = page.getByRole('img', {
      name: new RegExp(`in 3D: ${String(cartons)} of ${String(cartons)} cartons loaded`),
    });
    await stage.waitFor();
    expect(await page.locator('[data-slot="load-plan-3d"] canvas').count()).toBe(1);
    // The canvas really draws: WebGL gave it a context.
    expect(
      await page.evaluate(() => {
        const canvas = document.querySelector('[data-slot="load-plan-3d"] canvas');
        return canvas instanceof HTMLCanvasElement && canvas.width > 0 && canvas.height > 0;
      }),
    ).toBe(true);
    // Back to the empty container and one step on, as a keyboard user would.
    const slider = page.getByRole('slider', { name: 'Loading step' });
    await slider.focus();
    await page.keyboard.press('Home');
    await page
      .getByRole('img', { name: new RegExp(`in 3D: 0 of ${String(cartons)} cartons loaded`) })
      .waitFor();
    await page.keyboard.press('ArrowRight');
    await page
      .getByRole('img', { name: new RegExp(`in 3D: 1 of ${String(cartons)} cartons loaded`) })
      .waitFor();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Step 1 of' }).count())
      .toBeGreaterThan(0);
    // The 2D views stay beside it.
    expect(await page.locator('[data-view="top"] rect[data-carton]').count()).toBe(cartons);

    // three.js came in a chunk of its own, after the page: no other page loads it.
    const threeChunks: string[] = [];
    for (const url of new Set(scripts)) {
      const source = await (await fetch(url)).text();
      if (source.includes('WebGLRenderer')) threeChunks.push(url);
    }
    expect(threeChunks.length).toBeGreaterThan(0);
    const product = await site.newPage({ token: session.token });
    const productScripts: string[] = [];
    product.on('response', (response) => {
      if (response.url().endsWith('.js')) productScripts.push(response.url());
    });
    await product.goto(site.url(`/product${item.path}`));
    await waitForHydration(product);
    expect(productScripts.filter((url) => threeChunks.includes(url))).toEqual([]);
  });

  it('shows the 2D views, the gauges and the box without JavaScript (no WebGL needed)', async () => {
    const session = await logIn(site.stack);
    const item = await roomyItem();
    const cartId = await containerCart(session, item, 4);
    const cartons = Math.ceil(4 / item.carton.unitsPerCarton);
    const page = await site.newPage({ token: session.token, javaScriptEnabled: false });
    await openBuilder(page, cartId);
    await page.getByRole('heading', { name: 'Load plan: 20 ft standard' }).waitFor();
    const top = page.getByRole('img', { name: /^From above:/ });
    const side = page.getByRole('img', { name: /^From the side:/ });
    expect(await top.isVisible()).toBe(true);
    expect(await side.isVisible()).toBe(true);
    expect(await top.locator('rect[data-carton]').count()).toBe(cartons);
    expect((await top.boundingBox())?.width).toBeGreaterThan(200);
    expect(await page.getByRole('img', { name: /^From the door:/ }).isVisible()).toBe(true);
    // One gauge for the factory's container.
    expect(await page.getByRole('meter').count()).toBe(1);
    expect(await page.getByText('The 3D view needs JavaScript and WebGL').isVisible()).toBe(true);
    expect(await page.locator('canvas').count()).toBe(0);
  });

  it('downloads the printable load plan of the buyer’s container, which reads back', async () => {
    const session = await logIn(site.stack);
    const item = await roomyItem();
    const cartId = await containerCart(session, item, 4);
    const page = await site.newPage({ token: session.token });
    await openBuilder(page, cartId);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the load plan (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^load-plan-[a-z0-9-]+-20ft\.pdf$/);
    const path = await download.path();
    const pdf = await readPdf(new Uint8Array(await readFile(path)));
    expect(pdf.title).toMatch(/^Load plan: .+, 20 ft standard$/);
    const text = pdf.text.join('\n');
    expect(text).toContain('Packing list');
    expect(text).toContain('Loading sequence (back wall to door, bottom up)');
    expect(text).toContain(item.sku);
    expect(text).toContain(`${item.sku}#1`);
  });
});

describe('an add the container cannot be loaded with', () => {
  it('is refused on the product page with the over-capacity text (behaviour.md#errors) and the reason beside it', async () => {
    const session = await logIn(site.stack);
    const { item, planned, reason } = await planBoundItem();
    const cartId = await containerCart(session, item, planned);
    const page = await site.newPage({ token: session.token });
    await site.useCart(page, cartId);
    await page.goto(site.url(`/product${item.path}`));
    await waitForHydration(page, '[data-testid="add-to-cart"]');
    // The backend refuses the add (409); the page shows why.
    site.allow(409);
    await page.getByTestId('add-to-cart').click();
    const refusal = page.locator(`[data-slot="load-plan-refusal"][data-reason="${reason}"]`);
    await refusal.waitFor();
    expect(await refusal.getAttribute('role')).toBe('alert');
    const said = await refusal.innerText();
    expect(said).toContain(OVER_CAPACITY_MESSAGE);
    expect(said).toMatch(new RegExp(`^${reason[0]?.toUpperCase() ?? ''}${reason.slice(1)}: `, 'm'));
    expect(
      (await session.api.carts.get(cartId, { token: session.token })).line_items.physical_items.map(
        (l) => l.quantity,
      ),
    ).toEqual([planned]);
  });
});
