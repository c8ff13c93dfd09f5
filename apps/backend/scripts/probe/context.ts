// What every attack of probe:security shares: the backend under attack (set once it has
// started), its REST base, the figures' report, and a few helpers (a fresh customer, a login,
// the outbox, a shopper's signed address).
import { createHmac, randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProbedBackend } from './backend-process';
import { send, shopper } from './http';

export const SECRET = 'probe-shopper-address-secret-0123456789';
export const PASSWORD = 'probe-password-1';
export const DEMO_PASSWORD = 'demo-password-1';
export const SEARCH_KEY = {
  'x-algolia-application-id': 'LOCAL',
  'x-algolia-api-key': 'demo-search-key',
};

/** What the storefront's server sends with each call for shopper `address`. */
export function forwardedFor(address: string): Record<string, string> {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', SECRET)
    .update(`${String(t)}.${address}`)
    .digest('hex');
  return { 'x-shopper-address': address, 'x-shopper-signature': `t=${String(t)},v1=${v1}` };
}

export function report(item: string, what: string, figure: unknown) {
  const text = typeof figure === 'string' ? figure : JSON.stringify(figure);
  process.stdout.write(`  #${item.padEnd(4)} ${what}: ${text}\n`);
}

export function countBy<T>(items: T[], key: (item: T) => string | number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[String(key(item))] = (out[String(key(item))] ?? 0) + 1;
  return out;
}

/** The backend under attack, and another checkout's apps/backend when measuring "before". */
export let b: ProbedBackend;
export let backendDir: string | undefined;
export function useBackend(backend: ProbedBackend, dir: string | undefined): void {
  b = backend;
  backendDir = dir;
}
export const api = (path: string) => `${b.url}/api${path}`;
let registered = 0;

export async function register(from = shopper(registered % 200, 9)): Promise<string> {
  registered += 1;
  const email = `probe-${randomUUID()}@example.com`;
  const res = await send(api('/customers/create-user'), {
    from,
    body: {
      email,
      first_name: 'Probe',
      last_name: 'Shopper',
      company: 'Probe Pty Ltd',
      phone: '02123456789',
      password: PASSWORD,
    },
  });
  if (res.status !== 201) throw new Error(`register: ${String(res.status)} ${res.text}`);
  return email;
}

let logins = 0;
export async function login(email: string, password = PASSWORD, from = shopper(logins++ % 200, 5)) {
  const res = await send(api('/customers/login'), { from, body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${String(res.status)} ${res.text}`);
  return { token: res.json.token as string, id: res.json.customer.id as number };
}

export async function outbox(): Promise<
  { to: string; subject: string; meta?: Record<string, string> }[]
> {
  const files = await readdir(b.outbox).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map(async (f) => JSON.parse(await readFile(join(b.outbox, f), 'utf8'))),
  );
}

export async function resetTokensFor(email: string): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const mails = (await outbox()).filter((m) => m.to === email && m.meta?.token);
    if (mails.length > 0) return mails.map((m) => m.meta?.token ?? '');
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}
