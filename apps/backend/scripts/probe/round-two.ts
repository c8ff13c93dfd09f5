// The backend's half of "Security, round two" (SECURITY.md's second table, items 2.6, 2.9,
// 2.12, 2.13): the editor-bridge stand-in and JSONP callbacks, the image renders anyone could
// burn CPU with, the public search key's prices and stock, and what a customer may store.
import { randomUUID } from 'node:crypto';
import { send, shopper } from './http';
import { DEMO_PASSWORD, SEARCH_KEY, api, b, countBy, login, report } from './context';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};
const ms = (values: number[]) => ({
  median: Math.round(percentile(values, 0.5)),
  max: Math.round(Math.max(...values)),
});

export async function bridgeAndCallbacks() {
  const bridge = await send(`${b.url}/f/storyblok-v2-latest.js`);
  report('2.6', 'editor-bridge stand-in on a backend without STAGING', bridge.status);
  const callbacks: Record<string, number> = {};
  for (const c of ['handleSignup', 'alert(document.domain)//', 'a.b', 'x'.repeat(200)]) {
    const answer = await send(
      `${b.url}/subscribe/post-json?u=demo&id=trade&EMAIL=cb-${randomUUID()}%40example.com&c=${encodeURIComponent(c)}`,
      { from: shopper(90) },
    );
    callbacks[c.length > 30 ? `${c.slice(0, 8)}…(${String(c.length)})` : c] = answer.status;
  }
  report('2.6', 'JSONP callback names', callbacks);
}

/** The latencies of `probe` every 100 ms while `load` runs. */
async function whileLoaded(load: () => Promise<unknown>, probe: () => Promise<unknown>) {
  const samples: number[] = [];
  let running = true;
  const sampler = (async () => {
    while (running) {
      const t0 = performance.now();
      await probe();
      samples.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await load();
  running = false;
  await sampler;
  return samples;
}

export async function imageRenders() {
  const hero = (await send(`${b.url}/images/products/101/hero.svg?w=320`)).status;
  const known = `${b.url}/images/products/101/hero.svg?w=320`;
  const loginOnce = () =>
    send(api('/customers/login'), {
      from: shopper(91),
      body: { email: 'buyer@example.com', password: DEMO_PASSWORD },
    });
  const idleImage = await whileLoaded(
    () => new Promise((r) => setTimeout(r, 2000)),
    () => send(known),
  );
  // Eight loops of made-up swatch names at the largest width, each from its own address,
  // for 10 s: what a guest with curl could do.
  const statuses: number[] = [];
  const until = Date.now() + 10_000;
  const loops = () =>
    Promise.all(
      Array.from({ length: 8 }, async (_, loop) => {
        while (Date.now() < until) {
          const answer = await send(
            `${b.url}/images/swatches/probe-${randomUUID().slice(0, 8)}.svg?w=1920`,
            { from: shopper(100 + loop) },
          );
          statuses.push(answer.status);
        }
      }),
    );
  const loadedImage: number[] = [];
  const loadedLogin = await whileLoaded(loops, async () => {
    const t0 = performance.now();
    await send(known);
    loadedImage.push(performance.now() - t0);
    await loginOnce();
  });
  report('2.9', '8 loops of made-up swatches at w=1920 for 10 s', {
    answers: countBy(statuses, (s) => s),
    heroWarm: hero,
    productImageIdleMs: ms(idleImage),
    productImageMs: ms(loadedImage),
    loginPlusImageMs: ms(loadedLogin),
  });
  // Known pictures: every width and format of a product's pictures from one address.
  const widths = [80, 160, 320, 400, 480, 640, 800, 960, 1280, 1600, 1920];
  const accepts = ['image/webp', 'image/png', 'image/jpeg'];
  const renders: number[] = [];
  for (const slot of ['front', 'side', 'back', 'lifestyle-1', 'lifestyle-2', 'detail-1'])
    for (const width of widths)
      for (const accept of accepts) {
        const answer = await send(`${b.url}/images/products/102/${slot}.svg?w=${String(width)}`, {
          from: shopper(120),
          headers: { accept },
        });
        renders.push(answer.status);
      }
  report(
    '2.9',
    `${String(renders.length)} new variants of known pictures from one address`,
    countBy(renders, (s) => s),
  );
}

export async function publicSearchKey() {
  const answer = await send(
    `${b.url}/1/indexes/*/queries?x-algolia-application-id=LOCAL&x-algolia-api-key=demo-search-key`,
    {
      headers: { origin: 'https://anyone.example', 'content-type': 'text/plain' },
      raw: JSON.stringify({
        requests: [
          {
            indexName: 'products',
            query: '',
            hitsPerPage: 1000,
            attributesToRetrieve: ['price', 'retailPrice', 'stock', 'variants'],
          },
        ],
      }),
    },
  );
  const hits = (answer.json?.results?.[0]?.hits ?? []) as Record<string, unknown>[];
  const figures = hits.filter(
    (hit) =>
      'price' in hit ||
      'stock' in hit ||
      (Array.isArray(hit.variants) &&
        (hit.variants as Record<string, unknown>[]).some((v) => 'price' in v || 'stock' in v)),
  ).length;
  const filtered = await send(`${b.url}/1/indexes/*/queries`, {
    headers: SEARCH_KEY,
    body: { requests: [{ indexName: 'products', query: '', filters: 'price < 500' }] },
  });
  report('2.12', 'public key asks every record for price, retailPrice, stock and variants', {
    status: answer.status,
    hits: hits.length,
    withPriceOrStock: figures,
    priceFilter: filtered.status,
  });
}

export async function storedAddresses() {
  const buyer = await login('rrp@example.com', DEMO_PASSWORD);
  const path = api(`/customers/${String(buyer.id)}/addresses`);
  const address = (n: number) => ({
    first_name: 'Probe',
    last_name: 'Buyer',
    street_1: `${String(n)} Probe Street`,
    city: 'Sydney',
    country: 'Australia',
    zip: '2000',
  });
  const statuses: number[] = [];
  const t0 = performance.now();
  for (let batch = 0; batch < 100; batch++)
    statuses.push(
      (
        await send(path, {
          token: buyer.token,
          body: Array.from({ length: 10 }, (_, i) => address(batch * 10 + i)),
        })
      ).status,
    );
  const seconds = (performance.now() - t0) / 1000;
  const saved = await send(path, { token: buyer.token });
  const nameless = await send(path, {
    token: buyer.token,
    body: [{ ...address(9999), first_name: '' }],
  });
  report('2.13', '1,000 addresses posted in batches of 10, then one without a first name', {
    batches: countBy(statuses, (s) => s),
    saved: (saved.json?.message?.data as unknown[] | undefined)?.length ?? 0,
    listBytes: saved.bytes,
    seconds: +seconds.toFixed(1),
    nameless: nameless.status,
  });
}
