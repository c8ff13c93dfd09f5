import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import type { Database } from '../src/db/client';
import { SearchEngine } from '../src/modules/search/engine';
import { parseSearchParams } from '../src/modules/search/params';
import { loadSearchRecords } from '../src/modules/search/records';
import { seedDemo } from '../src/seed/seed';

// `pnpm --filter @shop/backend bench:search [--products 10000,100000] [--rounds 3]`
// For each catalogue size: a PostgreSQL database seeded by part 1's catalogue generator
// (kept as bench_search_<N> and reused while its product count matches; BENCH_DATABASE_URL,
// default the local server), then in a fresh child process: the index build (database load
// and indexing, timed apart), the process memory with the index in it, and the engine time
// of a fixed mix of storefront queries (typing a term letter by letter, typos, SKUs, the
// search page with facets and filters, browsing with an empty query), as p50/p95/max.
// A script, not a test: it prints figures, it asserts nothing.

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000,100000' },
    rounds: { type: 'string', default: '3' },
    child: { type: 'string' },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const rounds = Number(values.rounds);

function databaseUrl(products: number) {
  const url = new URL(adminUrl);
  url.pathname = `/bench_search_${products}`;
  return url.toString();
}

/** Creates and seeds bench_search_<N> unless it already holds exactly N products. */
async function ensureDatabase(products: number) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `bench_search_${products}`;
  const exists =
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (exists) {
    const probe = new pg.Client({ connectionString: databaseUrl(products) });
    await probe.connect();
    const count = await probe
      .query<{ n: string }>('SELECT count(*) AS n FROM products')
      .catch(() => ({ rows: [{ n: '-1' }] }));
    await probe.end();
    if (Number(count.rows[0]?.n) === products) {
      await admin.end();
      return;
    }
    await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
  }
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: databaseUrl(products), dataDir: 'memory://' });
  const started = performance.now();
  process.stdout.write(`seeding ${products} products into ${name} …\n`);
  await seedDemo(database.db, { products });
  process.stdout.write(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  await database.close();
}

const FACETS = ['brand', 'categories', 'colour', 'material', 'inStock'];

/** The query mix: what the suggestion box and the search page send. */
function queryMix() {
  const typed = [
    'oslo dining chair',
    'walnut sideboard',
    'kyoto bed',
    'velvet sofa',
    'bar stool',
    'NOW-DCH-00012',
  ];
  const mix: { kind: string; params: Record<string, unknown> }[] = [];
  for (const phrase of typed) {
    for (let n = 2; n <= phrase.length; n++) {
      const query = phrase.slice(0, n);
      if (query.endsWith(' ')) continue;
      mix.push({ kind: 'suggest (as you type)', params: { query, hitsPerPage: 8 } });
    }
  }
  for (const query of [
    'chiar',
    'sofe',
    'bookcsae',
    'sidebaord',
    'matress',
    'tabel',
    'lounge chiar',
  ]) {
    mix.push({ kind: 'typo', params: { query, hitsPerPage: 8 } });
  }
  for (const query of ['chair', 'sofa', 'oak table', 'bergen', 'storage', 'modular sofa', '']) {
    mix.push({
      kind: 'search page (facets)',
      params: { query, hitsPerPage: 24, facets: FACETS, maxValuesPerFacet: 20 },
    });
    mix.push({
      kind: 'search page (filters + facets)',
      params: {
        query,
        hitsPerPage: 24,
        facets: FACETS,
        facetFilters: [['brand:Nordic Oak Works', 'brand:Kyoto Joinery'], 'inStock:true'],
        // A numeric filter of the same cost: price is not filterable with the public key.
        numericFilters: ['productId<=2000'],
      },
    });
    mix.push({
      kind: 'search page (page 3)',
      params: { query, hitsPerPage: 24, page: 3, filters: 'inStock:true AND brandId > 40' },
    });
  }
  return mix;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** One catalogue size, in a process of its own so the memory figure is the index's. */
async function measure(products: number) {
  const gc = (globalThis as { gc?: () => void }).gc;
  const database: Database = await openDatabase({
    databaseUrl: databaseUrl(products),
    dataDir: 'memory://',
    poolSize: 4,
  });
  gc?.();
  const baseline = process.memoryUsage();
  const loadCpuStart = process.cpuUsage();
  const t0 = performance.now();
  const records = await loadSearchRecords(database.db);
  const t1 = performance.now();
  const loadCpu = process.cpuUsage(loadCpuStart);
  const cpuStart = process.cpuUsage();
  const engine = new SearchEngine(records);
  const t2 = performance.now();
  const indexCpu = process.cpuUsage(cpuStart);
  gc?.();
  const memory = process.memoryUsage();

  const mix = queryMix().map((q) => ({ kind: q.kind, params: parseSearchParams(q.params) }));
  for (const q of mix) engine.search('products', q.params); // warm-up
  const times = new Map<string, number[]>();
  const all: number[] = [];
  const cpu: number[] = [];
  let hits = 0;
  for (let round = 0; round < rounds; round++) {
    for (const q of mix) {
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      const result = engine.search('products', q.params);
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
      hits += result.nbHits;
      all.push(ms);
      const list = times.get(q.kind) ?? [];
      list.push(ms);
      times.set(q.kind, list);
    }
  }
  const summary = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      n: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted[sorted.length - 1] ?? 0,
    };
  };
  const result = {
    products,
    records: records.length,
    loadMs: t1 - t0,
    indexMs: t2 - t1,
    indexCpuMs: (indexCpu.user + indexCpu.system) / 1000,
    loadCpuMs: (loadCpu.user + loadCpu.system) / 1000,
    rssMiB: mib(memory.rss),
    heapMiB: mib(memory.heapUsed),
    indexHeapMiB: mib(memory.heapUsed - baseline.heapUsed),
    overall: summary(all),
    cpu: summary(cpu),
    byKind: Object.fromEntries([...times].map(([kind, list]) => [kind, summary(list)])),
    hits,
  };
  await database.close();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

