// Deploy skew (docs/behaviour.md#deploy-skew): a buyer has a page of one release open, a new release is built and
// the storefront restarted with it on the same port, and the buyer goes on. The next
// navigation must load the new release as a document instead of failing on a chunk the new
// server no longer has — and the page reload guard (behaviour.md#deploy-skew) allows at most one such load per 10 s.
//
// The new release is a real `react-router build` of a copy of this app with one change: the
// product page marks its article `data-release="next"`, so its route chunk is another file and
// the old one is gone from the new server, as after any deploy.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PAGE_RELOAD_GUARD_MS } from '@shop/domain';
import { startBackend } from '@shop/backend';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { DESKTOP, waitForHydration } from './harness';
import { SHOP_HOST } from './servers';

const appDir = fileURLToPath(new URL('../..', import.meta.url));
/** Where the next release is built: ignored by git, and its modules resolve from this app. */
const nextDir = join(appDir, 'node_modules/.cache/deploy-skew-next');
const RELOADED_AT_KEY = 'shop:release-reload-at';

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited ${String(code)}:\n${output}`));
    });
  });
}

let nextBuilt: Promise<void> | undefined;
/** The next release, built once for the file. */
const nextRelease = () => (nextBuilt ??= buildNextRelease());

/** Builds the next release: this app with the product page changed, in a folder of its own. */
async function buildNextRelease(): Promise<void> {
  await rm(nextDir, { recursive: true, force: true });
  await mkdir(nextDir, { recursive: true });
  for (const entry of [
    'app',
    'package.json',
    'react-router.config.ts',
    'vite.config.ts',
    'vite-plugins',
  ])
    await cp(join(appDir, entry), join(nextDir, entry), { recursive: true });
  const view = join(nextDir, 'app/catalogue/product-view.tsx');
  const source = await readFile(view, 'utf8');
  const changed = source.replace(
    '<article className="catalogue-product"',
    '<article data-release="next" className="catalogue-product"',
  );
  expect(changed).not.toBe(source);
  await writeFile(view, changed);
  await run(join(appDir, 'node_modules/.bin/react-router'), ['build'], nextDir);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

let backend: Awaited<ReturnType<typeof startBackend>>;
let browser: Browser;
let storefront: ChildProcess | undefined;
/** The folder whose build the storefront serves. */
let serving = '';
let port = 0;
const secret = randomBytes(32).toString('base64url');
const origin = () => `http://${SHOP_HOST}:${String(port)}`;

/** Starts the production server (server.ts) on the port with the build in `cwd`. */
async function startStorefront(cwd: string): Promise<void> {
  let output = '';
  const child = spawn(
    process.execPath,
    [`${appDir}server.ts`, join(cwd, 'build/server/index.js')],
    {
      cwd,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '::',
        BACKEND_URL: backend.url,
        NODE_ENV: 'production',
        ALLOW_DEMO_SECRETS: 'true',
        CLIENT_ADDRESS_SECRET: secret,
        WEB_CONCURRENCY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  storefront = child;
  serving = cwd;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`storefront exited:\n${output}`);
    try {
      await fetch(origin(), { redirect: 'manual' });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`storefront did not answer:\n${output}`);
      await delay(200);
    }
  }
}

/** Deploys the build in `cwd`: the storefront restarted with it, on the same port. */
async function deploy(cwd: string): Promise<void> {
  if (serving === cwd) return;
  await stopStorefront();
  await startStorefront(cwd);
}

async function stopStorefront(): Promise<void> {
  const child = storefront;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<boolean>((resolve) =>
    child.once('exit', () => {
      resolve(true);
    }),
  );
  child.kill('SIGTERM');
  if (!(await Promise.race([exited, delay(5000, false)]))) child.kill('SIGKILL');
}

beforeAll(async () => {
  port = await freePort();
  backend = await startBackend({
    port: 0,
    dataDir: 'memory://',
    seed: 'demo',
    logLevel: 'warn',
    CLIENT_ADDRESS_SECRET: secret,
    STOREFRONT_URL: `http://${SHOP_HOST}:${String(port)}`,
  });
  await startStorefront(appDir);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
  await stopStorefront();
  await backend.close();
  await rm(nextDir, { recursive: true, force: true });
});

/** A page that records document loads, and every console error, page error and 4xx/5xx. */
async function watchedPage(): Promise<{ page: Page; documents: string[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const documents: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${String(response.status())} ${response.url()}`);
  });
  return { page, documents, errors };
}

/**
 * The tab is shown again: the watch asks the server about the release at once. Asked until
 * it answers: the watch is a chunk loaded after hydration, so it may not listen yet.
 */
async function showTabAgain(page: Page): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const asked = page
      .waitForRequest((request) => request.url().includes('/__manifest?'), { timeout: 500 })
      .catch(() => null);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const request = await asked;
    // Asked: wait for the answer (a server just started may take a moment).
    const response = await request?.response();
    if (response) return response.status();
  }
  throw new Error(`the page (${page.url()}) never asked whether its release is current`);
}

const buildVersion = (page: Page) =>
  page.evaluate(() => window.__reactRouterManifest?.version ?? null);

describe('a release deployed under an open page', () => {
  it('is loaded by the next navigation, at most once per 10 s (behaviour.md#deploy-skew)', async () => {
    await deploy(appDir);
    const { page, documents, errors } = await watchedPage();
    const watchLoaded = page.waitForResponse((response) =>
      /\/assets\/release-watch[^/]*\.js$/.test(response.url()),
    );
    await page.goto(`${origin()}/shop/shop-all/chairs`);
    await waitForHydration(page);
    await watchLoaded;
    const before = await buildVersion(page);
    expect(before).toEqual(expect.any(String));
    // The current release: the check answers that the page is up to date.
    expect(await showTabAgain(page)).toBe(200);

    // Deploy: the next release is built and the storefront restarted with it, same port.
    await nextRelease();
    await deploy(nextDir);
    expect(await showTabAgain(page)).toBe(204);

    // Within 10 s of a forced load (as if one had just happened), navigations go on in the
    // page: the guard holds. A category's chunk is the same file in both releases.
    await page.evaluate(
      ([key, at]) => {
        sessionStorage.setItem(key, String(at));
      },
      [RELOADED_AT_KEY, Date.now()] as const,
    );
    documents.length = 0;
    await page.locator('main a[href="/shop/shop-all"]:visible').first().click();
    await page.waitForURL(`${origin()}/shop/shop-all`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(documents).toEqual([]);

    // Ten seconds on: the next navigation — to a product, whose chunk the new server no
    // longer has — is a document load of the new release.
    await page.evaluate(
      ([key, at]) => {
        sessionStorage.setItem(key, String(at));
      },
      [RELOADED_AT_KEY, Date.now() - PAGE_RELOAD_GUARD_MS] as const,
    );
    const card = page.locator('.ui-product-card__link').first();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/product\//);
    await card.click();
    await page.waitForURL(`${origin()}${String(href)}`);
    await page.locator('article[data-release="next"]').waitFor();
    expect(documents).toEqual([href]);
    const after = await buildVersion(page);
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);

    // Up to date again: the check says so, and navigations stay in the page.
    await waitForHydration(page);
    expect(await showTabAgain(page)).toBe(200);
    documents.length = 0;
    await page.locator('.catalogue-product__trail a[href^="/shop"]').last().click();
    await page.waitForURL(/\/shop\//);
    expect(documents).toEqual([]);

    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);
});
