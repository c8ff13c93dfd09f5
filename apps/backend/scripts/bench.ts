import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

// `pnpm --filter @shop/backend bench [--driver pglite|postgres|both] [--duration 10]
//  [--connections 32] [--products 320]`: starts the backend as a child process on a
// fresh database, drives it over loopback with autocannon (each scenario bounded in time
// or request count) and prints req/s, p50/p99 latency and the backend's peak memory.
// Note: the args/env are parsed here directly; this script is not part of the server.

const backendRoot = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    driver: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    products: { type: 'string', default: '320' },
    orders: { type: 'string', default: '1000' },
    port: { type: 'string', default: '4610' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const orderCount = Number(values.orders);
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

const row = (driver: string, scenario: string, r: autocannon.Result): Row => ({
  driver,
  scenario,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx,
  requests: r.requests.total,
});

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
  if (driver === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
    env.DATA_DIR = dir;
    delete env.DATABASE_URL;
    cleanup = () => rm(dir, { recursive: true, force: true });
  } else {
    const name = `bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    };
  }
  const products = Number(values.products);
  if (products !== 320) await seedDatabase(env, products);

  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@shop/source', 'src/main.ts'],
    {
      cwd: backendRoot,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitForHealth(child);
    const rows: Row[] = [];
    const common = { url: base, connections, headers: { 'content-type': 'application/json' } };

    // Product listing: one page of 50 available products.
    rows.push(
      row(
        driver,
        'product listing',
        await run({
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
    const cart = await json<{ message: { data: { id: string } } }>('POST', '/api/carts', {
      line_items: [0, 1, 2].map((i) => ({ ...pick(i), quantity: 1 })),
    });
    rows.push(
      row(
        driver,
        'cart read',
        await run({
          ...common,
          duration,
          method: 'GET',
          url: `${base}/api/carts/${cart.message.data.id}`,
        }),
      ),
    );

    // Cart add: 64 guest carts, each add a different variant, so stock never runs out.
    const carts = await Promise.all(
      Array.from(
        { length: 64 },
        async (_, i) =>
          (
            await json<{ message: { data: { id: string } } }>('POST', '/api/carts', {
              line_items: [{ ...pick(i), quantity: 1 }],
            })
          ).message.data.id,
      ),
    );
    let counter = 0;
    rows.push(
      row(
        driver,
        'cart add',
        await run({
          ...common,
          duration,
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => {
                counter += 1;
                const id = carts[counter % carts.length] ?? '';
                return {
                  ...req,
                  path: `/api/carts/${id}/items`,
                  body: JSON.stringify({ line_items: [{ ...pick(counter * 7), quantity: 1 }] }),
                };
              },
            },
          ],
        }),
      ),
    );

    // Order create: one fresh cart per order (bounded by --orders).
    const login = await json<{ token: string; customer: { id: number } }>(
      'POST',
      '/api/customers/login',
      {
        email: 'buyer@example.com',
        password: 'demo-password-1',
      },
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
      row(
        driver,
        'order create',
        await run({
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
    `connections ${connections}, ${duration} s per read/add scenario, ${orderCount} orders, ${values.products} products`,
  ];
  for (const driver of drivers) {
    const { rows, peakMb } = await benchDriver(driver);
    lines.push(
      '',
      `${driver} (backend peak RSS ${peakMb} MB)`,
      'scenario          req/s    p50 ms   p99 ms   errors/non-2xx  requests',
    );
    for (const r of rows) {
      lines.push(
        `${r.scenario.padEnd(16)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(16)} ${String(r.requests).padStart(9)}`,
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
