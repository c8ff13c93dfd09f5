import { spawn } from 'node:child_process';
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProbedBackend } from '../../scripts/probe/backend-process';
import { startProbedBackend } from '../../scripts/probe/backend-process';
import { send } from '../../scripts/probe/http';
import type { TestBackend } from '../helpers';
import { setupBackend } from '../helpers';
import { APP_ID, SEARCH_KEY, SETUP_TIMEOUT_MS, serveBackend } from '../search/serve';

// Attack 4 of SECURITY.md's figures (behaviour.md#security): one 6 KB multi-query (50 queries × 1000 hits) answered 46 MB, and eight
// at once held /health for seconds. One call's work and answer are now bounded (1000 hits
// across its queries, short highlight tags, bounded attribute lists) and search is limited
// per address (each query of a multi-query counts), in Algolia's error shape.

const credentials = { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY };
const queries = (count: number, params: Record<string, unknown>) => ({
  requests: Array.from({ length: count }, (_, i) => ({
    indexName: 'products',
    query: '',
    ...params,
    // Distinct queries, so no layer could answer them from one computation.
    page: i % 3,
  })),
});

describe('one search call', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await setupBackend({ SEARCH_LIMIT_PER_ADDRESS: '120', SEARCH_LIMIT_WINDOW_SECONDS: '60' });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  });
  const multi = (body: unknown, from = 'a') =>
    t.call('POST', '/1/indexes/*/queries', {
      body,
      // In-process requests have no socket: a signed address is not needed to tell them
      // apart here, the per-address test below uses real connections.
      headers: { ...credentials, 'x-request-id': from },
    });

  it('may ask for at most 1000 hits across its queries', async () => {
    const abuse = await multi(queries(50, { hitsPerPage: 1000 }));
    expect(abuse.status).toBe(400);
    expect(abuse.body.message).toMatch(
      /^At most 1000 hits per call across its queries \(these ask for 50000\)/,
    );
    expect(abuse.body.status).toBe(400);
    expect(JSON.stringify(abuse.body).length).toBeLessThan(1000);
    expect((await multi(queries(2, { hitsPerPage: 501 }))).status).toBe(400);
    const atTheBound = await multi(queries(2, { hitsPerPage: 500 }));
    expect(atTheBound.status).toBe(200);
    expect(atTheBound.body.results).toHaveLength(2);
  });

  it('refuses highlight tags and attribute lists that would multiply the answer', async () => {
    const long = await multi(queries(1, { query: 'chair', highlightPreTag: 'x'.repeat(65) }));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('highlightPreTag must be at most 64 bytes');
    const many = await multi(
      queries(1, { attributesToRetrieve: Array.from({ length: 101 }, (_, i) => `a${String(i)}`) }),
    );
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('attributesToRetrieve must list at most 100 entries');
    const ais = await multi(
      queries(1, {
        query: 'chair',
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
      }),
    );
    expect(ais.status).toBe(200);
  });
});

describe('search per address', () => {
  let t: TestBackend;
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    t = await setupBackend({ SEARCH_LIMIT_PER_ADDRESS: '100', SEARCH_LIMIT_WINDOW_SECONDS: '60' });
    const served = await serveBackend(t.backend);
    url = served.url;
    close = () => served.close();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await close();
    await t.close();
  });

  it('counts every query of a multi-query and answers 429 in Algolia’s shape', async () => {
    const call = (from: string, count: number) =>
      send(`${url}/1/indexes/*/queries`, {
        from,
        headers: credentials,
        body: queries(count, { query: 'table', hitsPerPage: 1 }),
      });
    expect((await call('127.0.0.2', 50)).status).toBe(200);
    expect((await call('127.0.0.2', 50)).status).toBe(200);
    const refused = await call('127.0.0.2', 1);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ status: 429 });
    expect(refused.json.message).toMatch(/^Too many search queries from this address/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The single-query forms count too, and another address is not affected.
    const single = await send(`${url}/1/indexes/products?query=sofa`, {
      from: '127.0.0.2',
      headers: credentials,
    });
    expect(single.status).toBe(429);
    expect((await call('127.0.0.3', 50)).status).toBe(200);
  });
});

