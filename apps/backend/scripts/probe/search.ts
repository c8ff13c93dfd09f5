// Items 4 and 15 of SECURITY.md's figures: search amplification and CORS.
import { api, b, countBy, report, SEARCH_KEY } from './context';
import { send, shopper } from './http';

export async function searchAmplification() {
  const heavy = {
    requests: Array.from({ length: 50 }, () => ({
      indexName: 'products',
      query: '',
      hitsPerPage: 1000,
    })),
  };
  const before = await b.memoryMb();
  const health: number[] = [];
  let rssPeak = before.rss;
  let running = true;
  const sampler = (async () => {
    while (running) {
      const t0 = performance.now();
      await send(`${b.url}/health`);
      health.push(performance.now() - t0);
      rssPeak = Math.max(rssPeak, (await b.memoryMb()).rss);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const t0 = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      send(`${b.url}/1/indexes/*/queries`, {
        from: shopper(40 + i),
        headers: SEARCH_KEY,
        body: heavy,
      }),
    ),
  );
  const elapsed = performance.now() - t0;
  running = false;
  await sampler;
  rssPeak = Math.max(rssPeak, (await b.memoryMb()).rss);
  report('4', '8 concurrent 50×1000-hit multi-queries', {
    statuses: countBy(answers, (a) => a.status),
    mbPerAnswer: +(Math.max(...answers.map((a) => a.bytes)) / 1e6).toFixed(1),
    seconds: +(elapsed / 1000).toFixed(1),
    healthMaxMs: Math.round(Math.max(...health)),
    rssGrowthMb: rssPeak - before.rss,
  });
  // The heaviest calls still allowed: 1000 hits over 50 queries, every facet, 64-byte tags.
  const bounded = {
    requests: Array.from({ length: 50 }, (_, i) => ({
      indexName: 'products',
      query: '',
      page: i % 3,
      hitsPerPage: 20,
      facets: ['*'],
      maxValuesPerFacet: 1000,
      highlightPreTag: '<'.padEnd(64, 'x'),
      highlightPostTag: '>'.padEnd(64, 'y'),
    })),
  };
  const sampled: number[] = [];
  let sampling = true;
  const sampling$ = (async () => {
    while (sampling) {
      const t1 = performance.now();
      await send(`${b.url}/health`);
      sampled.push(performance.now() - t1);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const t2 = performance.now();
  const atBounds = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      send(`${b.url}/1/indexes/*/queries`, {
        from: shopper(60 + i, 2),
        headers: SEARCH_KEY,
        body: bounded,
      }),
    ),
  );
  const heavyElapsed = performance.now() - t2;
  sampling = false;
  await sampling$;
  report('4', '8 concurrent calls at the bounds (1000 hits over 50 queries, all facets)', {
    statuses: countBy(atBounds, (a) => a.status),
    mbPerAnswer: +(Math.max(...atBounds.map((a) => a.bytes)) / 1e6).toFixed(1),
    seconds: +(heavyElapsed / 1000).toFixed(1),
    healthMaxMs: Math.round(Math.max(...sampled)),
  });
  // Rate: 60 multi-queries of 50 small queries each (3000 queries) from one address.
  const light = {
    requests: Array.from({ length: 50 }, (_, i) => ({
      indexName: 'products',
      query: `chair ${String(i)}`,
      hitsPerPage: 1,
    })),
  };
  const statuses = [];
  for (let i = 0; i < 60; i++)
    statuses.push(
      (
        await send(`${b.url}/1/indexes/*/queries`, {
          from: shopper(50),
          headers: SEARCH_KEY,
          body: light,
        })
      ).status,
    );
  report(
    '4',
    '3000 queries from one address in a few seconds',
    countBy(statuses, (s) => s),
  );
}

export async function searchCors() {
  const preflight = await send(`${b.url}/1/indexes/*/queries`, {
    method: 'OPTIONS',
    headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'POST' },
  });
  const rest = await send(api('/products/brands'), {
    method: 'OPTIONS',
    headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'GET' },
  });
  report('15', 'CORS from https://shop.example.com', {
    search: preflight.headers['access-control-allow-origin'] ?? 'none',
    rest: rest.headers['access-control-allow-origin'] ?? 'none',
  });
}
