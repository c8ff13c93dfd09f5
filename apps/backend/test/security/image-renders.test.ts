import { IMAGE_WIDTHS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../scripts/probe/http';
import type { TestBackend } from '../helpers';
import { setupBackend } from '../helpers';
import { SETUP_TIMEOUT_MS, serveBackend, type ServedBackend } from '../search/serve';

// Attack 9 of issue "Security, round two" (behaviour.md#security): any made-up swatch name
// was drawn and rendered by sharp at any width and format, each a new cache entry: eight curl
// loops kept both cores busy. Now only the catalogue's swatches exist, and one address may
// have a bounded number of new variants made per window; what is made is served to anyone.

const LIMIT = 6;
let t: TestBackend;
let served: ServedBackend;
beforeAll(async () => {
  t = await setupBackend({
    IMAGE_RENDER_LIMIT_PER_ADDRESS: String(LIMIT),
    IMAGE_RENDER_WINDOW_SECONDS: '600',
  });
  served = await serveBackend(t.backend);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await served.close();
  await t.close();
});

const get = (path: string, from: string) => send(`${served.url}${path}`, { from });

describe('swatches', () => {
  it('are drawn for the catalogue’s materials only: a made-up name is a 404 at any width', async () => {
    expect((await get('/images/swatches/velvet-forest.svg', '127.0.0.50')).status).toBe(200);
    expect((await get('/images/swatches/velvet-forest.svg?w=320', '127.0.0.50')).status).toBe(200);
    for (const path of [
      '/images/swatches/made-up-material.svg',
      '/images/swatches/made-up-material.svg?w=1920',
      '/images/swatches/velvet-forest-x.svg?w=640',
    ]) {
      const answer = await get(path, '127.0.0.50');
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/json/);
    }
  });
});

describe('new variants per address', () => {
  it(`are made ${String(LIMIT)} times per window for one address, then refused with 429; made ones stay served`, async () => {
    const swatches = ['boucle-cream', 'linen-stone', 'wool-grey'];
    const widths = IMAGE_WIDTHS.slice(0, 3);
    const paths = swatches.flatMap((name) =>
      widths.map((width) => `/images/swatches/${name}.svg?w=${String(width)}`),
    );
    const statuses = [];
    for (const path of paths) statuses.push((await get(path, '127.0.0.51')).status);
    expect(statuses.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 200));
    expect(statuses.slice(LIMIT)).toEqual(paths.slice(LIMIT).map(() => 429));
    const refused = await get(paths[LIMIT] ?? '', '127.0.0.51');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // What was made is served again to the same address, and to another.
    expect((await get(paths[0] ?? '', '127.0.0.51')).status).toBe(200);
    // Another address has a budget of its own: it may have the refused variant made.
    expect((await get(paths[LIMIT] ?? '', '127.0.0.52')).status).toBe(200);
  });
});
