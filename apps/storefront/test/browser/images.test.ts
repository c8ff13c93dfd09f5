// Responsive pictures in the browser (behaviour.md#images): a product page's pictures carry
// `srcset` and `sizes`, Chromium picks a width of the set and gets webp from the backend,
// and a picture still loading shows its 10×10 placeholder behind it.
import { describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';

const site = setupSite();

describe('product page pictures', () => {
  it('carry srcset at densities 1 and 2 and load as webp', async () => {
    const page = await site.newPage();
    const pictures = new Map<string, string>();
    page.on('response', (response) => {
      const url = response.url();
      // Pictures, not the product movie.
      if (url.startsWith(`${site.stack.backendUrl}/images/products/`) && !url.endsWith('.mp4'))
        pictures.set(url, response.headers()['content-type'] ?? '');
    });
    await page.goto(site.url('/product/oslo-classic-dining-chair'));
    await waitForHydration(page);

    const hero = page.locator('.ui-gallery__slide[data-state="active"] img');
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const picked = await hero.evaluate((img: HTMLImageElement) => ({
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes'),
      current: img.currentSrc,
      loaded: img.dataset.loaded,
      laidOut: img.getBoundingClientRect().width * devicePixelRatio,
    }));
    expect(picked.sizes).toBeTruthy();
    const candidates = picked.srcset.split(', ').map((candidate) => candidate.split(' '));
    const widths = candidates.map(([, descriptor]) => Number(descriptor?.replace('w', '')));
    expect(widths).toEqual(expect.arrayContaining([800, 1600]));
    for (const [url] of candidates)
      expect(url).toMatch(/\/images\/products\/101\/hero\.svg\?v=[\w-]{12}&w=\d+$/);
    // Chromium chose one of them, wide enough for the pixels it lays the picture out at and
    // no wider than it needs (a 1280 px desktop at density 1: not the 2x picture) …
    expect(candidates.map(([url]) => url)).toContain(picked.current);
    const chosen = Number(/&w=(\d+)$/.exec(picked.current)?.[1]);
    expect(chosen).toBeGreaterThanOrEqual(Math.ceil(picked.laidOut));
    expect(chosen).toBeLessThan(1600);
    // The file is that wide (naturalWidth of a srcset picture is scaled by its density).
    const fileWidth = await page.evaluate(
      (url) =>
        new Promise<number>((resolve, reject) => {
          const image = new Image();
          image.onload = () => {
            resolve(image.naturalWidth);
          };
          image.onerror = reject;
          image.src = url;
        }),
      picked.current,
    );
    expect(fileWidth).toBe(chosen);
    // … and it came as webp, as every product picture the page loaded did.
    expect(pictures.get(picked.current)).toBe('image/webp');
    expect(pictures.size).toBeGreaterThan(1);
    for (const [url, type] of pictures) expect(type, url).toBe('image/webp');
    // Loaded: the placeholder is gone from behind it.
    expect(picked.loaded).toBe('true');
    expect(await hero.evaluate((img) => getComputedStyle(img).backgroundImage)).toBe('none');
  });

  it('shows a lazy picture’s 10×10 placeholder until it loads, then the picture', async () => {
    const page = await site.newPage();
    const placeholders = new Map<string, string>();
    page.on('response', (response) => {
      if (response.url().endsWith('&w=10'))
        placeholders.set(response.url(), response.headers()['content-type'] ?? '');
    });
    await page.goto(site.url('/product/oslo-classic-dining-chair'));
    await waitForHydration(page);
    // A related product's card, below the fold: not loaded yet, its placeholder painted.
    const card = page.locator('.ui-product-card__image').last();
    const before = await card.evaluate((img: HTMLImageElement) => ({
      loaded: img.dataset.loaded ?? null,
      background: getComputedStyle(img).backgroundImage,
    }));
    expect(before.loaded).toBeNull();
    expect(before.background).toMatch(
      /^url\(".*\/images\/products\/\d+\/hero\.svg\?v=[\w-]{12}&w=10"\)$/,
    );
    // The placeholder as the page loads pictures (an image, as the stylesheet's is): 10×10.
    const placeholder = await page.evaluate(
      (url) =>
        new Promise<number[]>((resolve, reject) => {
          const image = new Image();
          image.onload = () => {
            resolve([image.naturalWidth, image.naturalHeight]);
          };
          image.onerror = reject;
          image.src = url;
        }),
      before.background.slice(5, -2),
    );
    expect(placeholder).toEqual([10, 10]);
    expect(placeholders.get(before.background.slice(5, -2))).toBe('image/webp');
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.getAttribute('data-loaded')).toBe('true');
    expect(await card.evaluate((img) => getComputedStyle(img).backgroundImage)).toBe('none');
  });
});