/** Times /health every 25 ms from a process of its own (the abusers' work in this one must not delay its answers). */
async function sampleHealth(url: string, ms: number): Promise<number[]> {
  const sampler = spawn(
    process.execPath,
    [
      '-e',
      `const until = Date.now() + ${String(ms)}; const out = [];
      (async () => { while (Date.now() < until) { const t0 = performance.now();
        await (await fetch(process.argv[1] + '/health')).arrayBuffer();
        out.push(performance.now() - t0); await new Promise((r) => setTimeout(r, 25)); }
        process.stdout.write(JSON.stringify(out)); })();`,
      url,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let sampled = '';
  sampler.stdout.on('data', (chunk: Buffer) => (sampled += chunk.toString()));
  await new Promise((resolve) => sampler.once('exit', resolve));
  return (JSON.parse(sampled) as number[]).sort((a, b) => a - b);
}

/**
 * Eight clients sending `body` for `ms`, while /health is timed: back to back, or (`pause`)
 * in rounds of eight at once, each round after the last has answered and a pause.
 */
async function underAbuse(url: string, body: unknown, ms: number, pause = 0) {
  const until = Date.now() + ms;
  const statuses: number[] = [];
  let bytes = 0;
  const abuser = async () => {
    while (Date.now() < until) {
      if (pause > 0) await new Promise((r) => setTimeout(r, pause));
      const res = await fetch(`${url}/1/indexes/*/queries`, {
        method: 'POST',
        headers: credentials,
        body: JSON.stringify(body),
      });
      bytes += (await res.arrayBuffer()).byteLength;
      statuses.push(res.status);
    }
  };
  const [health] = await Promise.all([sampleHealth(url, ms), ...Array.from({ length: 8 }, abuser)]);
  const at = (q: number) => health[Math.min(health.length - 1, Math.floor(health.length * q))] ?? 0;
  console.info(
    `${String(statuses.length)} calls, ${(bytes / 1e6).toFixed(1)} MB; /health p50 ${at(0.5).toFixed(0)} ms, worst ${at(1).toFixed(0)} ms (${String(health.length)} samples)`,
  );
  return { statuses, bytes, median: at(0.5), worst: at(1) };
}

describe('/health while eight clients abuse search', () => {
  let backend: ProbedBackend;
  beforeAll(async () => {
    // The backend in a process of its own, as in production: /health shares its event loop.
    const env: Record<string, string> = { SEARCH_LIMIT_PER_ADDRESS: '1000000' };
    if (!process.env.TEST_DATABASE_URL)
      Object.assign(env, { DATA_DIR: 'memory://', PGLITE_TEMPLATE: inject('pgliteTemplate') });
    backend = await startProbedBackend(0, env, process.env.TEST_DATABASE_URL);
    // Warm up: the first calls of a fresh process compile their code paths.
    for (let i = 0; i < 20; i++) {
      await fetch(`${backend.url}/health`);
      await fetch(`${backend.url}/1/indexes/*/queries`, {
        method: 'POST',
        headers: credentials,
        body: JSON.stringify(queries(50, { hitsPerPage: i % 2 === 0 ? 20 : 1000 })),
      });
    }
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend.close();
  });

  it('stays under 200 ms while they send 50×1000-hit multi-queries (46 MB answers before)', async () => {
    const abuse = await underAbuse(backend.url, queries(50, { hitsPerPage: 1000 }), 3000, 100);
    expect(new Set(abuse.statuses)).toEqual(new Set([400]));
    expect(abuse.bytes / abuse.statuses.length).toBeLessThan(1000);
    // Before the abuse hardening each round held the event loop for seconds (p50 ≈ 0.5 s, worst 2–4 s).
    // The median, not the worst sample: on a shared machine any process may wait its turn.
    expect(abuse.median).toBeLessThan(200);
  }, 60_000);

  it('answers /health between the queries of the heaviest calls allowed', async () => {
    // 1000 hits over 50 queries, every facet, 64-byte tags: each answer about 3 MB. Before,
    // a call held the event loop for all fifty queries, so /health waited for every call
    // ahead of it; now the queries take turns and /health slips in between.
    const heavy = JSON.stringify(
      queries(50, {
        hitsPerPage: 20,
        facets: ['*'],
        maxValuesPerFacet: 1000,
        attributesToSnippet: ['name:20'],
        highlightPreTag: '<'.padEnd(64, 'x'),
        highlightPostTag: '>'.padEnd(64, 'y'),
      }),
    );
    for (let round = 0; round < 3; round++) {
      const finished: string[] = [];
      const calls = Array.from({ length: 8 }, async () => {
        const res = await fetch(`${backend.url}/1/indexes/*/queries`, {
          method: 'POST',
          headers: credentials,
          body: heavy,
        });
        expect(res.status).toBe(200);
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000);
        finished.push('search');
      });
      // Once the calls are in: /health asks while eight calls of fifty queries are queued.
      await new Promise((r) => setTimeout(r, 20));
      const health = (async () => {
        expect((await fetch(`${backend.url}/health`)).status).toBe(200);
        finished.push('health');
      })();
      await Promise.all([...calls, health]);
      // Before the first two of them are done: it went between their queries.
      expect(finished.indexOf('health')).toBeLessThan(2);
    }
  }, 60_000);
});
