// Security (docs/behaviour.md#security) against the real production server (server.ts) serving the app compiled from
// source, and the real backend: shoppers behind the storefront keep limits of their own, the
// documents carry a CSP (a guest's shared page its scripts' hashes, a buyer's a fresh nonce)
// and the security headers, personalised answers are not cached, and https (HSTS, the Secure
// cookie) is believed only from a trusted proxy.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startBackend } from '@shop/backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontApp } from '../../server';
import { requestFrom } from './http-from';
import { loadServerBuild } from './render';

const SECRET = 'storefront-test-shopper-address-secret-01';
const PROXY = '127.0.0.9';
let backend: { url: string; close(): Promise<void> };
let closeBuild: () => Promise<void>;
let server: Server;
let url: string;

beforeAll(async () => {
  backend = await startBackend({
    port: 0,
    dataDir: 'memory://',
    seed: 'demo',
    logLevel: 'silent',
    CLIENT_ADDRESS_SECRET: SECRET,
    LOGIN_LIMIT_PER_ADDRESS: '3',
  });
  // Read by env.server.ts when the build first loads.
  process.env.BACKEND_URL = backend.url;
  process.env.CLIENT_ADDRESS_SECRET = SECRET;
  const loaded = await loadServerBuild();
  closeBuild = loaded.close;
  const app = createStorefrontApp({ build: loaded.build, trustProxy: PROXY, log: false });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => {
      resolve(listening);
    });
  });
  url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
  await closeBuild();
  await backend.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (
  path: string,
  from: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  requestFrom(`${url}${path}`, from, {
    method: 'POST',
    headers: { ...form, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const login = (from: string, password: string, headers: Record<string, string> = {}) =>
  requestFrom(`${url}/account/login`, from, {
    method: 'POST',
    headers: { ...form, ...headers },
    body: new URLSearchParams({ email: 'buyer@example.com', password }).toString(),
  });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const csp = (answer: { headers: Record<string, string | string[] | undefined> }) =>
  String(answer.headers['content-security-policy']);
const setCookies = (headers: Record<string, string | string[] | undefined>) =>
  ([] as string[]).concat(headers['set-cookie'] ?? []);

describe('shoppers behind the storefront', () => {
  it('keep login limits of their own: one locked out, the next logs in', async () => {
    for (let i = 0; i < 3; i++)
      expect(text((await login('127.0.0.2', 'wrong-password')).body)).toContain(
        'Invalid email or password',
      );
    expect(text((await login('127.0.0.2', 'demo-password-1')).body)).toContain(
      'Too many attempts, please try again later',
    );
    // Before the abuse hardening every shopper came from the storefront's address: locked out too.
    const other = await login('127.0.0.3', 'demo-password-1');
    expect(other.status).toBe(302);
    expect(setCookies(other.headers).some((c) => c.startsWith('user-token='))).toBe(true);
  });
});

describe('documents', () => {
  const scriptSrcOf = (csp: string) => (/script-src ([^;]+)/.exec(csp)?.[1] ?? '').split(' ');
  /** The inline scripts of a page (a src makes a script external), with their texts. */
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/\ssrc=/.test(m[1] ?? ''))
      .map((m) => ({ tag: m[1] ?? '', text: m[2] ?? '' }));
  const sha256 = (text: string) =>
    `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('for a guest, a page a shared cache keeps: no nonce anywhere, every inline script allowed by its hash', async () => {
    const first = await requestFrom(`${url}/`, '127.0.0.4');
    const second = await requestFrom(`${url}/`, '127.0.0.4');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toContain('public');
    for (const page of [first, second]) {
      const csp = String(page.headers['content-security-policy']);
      const sources = scriptSrcOf(csp);
      // Two guests' answers (or one cached answer served to many) share no nonce: there is none.
      expect(csp).not.toContain("'nonce-");
      expect(page.body).not.toMatch(/\snonce="/);
      expect(sources).not.toContain("'unsafe-inline'");
      const scripts = inlineScripts(page.body);
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const script of scripts) expect(sources).toContain(sha256(script.text));
      // Nothing else: a script injected into the page would match no hash.
      expect(sources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(
        new Set(scripts.map((script) => script.text)).size,
      );
    }
    expect(csp(first)).toBe(csp(second));
    expect(first.headers.etag).toBe(second.headers.etag);
    expect(String(first.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(first.headers['content-security-policy'])).toContain("object-src 'none'");
  });

  it('for a buyer, a nonce fresh on every answer that every inline script carries', async () => {
    const signedIn = await login('127.0.0.12', 'demo-password-1');
    const cookie = setCookies(signedIn.headers)
      .map((c) => c.split(';')[0])
      .join('; ');
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const page = await requestFrom(`${url}/`, '127.0.0.12', { headers: { cookie } });
      expect(page.headers['cache-control']).toBe('private, no-store');
      const sources = scriptSrcOf(csp(page));
      const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(
        sources.find((source) => source.startsWith("'nonce-")) ?? '',
      )?.[1];
      expect(nonce?.length).toBeGreaterThanOrEqual(22);
      expect(sources.some((source) => source.startsWith("'sha256-"))).toBe(false);
      const scripts = inlineScripts(page.body);
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const script of scripts) expect(script.tag).toContain(`nonce="${String(nonce)}"`);
      nonces.push(String(nonce));
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('name, from the backend, only the paths that must load', async () => {
    const sources = scriptSrcOf(csp(await requestFrom(`${url}/`, '127.0.0.4')));
    // From the backend only the paths that must load, never its whole origin (which also
    // answers pictures and the JSONP with any callback).
    expect(sources).toContain(`${backend.url}/subscribe/post-json`);
    expect(sources).toContain(`${backend.url}/newsletter/`);
    expect(sources).not.toContain(new URL(backend.url).origin);
  });

  it('carry the other security headers, and no HSTS over plain http', async () => {
    const page = await requestFrom(`${url}/shop-all/`, '127.0.0.4');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['x-powered-by']).toBeUndefined();
    // A guest without a cart sees nothing of their own: caches may keep it as before.
    expect(page.headers['cache-control']).not.toBe('private, no-store');
  });

  it('and the data of client navigations: personalised answers are never cached', async () => {
    const signedIn = await login('127.0.0.5', 'demo-password-1');
    const cookie = setCookies(signedIn.headers)
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = await requestFrom(`${url}/account`, '127.0.0.5', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const data = await requestFrom(`${url}/account.data`, '127.0.0.5', { headers: { cookie } });
    expect(data.status).toBe(200);
    expect(data.headers['cache-control']).toBe('private, no-store');
    expect(data.headers['x-content-type-options']).toBe('nosniff');
    expect(data.headers['content-security-policy']).toBeUndefined();
    // Setting a cookie makes an answer private too.
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });
});

describe('https', () => {
  const https = { 'x-forwarded-proto': 'https' };

  it('is not taken from a client’s own X-Forwarded-Proto: no Secure cookie, no HSTS', async () => {
    const answer = await login('127.0.0.6', 'demo-password-1', https);
    const cookie = setCookies(answer.headers).find((c) => c.startsWith('user-token=')) ?? '';
    expect(cookie).toMatch(/^user-token=/);
    expect(cookie).not.toContain('Secure');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('is believed from the trusted proxy: Secure cookie and HSTS', async () => {
    const answer = await login(PROXY, 'demo-password-1', {
      ...https,
      'x-forwarded-for': '198.51.100.20',
    });
    const cookie = setCookies(answer.headers).find((c) => c.startsWith('user-token=')) ?? '';
    expect(cookie).toContain('Secure');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the profile edit', () => {
  it('asks for the current password before it changes the e-mail', async () => {
    const email = `mover-${Date.now().toString(36)}@example.com`;
    const registered = await fetch(`${backend.url}/api/customers/create-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        first_name: 'Mo',
        last_name: 'Ver',
        company: 'Movers Ltd',
        phone: '09171234567',
        password: 'mover-password-1',
      }),
    });
    expect(registered.status).toBe(201);
    const signedIn = await post('/account/login', '127.0.0.8', {
      email,
      password: 'mover-password-1',
    });
    const cookie = setCookies(signedIn.headers)
      .map((c) => c.split(';')[0])
      .join('; ');
    const fields = {
      first_name: 'Mo',
      last_name: 'Ver',
      company: 'Movers Ltd',
      phone: '09171234567',
      email: `moved-${email}`,
      password: '',
      confirmPassword: '',
    };
    const bare = await post(
      '/account/edit',
      '127.0.0.8',
      { ...fields, currentPassword: '' },
      { cookie },
    );
    expect(text(bare.body)).toContain(
      'Enter your current password to change your e-mail address or password',
    );
    const proven = await post(
      '/account/edit',
      '127.0.0.8',
      { ...fields, currentPassword: 'mover-password-1' },
      { cookie },
    );
    expect(text(proven.body)).toContain('Profile updated.');
    const moved = await post('/account/login', '127.0.0.8', {
      email: `moved-${email}`,
      password: 'mover-password-1',
    });
    expect(moved.status).toBe(302);
  });
});
