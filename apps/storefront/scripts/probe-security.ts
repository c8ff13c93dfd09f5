// `pnpm --filter @shop/storefront probe:security [--app-dir DIR] [--only 5,2.1]`: the
// storefront's half of the attacks of SECURITY.md's figures (items 1, 5 and 6, and round
// two's 2.1–2.5, 2.8, 2.10, 2.11, 2.13, 2.15; behaviour.md#security), tried against the app compiled from source (DIR:
// another checkout of this app, e.g. a `git worktree` of an older commit, to measure
// "before") behind its production server, and the real backend in-process. Prints figures.
// Not part of the server: args and env are read here directly.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createRequestHandler } from '@react-router/express';
import { startBackend } from '@shop/backend';
import express from 'express';
import type { ServerBuild } from 'react-router';
import type { createStorefrontApp as createApp } from '../server';
import { createServer, isRunnableDevEnvironment } from 'vite';
import { requestFrom } from '../test/server/http-from';
import {
  crossSiteForms,
  oversizedBodies,
  returnPaths,
  sharedPageNonce,
  storedByCustomers,
  type Shop,
} from './probe/front-door';
import { quickOrderPastes } from './probe/quick-order';

const { values } = parseArgs({
  options: {
    'app-dir': { type: 'string', default: new URL('..', import.meta.url).pathname },
    only: { type: 'string' },
  },
});
const only = values.only ? new Set(values.only.split(',')) : undefined;
const wanted = (item: string) => !only || only.has(item);
const appDir = values['app-dir'].replace(/\/?$/, '/');
// The app logs every refused login it makes for the probe; only the figures are wanted here.
console.error = () => undefined;
const SECRET = 'probe-shopper-address-secret-0123456789ab';

const backend = await startBackend({
  port: 0,
  dataDir: 'memory://',
  seed: 'demo',
  logLevel: 'silent',
  CLIENT_ADDRESS_SECRET: SECRET,
});
process.env.BACKEND_URL = backend.url;
process.env.CLIENT_ADDRESS_SECRET = SECRET;

const vite = await createServer({
  root: appDir,
  configFile: `${appDir}vite.config.ts`,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
});
const ssr = vite.environments.ssr;
if (!isRunnableDevEnvironment(ssr)) throw new Error('The SSR environment cannot run modules');
const runner = ssr.runner;
const build = await runner.import<ServerBuild>('virtual:react-router/server-build');

// This checkout's production server, or what react-router-serve did for older ones.
let app: express.Express;
if (existsSync(`${appDir}server.ts`)) {
  const { createStorefrontApp } = (await import(`${appDir}server.ts`)) as {
    createStorefrontApp: typeof createApp;
  };
  app = createStorefrontApp({ build, log: false });
} else {
  app = express();
  app.all('/{*splat}', createRequestHandler({ build, mode: 'production' }));
}
const server = await new Promise<Server>((resolve) => {
  const listening = app.listen(0, '127.0.0.1', () => {
    resolve(listening);
  });
});
const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

