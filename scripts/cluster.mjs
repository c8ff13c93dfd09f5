// `npx pnpm@10 cluster`: two backends and two storefronts on one PostgreSQL and one Redis,
// behind HAProxy (deploy/haproxy.cfg): shoppers at :8080, the storefronts reach the backends
// through HAProxy's second frontend at :8081. Ctrl-C drains and stops them all.
//
//   DATABASE_URL   default postgres://postgres@127.0.0.1:5432/test
//   REDIS_URL      default redis://127.0.0.1:6379
//   CLUSTER_PORT   default 8080 (the shop); CLUSTER_API_PORT default 8081 (the API balancer)
//   CLUSTER_BACKEND_PORTS / CLUSTER_STOREFRONT_PORTS   default 4001,4002 / 3001,3002
//   HAPROXY        default haproxy (Debian: apt-get install haproxy)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const shopPort = env.CLUSTER_PORT ?? '8080';
const apiPort = env.CLUSTER_API_PORT ?? '8081';
const backendPorts = (env.CLUSTER_BACKEND_PORTS ?? '4001,4002').split(',');
const storefrontPorts = (env.CLUSTER_STOREFRONT_PORTS ?? '3001,3002').split(',');
const haproxy = env.HAPROXY ?? 'haproxy';
const shopUrl = `http://localhost:${shopPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
// One secret for the run, shared by every app: each storefront signs the shopper's address,
// whichever backend checks it.
const clientAddressSecret = env.CLIENT_ADDRESS_SECRET ?? randomBytes(32).toString('base64url');
// The readiness check answers 503 from SIGTERM on; HAProxy (checks every 1 s, 2 failures)
// stops sending within about 2 s, and the apps keep serving that long before they drain.
const shutdownDelay = env.SHUTDOWN_DELAY_SECONDS ?? '3';

if (spawnSync(haproxy, ['-v'], { stdio: 'ignore' }).error) {
  console.error(`${haproxy} not found: install HAProxy (Debian: apt-get install -y haproxy).`);
  process.exit(1);
}

const tsx = ['--conditions=@shop/source', '--import', 'tsx'];
const backends = backendPorts.map((port, i) => ({
  name: `backend${String(i + 1)}`,
  cwd: `${root}apps/backend`,
  command: process.execPath,
  args: [...tsx, 'src/main.ts'],
  env: {
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    CLIENT_ADDRESS_SECRET: clientAddressSecret,
    SHUTDOWN_DELAY_SECONDS: shutdownDelay,
    CORS_ORIGINS: env.CORS_ORIGINS ?? shopUrl,
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
  },
  ready: `http://127.0.0.1:${port}/health/ready`,
}));
const storefronts = storefrontPorts.map((port, i) => ({
  name: `storefront${String(i + 1)}`,
  cwd: `${root}apps/storefront`,
  command: process.execPath,
  args: ['server.ts', 'build/server/index.js'],
  env: {
    PORT: port,
    HOST: '127.0.0.1',
    // Through the balancer: a backend that dies is one neither storefront calls any more.
    BACKEND_URL: env.BACKEND_URL ?? apiUrl,
    PUBLIC_BACKEND_URL: env.PUBLIC_BACKEND_URL ?? `http://localhost:${apiPort}`,
    CLIENT_ADDRESS_SECRET: clientAddressSecret,
    // HAProxy on this machine: its X-Forwarded-For names the shopper.
    TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
    ALLOW_DEMO_SECRETS: env.ALLOW_DEMO_SECRETS ?? 'true',
    PLAIN_HTTP: env.PLAIN_HTTP ?? 'true',
    SHUTDOWN_DELAY_SECONDS: shutdownDelay,
  },
  ready: `http://127.0.0.1:${port}/health/ready`,
}));
const balancer = {
  name: 'haproxy',
  cwd: root,
  command: haproxy,
  args: ['-db', '-f', 'deploy/haproxy.cfg'],
  env: {
    LISTEN_STOREFRONT: `${env.CLUSTER_HOST ?? '127.0.0.1'}:${shopPort}`,
    LISTEN_BACKEND: `127.0.0.1:${apiPort}`,
    STOREFRONT_1: `127.0.0.1:${storefrontPorts[0]}`,
    STOREFRONT_2: `127.0.0.1:${storefrontPorts[1]}`,
    BACKEND_1: `127.0.0.1:${backendPorts[0]}`,
    BACKEND_2: `127.0.0.1:${backendPorts[1]}`,
  },
};

// The storefronts serve the production build: build it once, not once per storefront.
if (!existsSync(`${root}apps/storefront/build/server/index.js`)) {
  console.log('Building the storefront (once)…');
  const built = spawnSync('npx', ['-y', 'pnpm@10', '--filter', '@shop/storefront', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const running = [];
let stopping = false;

function start(app) {
  const child = spawn(app.command, app.args, {
    cwd: app.cwd,
    env: { ...env, ...app.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `${app.name} stopped (${signal ?? `exit ${String(code)}`}); stopping the rest.`,
      );
      void stop(1);
    }
  });
  running.push({ app, child });
  return child;
}

const exited = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', resolve);
  });

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('Stopping: the apps drain (not ready, then finish what they serve)…');
  const apps = running.filter((r) => r.app !== balancer);
  for (const { child } of apps) child.kill('SIGTERM');
  // Keep the balancer until the apps have drained, so requests in flight get their answers.
  const backstop = setTimeout(() => {
    for (const { child } of running) child.kill('SIGKILL');
    process.exit(code || 1);
  }, 30_000);
  backstop.unref();
  await Promise.all(apps.map(({ child }) => exited(child)));
  for (const { app, child } of running) if (app === balancer) child.kill('SIGUSR1');
  await Promise.all(running.map(({ child }) => exited(child)));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function waitFor(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopping) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await delay(250);
  }
  return false;
}

// The backends start together: the first to take PostgreSQL's set-up lock migrates (and seeds
// an empty database), the other waits for it (apps/backend/src/db/client.ts).
start(balancer);
for (const app of backends) start(app);
for (const app of backends) {
  if (!(await waitFor(app.ready))) {
    console.error(`${app.name} did not become ready at ${app.ready}`);
    await stop(1);
  }
}
for (const app of storefronts) start(app);
for (const app of storefronts) {
  if (!(await waitFor(app.ready))) {
    console.error(`${app.name} did not become ready at ${app.ready}`);
    await stop(1);
  }
}
await waitFor(`http://127.0.0.1:${shopPort}/health/ready`);

console.log(`
────────────────────────────────────────────────────────────
 Trade storefront cluster is up
   Shop         ${shopUrl}   (HAProxy → storefronts :${storefrontPorts.join(', :')})
   API          ${apiUrl}   (HAProxy → backends :${backendPorts.join(', :')})
   Database     ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}
   Redis        ${redisUrl}

 Demo logins (password: demo-password-1): buyer@example.com, rrp@example.com
 Ctrl-C drains and stops everything.
────────────────────────────────────────────────────────────
`);
