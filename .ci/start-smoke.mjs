// The README's first command's second half on a clone where nothing was built: `start`
// must bring the product up on the embedded database with demo data by itself. Starts it on
// ports of its own, waits for the "is up" banner, asks the storefront for its home page and
// a demo buyer's login, then stops it with Ctrl-C as a person would and checks it exits.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

const storefrontPort = process.env.SMOKE_PORT ?? '3917';
const backendPort = process.env.SMOKE_PORT_BACKEND ?? '4917';
const deadline = Date.now() + 300_000;

const child = spawn('npx', ['-y', 'pnpm@10', 'start'], {
  env: { ...process.env, PORT: storefrontPort, PORT_BACKEND: backendPort },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));

function fail(message) {
  console.error(`start smoke: ${message}\n---- output ----\n${output.slice(-4000)}`);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  process.exit(1);
}

while (!output.includes('Trade storefront is up')) {
  if (child.exitCode !== null) fail(`start exited (${child.exitCode}) before it was up`);
  if (Date.now() > deadline) fail('start was not up within 5 minutes');
  await delay(500);
}

const base = `http://127.0.0.1:${storefrontPort}`;
const home = await fetch(`${base}/`);
const html = await home.text();
if (home.status !== 200 || !html.includes('<html')) fail(`home answered ${home.status}`);
const health = await fetch(`http://127.0.0.1:${backendPort}/health`);
if (health.status !== 200) fail(`backend health answered ${health.status}`);
// A demo login through the storefront's form, as a buyer submits it with JavaScript off.
const login = await fetch(`${base}/account/login`, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
  body: new URLSearchParams({ email: 'buyer@example.com', password: 'demo-password-1' }),
});
if (login.status !== 302 && login.status !== 303)
  fail(`the demo buyer's login answered ${login.status}`);

process.kill(-child.pid, 'SIGINT');
const exited = await Promise.race([
  new Promise((resolve) => child.once('exit', () => resolve(true))),
  delay(20_000).then(() => false),
]);
if (!exited) fail('start did not stop within 20 s of Ctrl-C');
console.log(
  `start smoke: up in ${Math.round((Date.now() - (deadline - 300_000)) / 1000)} s, home 200, health 200, demo login ${login.status}, stopped on Ctrl-C`,
);