function report(item: string, what: string, figure: unknown) {
  process.stdout.write(
    `  #${item.padEnd(4)} ${what}: ${typeof figure === 'string' ? figure : JSON.stringify(figure)}\n`,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const post = (path: string, from: string, fields: Record<string, string>, headers = {}) =>
  requestFrom(`${url}${path}`, from, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const outcome = (answer: { status: number; body: string }) =>
  answer.status === 302
    ? '302 (logged in)'
    : /Too many attempts/.test(text(answer.body))
      ? `${String(answer.status)} "Too many attempts"`
      : String(answer.status);
const cookies = (headers: Record<string, string | string[] | undefined>) =>
  ([] as string[]).concat(headers['set-cookie'] ?? []);

process.stdout.write(`storefront probe:security on ${appDir}\n`);
const shop: Shop = {
  url,
  backendUrl: backend.url,
  report,
  post: (path, from, fields, headers = {}) => post(path, from, fields, headers),
  get: (path, from, headers = {}) => requestFrom(`${url}${path}`, from, { headers }),
  logIn: async (from, email = 'buyer@example.com') => {
    const answer = await post('/account/login', from, { email, password: 'demo-password-1' });
    return cookies(answer.headers)
      .map((c) => c.split(';')[0])
      .join('; ');
  },
};
try {
  if (wanted('5')) await headersAndCookies();
  if (wanted('6')) await productionConfig();
  if (wanted('2.1')) await oversizedBodies(shop);
  if (wanted('2.2')) await sharedPageNonce(shop);
  if (wanted('2.3')) await deploymentConfig();
  if (wanted('2.4')) await returnPaths(shop);
  if (wanted('2.5')) await crossSiteForms(shop);
  if (wanted('2.13') || wanted('2.15')) await storedByCustomers(shop);
  if (wanted('2.10') || wanted('2.11')) await quickOrderPastes(shop);
  // 1 last: before the abuse hardening it locked every shopper out, which would spoil the rest.
  if (wanted('1')) await sharedLimits();
} finally {
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
  await vite.close();
  await backend.close();
}

async function headersAndCookies() {
  // 5: the headers of a document, its inline scripts, caching and the Secure flag.
  const page = await requestFrom(`${url}/`, '127.0.0.4');
  const csp = String(page.headers['content-security-policy'] ?? '');
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  const inline = [...page.body.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bsrc=/.test(tag) || /type="module"/.test(tag));
  report('5', 'security headers of /', {
    csp: csp ? `script-src ${scriptSrc}` : 'none',
    'x-content-type-options': page.headers['x-content-type-options'] ?? 'none',
    'x-frame-options': page.headers['x-frame-options'] ?? 'none',
    'referrer-policy': page.headers['referrer-policy'] ?? 'none',
  });
  report('5', 'inline scripts without the CSP nonce', {
    without: inline.filter((tag) => !nonce || !tag.includes(`nonce="${nonce}"`)).length,
    of: inline.length,
  });
  const signedIn = await post('/account/login', '127.0.0.5', {
    email: 'buyer@example.com',
    password: 'demo-password-1',
  });
  const session = cookies(signedIn.headers)
    .map((c) => c.split(';')[0])
    .join('; ');
  const account = await requestFrom(`${url}/account`, '127.0.0.5', {
    headers: { cookie: session },
  });
  report(
    '5',
    'Cache-Control of /account for a customer',
    account.headers['cache-control'] ?? 'none',
  );
  const spoofed = await post(
    '/account/login',
    '127.0.0.6',
    { email: 'buyer@example.com', password: 'demo-password-1' },
    { 'x-forwarded-proto': 'https' },
  );
  const token = cookies(spoofed.headers).find((c) => c.startsWith('user-token=')) ?? '';
  report('5', "a client's own X-Forwarded-Proto: https", {
    secureCookie: token.includes('Secure'),
    hsts: spoofed.headers['strict-transport-security'] ?? 'none',
  });
}

async function productionConfig() {
  // 6: demo secrets under NODE_ENV=production, and a content script from anywhere.
  const { parseEnv } = await runner.import<{
    parseEnv: (s: Record<string, string>) => unknown;
  }>(`${appDir}app/platform/env.server.ts`);
  let refused = 'starts';
  try {
    parseEnv({ NODE_ENV: 'production' });
  } catch (error) {
    refused = `refused: ${(error as Error).message.split('\n').slice(1).join(';').trim()}`;
  }
  report('6', 'storefront under NODE_ENV=production with the demo tokens', refused);
  const settings = (await (
    await fetch(
      `${backend.url}/v2/cdn/stories/site-settings?token=demo-preview-token&version=draft`,
    )
  ).json()) as { story: { id: number; content: Record<string, unknown> } };
  await fetch(`${backend.url}/v1/spaces/local/stories/${String(settings.story.id)}`, {
    method: 'PUT',
    headers: { authorization: 'demo-management-token', 'content-type': 'application/json' },
    body: JSON.stringify({
      story: {
        content: { ...settings.story.content, mailchimp_script: 'https://evil.example/x.js' },
      },
      publish: 1,
    }),
  });
  const withScript = await requestFrom(`${url}/`, '127.0.0.7');
  report(
    '6',
    "site settings' mailchimp_script from https://evil.example",
    withScript.body.includes('https://evil.example/x.js') ? 'rendered' : 'left out',
  );
}

async function deploymentConfig() {
  // 2.3 and 2.8: a deployment's configuration (its own tokens, no proxy, no seller) as the
  // app reads it: the cookies' Secure flag, /test-page, order documents.
  const { parseEnv } = await runner.import<{
    parseEnv: (s: Record<string, string>) => Record<string, unknown>;
  }>(`${appDir}app/platform/env.server.ts`);
  const deployed = parseEnv({
    NODE_ENV: 'production',
    CONTENT_PREVIEW_TOKEN: 'own-preview-token',
    CONTENT_PUBLIC_TOKEN: 'own-public-token',
    GRAPHQL_TOKEN: 'own-graphql-token',
    SEARCH_API_KEY: 'own-search-key',
    CLIENT_ADDRESS_SECRET: SECRET,
  });
  report('2.3', 'production without TRUST_PROXY: session cookie over plain http', {
    secure: deployed.alwaysSecureCookies === true ? 'always' : 'only if the request says https',
  });
  report('2.8', 'production without SELLER_*: /test-page and order documents', {
    testPage: deployed.demo === false ? 'not served' : 'served',
    documents: deployed.seller === null ? 'refused (503)' : 'printed with built-in details',
  });
}

async function sharedLimits() {
  // 100 failed logins by one shopper, then another shopper's login; 30 resets likewise.
  for (let i = 0; i < 100; i++)
    await post('/account/login', '127.0.0.2', {
      email: `nobody-${String(i)}@example.com`,
      password: 'wrong-password',
    });
  const other = await post('/account/login', '127.0.0.3', {
    email: 'buyer@example.com',
    password: 'demo-password-1',
  });
  report('1', "another shopper's login after 100 failures by one", outcome(other));
  for (let i = 0; i < 30; i++)
    await post('/account/password/forgot', '127.0.0.2', {
      email: `nobody-${String(i)}@example.com`,
    });
  const reset = await post('/account/password/forgot', '127.0.0.3', { email: 'rrp@example.com' });
  report('1', "another shopper's reset after 30 by one", outcome(reset));
}