async function runChild(products: number): Promise<Awaited<ReturnType<typeof JSON.parse>>> {
  const script = process.argv[1] ?? '';
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      '--expose-gc',
      script,
      '--child',
      String(products),
      '--rounds',
      String(rounds),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`benchmark of ${products} products exited with ${code}`);
  const line = out.trim().split('\n').pop() ?? '{}';
  return JSON.parse(line) as unknown;
}

const f = (n: number) => n.toFixed(2);

async function main() {
  if (values.child) {
    await measure(Number(values.child));
    return;
  }
  const sizes = values.products.split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 10))
    throw new Error('--products takes whole numbers of at least 10, comma-separated');
  for (const n of sizes) await ensureDatabase(n);
  const [load1] = (await import('node:os')).loadavg();
  process.stdout.write(
    `\nSearch engine benchmark (${rounds} rounds of the query mix, engine time per query, PostgreSQL source; load average ${load1?.toFixed(1)} on ${(await import('node:os')).availableParallelism()} cores)\n`,
  );
  for (const n of sizes) {
    const r = (await runChild(n)) as {
      products: number;
      records: number;
      loadMs: number;
      indexMs: number;
      indexCpuMs: number;
      loadCpuMs: number;
      rssMiB: number;
      heapMiB: number;
      indexHeapMiB: number;
      overall: { n: number; p50: number; p95: number; max: number };
      cpu: { n: number; p50: number; p95: number; max: number };
      byKind: Record<string, { n: number; p50: number; p95: number; max: number }>;
    };
    process.stdout.write(
      [
        ``,
        `${r.products} products (${r.records} records)`,
        `  build: load from database ${(r.loadMs / 1000).toFixed(2)} s + index ${(r.indexMs / 1000).toFixed(2)} s = ${((r.loadMs + r.indexMs) / 1000).toFixed(2)} s (CPU of this process: load ${(r.loadCpuMs / 1000).toFixed(2)} s, indexing ${(r.indexCpuMs / 1000).toFixed(2)} s)`,
        `  memory: rss ${r.rssMiB} MiB, heap ${r.heapMiB} MiB (index and records ≈ ${r.indexHeapMiB} MiB of it)`,
        `  all queries (${r.overall.n}): p50 ${f(r.overall.p50)} ms, p95 ${f(r.overall.p95)} ms, max ${f(r.overall.max)} ms (wall clock)`,
        `  CPU time per query: p50 ${f(r.cpu.p50)} ms, p95 ${f(r.cpu.p95)} ms, max ${f(r.cpu.max)} ms (what the query costs when other processes compete for the cores)`,
        ...Object.entries(r.byKind).map(
          ([kind, s]) =>
            `    ${kind.padEnd(32)} n=${String(s.n).padEnd(4)} p50 ${f(s.p50)} ms  p95 ${f(s.p95)} ms  max ${f(s.max)} ms`,
        ),
      ].join('\n') + '\n',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
