// `npx pnpm@10 start`: brings up every app that has a `start` script (the reference
// backend on its embedded database, then the storefront), waits until they answer and
// prints where they are and how to log in. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

const backendPort = process.env.PORT_BACKEND ?? process.env.BACKEND_PORT ?? '4000';
const storefrontPort = process.env.PORT ?? '3000';
// The storefront signs each shopper's address for the backend's per-address limits; one
// secret per run, shared by the two (unless one is given).
const clientAddressSecret =
  process.env.CLIENT_ADDRESS_SECRET ?? randomBytes(32).toString('base64url');

const apps = [
  {
    name: '@shop/backend',
    dir: 'apps/backend',
    env: { PORT: backendPort, CLIENT_ADDRESS_SECRET: clientAddressSecret },
    ready: `http://127.0.0.1:${backendPort}/health`,
  },
  {
    name: '@shop/storefront',
    dir: 'apps/storefront',
    env: {
      PORT: storefrontPort,
      BACKEND_URL: process.env.BACKEND_URL ?? `http://localhost:${backendPort}`,
      CLIENT_ADDRESS_SECRET: clientAddressSecret,
      // The production build runs against the demo backend, whose tokens are the demo ones.
      ALLOW_DEMO_SECRETS: process.env.ALLOW_DEMO_SECRETS ?? 'true',
      // Served over plain http on this machine: the session cookie goes without Secure, so a
      // login works in any browser and from another machine's address too (the storefront
      // says so at start-up). Behind https, start it with PLAIN_HTTP=false.
      PLAIN_HTTP: process.env.PLAIN_HTTP ?? 'true',
    },
    ready: `http://127.0.0.1:${storefrontPort}/`,
  },
].filter((app) => {
  const pkg = JSON.parse(
    readFileSync(new URL(`../${app.dir}/package.json`, import.meta.url), 'utf8'),
  );
  return Boolean(pkg.scripts?.start);
});

// pnpm sets npm_execpath to its own CLI when it runs this script; reuse it so the apps
// start with the same pnpm and the same Node 24.
const pnpm = process.env.npm_execpath
  ? [process.execPath, [process.env.npm_execpath]]
  : ['npx', ['-y', 'pnpm@10']];

const children = apps.map((app) => {
  const child = spawn(pnpm[0], [...pnpm[1], '--filter', app.name, 'start'], {
    stdio: 'inherit',
    env: { ...process.env, ...app.env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${app.name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r)))),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      // not up yet
    }
    await delay(250);
  }
  return false;
}

for (const app of apps) {
  if (!(await waitFor(app.ready))) {
    console.error(`${app.name} did not answer at ${app.ready}`);
    stop(1);
  }
}

const hasStorefront = apps.some((a) => a.name === '@shop/storefront');
console.log(`
────────────────────────────────────────────────────────────
 Trade storefront is up
${hasStorefront ? `   Storefront  http://localhost:${storefrontPort}\n` : ''}   Backend     http://localhost:${backendPort}   (REST under /api, health at /health)

 Demo logins (password: demo-password-1)
   buyer@example.com      trade customer with a price list; admin of Buyer Interiors Pty Ltd
   rrp@example.com        customer group RRP (40% off list)
   noprices@example.com   customer without a price list
   senior@example.com     senior buyer at Buyer Interiors Pty Ltd
   junior@example.com     junior buyer at Buyer Interiors Pty Ltd
   other@example.com      admin of Harbour Hospitality Group, on credit ($5,000 available)

 Ctrl-C stops everything.
────────────────────────────────────────────────────────────
`);
