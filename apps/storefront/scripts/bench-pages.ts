// `pnpm --filter @shop/storefront bench:pages [--driver pglite|postgres|both] [--duration 10]
//  [--connections 8] [--pages product,category,home,product-buyer]`: page
// throughput (behaviour.md#performance). Starts the reference backend and the production storefront (server.ts on the
// build; WEB_CONCURRENCY as set, one process by default) as child processes on a fresh database, and — for scale — a plain Node server that
// answers the same product HTML from memory; drives each over loopback with autocannon and
// prints, side by side: req/s, p50/p99 latency, the CPU milliseconds one page costs the
// storefront and the backend (read from /proc, a figure a busy machine distorts far less
// than req/s) and each process's peak memory. Every page is rendered for every request:
// nothing in front of the storefront caches.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freshPostgresDatabase } from '@shop/backend/testing';
import { workerCount } from '../server';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const backendDir = fileURLToPath(new URL('../../backend', import.meta.url));
const { values } = parseArgs({
  options: {
    driver: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    pages: { type: 'string', default: 'product,category,home,product-buyer,product-304' },
    'backend-port': { type: 'string', default: '4710' },
    'storefront-port': { type: 'string', default: '3710' },
    'static-port': { type: 'string', default: '3711' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const pages = values.pages.split(',');
const backendPort = Number(values['backend-port']);
const storefrontPort = Number(values['storefront-port']);
const staticPort = Number(values['static-port']);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const secret = randomBytes(32).toString('base64url');
const TICKS_PER_SECOND = 100;

const PATHS: Record<string, string> = {
  product: '/product/oslo-classic-dining-chair',
  category: '/shop-all/',
  home: '/',
  'product-buyer': '/product/oslo-classic-dining-chair',
  // A guest's revalidation (If-None-Match with the page's ETag): rendered, answered 304.
  'product-304': '/product/oslo-classic-dining-chair',
};

/** The process and its live descendants (the storefront's workers), from /proc. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${String(pid)}/task/${String(pid)}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // Gone meanwhile: nothing below it either.
  }
  return [pid, ...children.flatMap(processTree)];
}

/** A /proc file of a process, or '' when it has just exited. */
function procFile(pid: number, name: string): string {
  try {
    return readFileSync(`/proc/${String(pid)}/${name}`, 'utf8');
  } catch {
    return '';
  }
}

/** user + system CPU so far of a process and its workers, ms (Linux /proc). */
function cpuMs(pid: number): number {
  let ticks = 0;
  for (const member of processTree(pid)) {
    const fields = (procFile(member, 'stat').split(') ')[1]?.split(' ') ?? []).map(Number);
    // After the command: state is [0], utime [11], stime [12], cutime [13], cstime [14].
    ticks += [11, 12, 13, 14].reduce((sum, field) => sum + (fields[field] ?? 0), 0);
  }
  return (ticks / TICKS_PER_SECOND) * 1000;
}

/** The peak resident memory so far of a process and its workers together, MB. */
function peakMb(pid: number): number {
  let kb = 0;
  for (const member of processTree(pid)) {
    const line = procFile(member, 'status')
      .split('\n')
      .find((entry) => entry.startsWith('VmHWM:'));
    kb += Number(line?.replace(/\D+/g, '') ?? 0);
  }
  return kb / 1024;
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${String(child.exitCode)}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${name} did not answer at ${url}`);
}

// Importing server.ts (for workerCount) set this process's NODE_ENV to production
// (production-env.ts); the demo backend must not inherit it, or it refuses its own demo tokens.
const { NODE_ENV: _ownNodeEnv, ...inherited } = process.env;

function start(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const done = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) =>
      setTimeout(() => {
        resolve(false);
      }, 5000),
    ),
  ]);
  if (!done) child.kill('SIGKILL');
}

interface Row {
  driver: string;
  page: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  storefrontCpu: number;
  backendCpu: number;
}

async function drive(url: string, headers: Record<string, string> = {}) {
  return autocannon({ url, connections, duration, headers });
}

async function runDriver(driver: string): Promise<{ rows: Row[]; memory: string[] }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-pages-'));
  const database = driver === 'postgres' ? await freshPostgresDatabase(adminUrl) : null;
  const backendUrl = `http://127.0.0.1:${String(backendPort)}`;
  const storefrontUrl = `http://127.0.0.1:${String(storefrontPort)}`;
  const backend = start(
    process.execPath,
    // tsx as a loader in this very process (its CLI would run the backend in a grandchild,
    // whose CPU /proc would not show).
    ['--import', 'tsx', '--conditions=@shop/source', 'src/main.ts'],
    backendDir,
    {
      PORT: String(backendPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CLIENT_ADDRESS_SECRET: secret,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
  );
  const storefront = start(process.execPath, ['server.ts', 'build/server/index.js'], appDir, {
    PORT: String(storefrontPort),
    HOST: '127.0.0.1',
    BACKEND_URL: backendUrl,
    NODE_ENV: 'production',
    ALLOW_DEMO_SECRETS: 'true',
    CLIENT_ADDRESS_SECRET: secret,
  });
  const rows: Row[] = [];
  const memory: string[] = [];
  try {
    await waitFor(`${backendUrl}/health`, backend, 'backend');
    await waitFor(`${storefrontUrl}/`, storefront, 'storefront');
    const login = await fetch(`${backendUrl}/api/customers/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@example.com', password: 'demo-password-1' }),
    });
    const { token } = (await login.json()) as { token: string };

    for (const page of pages) {
      const path = PATHS[page];
      if (!path) throw new Error(`unknown page ${page}`);
      const headers: Record<string, string> = page.endsWith('-buyer')
        ? { Cookie: `user-token=${token}` }
        : {};
      if (page.endsWith('-304')) {
        const etag = (await fetch(`${storefrontUrl}${path}`)).headers.get('etag');
        if (!etag) throw new Error(`${path} has no ETag to revalidate`);
        headers['If-None-Match'] = etag;
      }
      // Warm up: the first render of a page pays for module loading and the backend's caches.
      for (let i = 0; i < 20; i += 1) await fetch(`${storefrontUrl}${path}`, { headers });
      const storefrontBefore = cpuMs(storefront.pid ?? 0);
      const backendBefore = cpuMs(backend.pid ?? 0);
      const result = await drive(`${storefrontUrl}${path}`, headers);
      const requests = result.requests.total || 1;
      rows.push({
        driver,
        page,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        // A 304 is the answer asked for; anything else is a failure.
        non2xx: page.endsWith('-304')
          ? result.requests.total - (result.statusCodeStats?.['304']?.count ?? 0) + result.errors
          : result.non2xx + result.errors,
        storefrontCpu: (cpuMs(storefront.pid ?? 0) - storefrontBefore) / requests,
        backendCpu: (cpuMs(backend.pid ?? 0) - backendBefore) / requests,
      });
    }
    memory.push(
      `${driver}: peak RSS storefront ${peakMb(storefront.pid ?? 0).toFixed(0)} MB, backend ${peakMb(backend.pid ?? 0).toFixed(0)} MB`,
    );

    // The same product HTML from a plain Node server: what no rendering at all gives.
    const html = await (await fetch(`${storefrontUrl}${PATHS.product ?? '/'}`)).text();
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    await new Promise<void>((resolve) => server.listen(staticPort, '127.0.0.1', resolve));
    const result = await drive(`http://127.0.0.1:${String(staticPort)}/`);
    rows.push({
      driver,
      page: 'product (static HTML)',
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors,
      storefrontCpu: Number.NaN,
      backendCpu: Number.NaN,
    });
    await new Promise((resolve) => server.close(resolve));
  } finally {
    await stop(storefront);
    await stop(backend);
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
  return { rows, memory };
}

if (!existsSync(join(appDir, 'build/server/index.js')))
  throw new Error('No storefront build: `bench:pages` builds first (react-router build).');
const drivers = values.driver === 'both' ? ['pglite', 'postgres'] : [values.driver];
const all: Row[] = [];
const memory: string[] = [];
for (const driver of drivers) {
  const result = await runDriver(driver);
  all.push(...result.rows);
  memory.push(...result.memory);
}
const loadAverage = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const workers = workerCount(process.env.WEB_CONCURRENCY);
console.log(
  `\nPages, ${String(connections)} connections × ${String(duration)} s, every request rendered, storefront workers: ${String(workers)}; ${loadAverage()}\n`,
);
console.log(
  '| driver   | page                   | req/s   | ÷ static | p50 ms | p99 ms | failed | storefront CPU ms/page | backend CPU ms/page |',
);
console.log(
  '| -------- | ---------------------- | ------- | -------- | ------ | ------ | ------ | ---------------------- | ------------------- |',
);
// Each page's rate as a share of the static server's in the same run: a figure the machine's
// other load moves far less than req/s.
const staticRps = (driver: string) =>
  all.find((row) => row.driver === driver && row.page.endsWith('(static HTML)'))?.rps ?? Number.NaN;
for (const row of all)
  console.log(
    `| ${row.driver.padEnd(8)} | ${row.page.padEnd(22)} | ${fixed(row.rps, 0).padStart(7)} | ${fixed(row.rps / staticRps(row.driver), 3).padStart(8)} | ${fixed(row.p50, 0).padStart(6)} | ${fixed(row.p99, 0).padStart(6)} | ${String(row.non2xx).padStart(6)} | ${fixed(row.storefrontCpu, 2).padStart(22)} | ${fixed(row.backendCpu, 2).padStart(19)} |`,
  );
console.log(`\n${memory.join('\n')}`);
