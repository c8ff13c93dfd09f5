// `pnpm --filter @shop/storefront profile:pages [--duration 10] [--connections 8]
//  [--pages home,category,product,product-buyer] [--out docs/profiles.md] [--top 25]`: where
// a page's CPU goes. For each page type, starts the reference backend (PGlite, fresh data) and
// the production storefront (server.ts on the build, one process) under `node --cpu-prof`,
// drives that one page with autocannon as bench:pages does, stops both (their profiles are
// written on exit) and sums the samples of the load's window (start-up excluded): the top
// functions by self and by inclusive time and the self time per package, as ms per request.
// The .cpuprofile files stay in the printed folder (open them in Chrome DevTools or
// speedscope for a flame graph).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { format, resolveConfig } from 'prettier';
import { summarise, table } from './cpuprofile-summary';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const backendDir = fileURLToPath(new URL('../../backend', import.meta.url));
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    pages: { type: 'string', default: 'home,category,product,product-buyer' },
    out: { type: 'string' },
    top: { type: 'string', default: '25' },
    'backend-port': { type: 'string', default: '4720' },
    'storefront-port': { type: 'string', default: '3720' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const top = Number(values.top);
const backendPort = Number(values['backend-port']);
const storefrontPort = Number(values['storefront-port']);
const secret = randomBytes(32).toString('base64url');

const PATHS: Record<string, string> = {
  home: '/',
  category: '/shop-all/',
  product: '/product/oslo-classic-dining-chair',
  'product-buyer': '/product/oslo-classic-dining-chair',
};

const { NODE_ENV: _ownNodeEnv, ...inherited } = process.env;

function start(args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${name} did not answer at ${url}`);
}

/** SIGTERM and wait: both servers exit through process.exit, which writes the profile. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const done = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) =>
      setTimeout(() => {
        resolve(false);
      }, 15_000),
    ),
  ]);
  if (!done) child.kill('SIGKILL');
}

const profileIn = (dir: string): string => {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${dir}`);
  return join(dir, file);
};

if (!existsSync(join(appDir, 'build/server/index.js')))
  throw new Error('No storefront build: `profile:pages` builds first (react-router build).');
const root = await mkdtemp(join(tmpdir(), 'profile-pages-'));
const sections: string[] = [];
for (const page of values.pages.split(',')) {
  const path = PATHS[page];
  if (!path) throw new Error(`unknown page ${page}`);
  const dirs = { storefront: join(root, page, 'storefront'), backend: join(root, page, 'backend') };
  await mkdir(dirs.storefront, { recursive: true });
  await mkdir(dirs.backend, { recursive: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'profile-pages-data-'));
  const backendUrl = `http://127.0.0.1:${String(backendPort)}`;
  const storefrontUrl = `http://127.0.0.1:${String(storefrontPort)}`;
  const backend = start(
    [
      '--cpu-prof',
      `--cpu-prof-dir=${dirs.backend}`,
      '--import',
      'tsx',
      '--conditions=@shop/source',
      'src/main.ts',
    ],
    backendDir,
    {
      PORT: String(backendPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CLIENT_ADDRESS_SECRET: secret,
    },
  );
  const storefront = start(
    ['--cpu-prof', `--cpu-prof-dir=${dirs.storefront}`, 'server.ts', 'build/server/index.js'],
    appDir,
    {
      PORT: String(storefrontPort),
      HOST: '127.0.0.1',
      BACKEND_URL: backendUrl,
      NODE_ENV: 'production',
      ALLOW_DEMO_SECRETS: 'true',
      CLIENT_ADDRESS_SECRET: secret,
    },
  );
  let requests: number;
  let rps: number;
  let windowMs: number;
  try {
    await waitFor(`${backendUrl}/health`, backend, 'backend');
    await waitFor(`${storefrontUrl}/`, storefront, 'storefront');
    const headers: Record<string, string> = {};
    if (page.endsWith('-buyer')) {
      const login = await fetch(`${backendUrl}/api/customers/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'buyer@example.com', password: 'demo-password-1' }),
      });
      const { token } = (await login.json()) as { token: string };
      headers.Cookie = `user-token=${token}`;
    }
    for (let i = 0; i < 50; i += 1) await fetch(`${storefrontUrl}${path}`, { headers });
    const began = performance.now();
    const result = await autocannon({
      url: `${storefrontUrl}${path}`,
      connections,
      duration,
      headers,
    });
    requests = result.requests.total || 1;
    rps = result.requests.average;
    if (result.non2xx + result.errors > 0)
      throw new Error(`${page}: ${String(result.non2xx + result.errors)} failed requests`);
    // The load's window, measured back from the exit (the drain after it is idle).
    windowMs = performance.now() - began;
  } finally {
    await stop(storefront);
    await stop(backend);
    await rm(dataDir, { recursive: true, force: true });
  }
  const storefrontSummary = summarise(profileIn(dirs.storefront), windowMs, top);
  const backendSummary = summarise(profileIn(dirs.backend), windowMs, top);
  const perRequest = (ms: number) => (ms / requests).toFixed(2);
  sections.push(
    [
      `## ${page} (\`${path}\`${page.endsWith('-buyer') ? ', a logged-in buyer' : ''})`,
      '',
      `${String(requests)} requests, ${rps.toFixed(0)} req/s under the profiler. Sampled CPU per request: ` +
        `storefront ${perRequest(storefrontSummary.busyMs)} ms, backend ${perRequest(backendSummary.busyMs)} ms.`,
      '',
      '### Storefront: self time by package',
      '',
      table(storefrontSummary.packages, requests),
      '',
      '### Storefront: top functions by self time',
      '',
      table(storefrontSummary.self, requests),
      '',
      '### Storefront: top functions by inclusive time',
      '',
      table(storefrontSummary.inclusive.slice(0, 15), requests),
      '',
      "### Storefront: the project's functions by inclusive time",
      '',
      table(storefrontSummary.own, requests),
      '',
      '### Backend: self time by package',
      '',
      table(backendSummary.packages, requests),
      '',
      '### Backend: top functions by self time',
      '',
      table(backendSummary.self.slice(0, 15), requests),
      '',
      '### Backend: top functions by inclusive time',
      '',
      table(backendSummary.inclusive.slice(0, 15), requests),
      '',
      "### Backend: the project's functions by inclusive time",
      '',
      table(backendSummary.own.slice(0, 15), requests),
      '',
    ].join('\n'),
  );
  console.error(`${page}: ${String(requests)} requests; profiles in ${join(root, page)}`);
}
const report = [
  '# Where the pages spend their CPU',
  '',
  `Profiled on ${new Date().toISOString().slice(0, 10)} with \`npx -y pnpm@10 --filter @shop/storefront profile:pages --out docs/profiles.md\` (${String(connections)} connections × ${String(duration)} s per page, ` +
    `PGlite, one storefront process; ${loadavg()
      .map((n) => n.toFixed(2))
      .join(
        ' ',
      )} load average at the end). Shares are of the process's busy samples; ms/req is sampled ` +
    'CPU per request (the profiler itself costs some).',
  '',
  ...sections,
].join('\n');
if (values.out)
  // Written as the repository's formatter would (format:check passes on it).
  writeFileSync(
    values.out,
    await format(report, { ...(await resolveConfig(values.out)), filepath: values.out }),
  );
else console.log(report);
console.error(`profiles kept in ${root}`);
