// Security (docs/behaviour.md#security) against the real production server (server.ts) serving the app compiled from
// source, and the real backend: shoppers behind the storefront keep limits of their own, the
// documents carry a nonce-based CSP and the security headers, personalised answers are not
// cached, and https (HSTS, the Secure cookie) is believed only from a trusted proxy.
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
  it('carry a nonce-based CSP that every script of the page satisfies', async () => {
    const page = await requestFrom(`${url}/`, '127.0.0.4');
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? '';
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // From the backend only the paths that must load, never its whole origin (which also
    // answers pictures and the JSONP with any callback).
    const sources = scriptSrc.split(' ');
    expect(sources).toContain(`${backend.url}/subscribe/post-json`);
    expect(sources).toContain(`${backend.url}/newsletter/`);
    expect(sources).not.toContain(new URL(backend.url).origin);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Inline and module scripts, React Router's <Scripts> and <ScrollRestoration> included,
    // all carry this document's nonce.
    const scripts = [...page.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) {
      if (/\bsrc=/.test(tag) && !/type="module"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
    // A fresh nonce per document.
    const again = await requestFrom(`${url}/`, '127.0.0.4');
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
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
