import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile, readdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freshPostgresDatabase } from '../src/db/fresh-database';

// `pnpm --filter @shop/backend bench [--driver pglite|postgres|both] [--duration 10]
//  [--connections 32] [--products 320] [--cart-lines 20] [--scenarios listing,read,add,order]
//  [--cpu-prof DIR]`: starts the backend as a child process on a
// fresh database, drives it over loopback with autocannon (each scenario bounded in time
// or request count) and prints req/s, p50/p99 latency, the CPU time one request costs the
// backend process and PostgreSQL (a figure a shared, busy machine distorts far less than
// req/s) and the backend's peak memory.
// Note: the args/env are parsed here directly; this script is not part of the server.

const backendRoot = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    driver: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    products: { type: 'string', default: '320' },
    orders: { type: 'string', default: '1000' },
    // How many distinct lines a cart of the add scenario grows to; later adds raise quantities.
    'cart-lines': { type: 'string', default: '20' },
    port: { type: 'string', default: '4610' },
    scenarios: { type: 'string', default: 'listing,read,add,order' },
    // A folder: the backend writes a V8 CPU profile there when it stops.
    'cpu-prof': { type: 'string' },
  },
});
const scenarios = new Set(values.scenarios.split(','));
const duration = Number(values.duration);
const connections = Number(values.connections);
const orderCount = Number(values.orders);
const cartLines = Number(values['cart-lines']);
const port = Number(values.port);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const base = `http://127.0.0.1:${port}`;

interface Row {
  driver: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** CPU ms per request: the backend process, and the PostgreSQL backends of its database. */
  nodeCpu: number;
  pgCpu: number | undefined;
}

async function json<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function waitForHealth(child: ChildProcess) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('backend did not become healthy in 120 s');
}

async function peakMemoryMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(result);
    });
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of one process, in ms (0 once it has gone). */
async function cpuMs(pid: number) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU ms of each PostgreSQL backend serving `database` (its command line names it), by pid. */
async function pgCpuMs(database: string) {
  const byPid = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline: string;
    try {
      cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (cmdline.startsWith('postgres: ') && cmdline.split(' ').includes(database))
      byPid.set(Number(entry), await cpuMs(Number(entry)));
  }
  return byPid;
}

/** CPU spent between two snapshots by the backends alive at the end (an exited one's is lost). */
function pgDelta(before: Map<number, number>, after: Map<number, number>) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

interface Probe {
  pid: number;
  database: string | undefined;
}

async function measured(
  probe: Probe,
  driver: string,
  scenario: string,
  go: () => Promise<autocannon.Result>,
): Promise<Row> {
  const node0 = await cpuMs(probe.pid);
  const pg0 = probe.database ? await pgCpuMs(probe.database) : new Map<number, number>();
  const r = await go();
  const node1 = await cpuMs(probe.pid);
  const pg1 = probe.database ? await pgCpuMs(probe.database) : new Map<number, number>();
  const n = Math.max(1, r.requests.total);
  return {
    driver,
    scenario,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    requests: r.requests.total,
    nodeCpu: (node1 - node0) / n,
    pgCpu: probe.database ? pgDelta(pg0, pg1) / n : undefined,
  };
}

async function seedDatabase(env: NodeJS.ProcessEnv, products: number) {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@shop/source',
        'src/seed-cli.ts',
        '--products',
        String(products),
      ],
      {
        cwd: backendRoot,
        env,
        stdio: 'inherit',
      },
    );
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`seed exited with ${code}`));
    });
  });
}

async function benchDriver(
  driver: 'pglite' | 'postgres',
): Promise<{ rows: Row[]; peakMb: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' };
  let cleanup = async () => undefined as unknown;
  let database: string | undefined;
  if (driver === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
    env.DATA_DIR = dir;
    delete env.DATABASE_URL;
    cleanup = () => rm(dir, { recursive: true, force: true });
  } else {
    const fresh = await freshPostgresDatabase(adminUrl);
    database = fresh.name;
    env.DATABASE_URL = fresh.url;
    cleanup = fresh.drop;
  }
  const products = Number(values.products);
  if (products !== 320) await seedDatabase(env, products);

  const child = spawn(
    process.execPath,
    [
      ...(values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : []),
      '--import',
      'tsx',
      '--conditions=@shop/source',
      'src/main.ts',
    ],
    {
      cwd: backendRoot,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitForHealth(child);
    const probe: Probe = { pid: child.pid ?? 0, database };
    const rows: Row[] = [];
    const common = { url: base, connections, headers: { 'content-type': 'application/json' } };

    // Product listing: one page of 50 available products.
    if (scenarios.has('listing'))
      rows.push(
        await measured(probe, driver, 'product listing', () =>
          run({
            ...common,
            duration,
            method: 'POST',
            url: `${base}/api/products/all-products-available`,
            body: JSON.stringify({ limit: 50 }),
          }),
        ),
      );

    // A pool of in-stock, non-container variants to add from.
    const listing = await json<{
      data: { id: number; name: string; variants: { id: number; inventory_level: number }[] }[];
    }>('POST', '/api/products/all-products-available', { limit: 1000 });
    const pool = listing.data
      .filter((p) => !p.name.endsWith('(Container)'))
      .flatMap((p) =>
        p.variants
          .filter((v) => v.inventory_level >= 20)
          .map((v) => ({ product_id: p.id, variant_id: v.id })),
      );
    const pick = (i: number) => {
      const item = pool[i % pool.length];
      if (!item) throw new Error('no in-stock variants to benchmark with');
      return item;
    };

    // Cart read: a guest cart with three lines.
    if (scenarios.has('read')) {
      const cart = await json<{ message: { data: { id: string } } }>('POST', '/api/carts', {
        line_items: [0, 1, 2].map((i) => ({ ...pick(i), quantity: 1 })),
      });
      rows.push(
        await measured(probe, driver, 'cart read', () =>
          run({
            ...common,
            duration,
            method: 'GET',
            url: `${base}/api/carts/${cart.message.data.id}`,
          }),
        ),
      );
    }

    // Cart add: 64 guest carts. Each cycles through its own --cart-lines variants, so a cart
    // stays the size a trade order has (its response, and so the figures, do not grow with
    // --duration) and no variant is asked for more than its stock of at least 20 in a run.
    if (scenarios.has('add')) {
      const carts = await Promise.all(
        Array.from(
          { length: 64 },
          async (_, i) =>
            (
              await json<{ message: { data: { id: string } } }>('POST', '/api/carts', {
                line_items: [{ ...pick(i * cartLines), quantity: 1 }],
              })
            ).message.data.id,
        ),
      );
      let counter = 0;
      rows.push(
        await measured(probe, driver, 'cart add', () =>
          run({
            ...common,
            duration,
            requests: [
              {
                method: 'POST',
                setupRequest: (req) => {
                  counter += 1;
                  const cart = counter % carts.length;
                  const line = Math.floor(counter / carts.length) % cartLines;
                  return {
                    ...req,
                    path: `/api/carts/${carts[cart] ?? ''}/items`,
                    body: JSON.stringify({
                      line_items: [{ ...pick(cart * cartLines + line), quantity: 1 }],
                    }),
                  };
                },
              },
            ],
          }),
        ),
      );
    }

    // Order create: one fresh cart per order (bounded by --orders).
    if (scenarios.has('order')) {
      const login = await json<{ token: string; customer: { id: number } }>(
        'POST',
        '/api/customers/login',
        { email: 'buyer@example.com', password: 'demo-password-1' },
      );
      const orderCarts: string[] = [];
      for (let i = 0; i < orderCount; i += 32) {
        const batch = await Promise.all(
          Array.from(
            { length: Math.min(32, orderCount - i) },
            async (_, k) =>
              (
                await json<{ message: { data: { id: string } } }>(
                  'POST',
                  '/api/carts',
                  { line_items: [{ ...pick(i + k), quantity: 1 }] },
                  login.token,
                )
              ).message.data.id,
          ),
        );
        orderCarts.push(...batch);
      }
      const address = {
        first_name: 'Bench',
        last_name: 'Buyer',
        street_1: '1 Loop Road',
        city: 'Sydney',
        country: 'Australia',
        zip: '2000',
      };
      let next = 0;
      rows.push(
        await measured(probe, driver, 'order create', () =>
          run({
            ...common,
            amount: orderCarts.length,
            headers: { ...common.headers, authorization: `Bearer ${login.token}` },
            requests: [
              {
                method: 'POST',
                path: '/api/orders/create',
                setupRequest: (req) => {
                  const cartId = orderCarts[next++] ?? '';
                  return {
                    ...req,
                    body: JSON.stringify({
                      cartId,
                      customer_id: login.customer.id,
                      billing_address: address,
                      shipping_address: address,
                    }),
                  };
                },
              },
            ],
          }),
        ),
      );
    }
    return { rows, peakMb: child.pid ? await peakMemoryMb(child.pid) : 0 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await cleanup();
  }
}

async function main() {
  const drivers: ('pglite' | 'postgres')[] =
    values.driver === 'both'
      ? ['pglite', 'postgres']
      : values.driver === 'postgres'
        ? ['postgres']
        : ['pglite'];
  const lines = [
    `load average at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
    `connections ${connections}, ${duration} s per read/add scenario, ${orderCount} orders, ${values.products} products, add carts of ${cartLines} lines`,
  ];
  for (const driver of drivers) {
    const { rows, peakMb } = await benchDriver(driver);
    lines.push(
      '',
      `${driver} (backend peak RSS ${peakMb} MB)`,
      'scenario          req/s    p50 ms   p99 ms   errors/non-2xx  requests  CPU ms/req node  pg',
    );
    for (const r of rows) {
      const pgCpu = r.pgCpu === undefined ? '–' : r.pgCpu.toFixed(2);
      lines.push(
        `${r.scenario.padEnd(16)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(16)} ${String(r.requests).padStart(9)} ${r.nodeCpu.toFixed(2).padStart(15)} ${pgCpu.padStart(5)}`,
      );
    }
  }
  // The machine may be shared: the load average says how far to trust req/s and latency.
  lines.push(
    '',
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
