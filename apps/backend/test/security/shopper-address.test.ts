import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../scripts/probe/http';
import type { TestBackend } from '../helpers';
import { setupBackend } from '../helpers';
import type { ServedBackend } from '../search/serve';
import { SETUP_TIMEOUT_MS, serveBackend } from '../search/serve';
import { SHOPPER_SIGNATURE_MAX_AGE_SECONDS } from '@shop/domain';
import { ADDRESS_SECRET, forwardedFor } from './forwarded';

// Attack 1 of SECURITY.md's figures (behaviour.md#security): every shopper reaches the backend through the storefront's one address.
// The storefront signs each shopper's address; the backend keys its limits on it, and on
// nothing a client could forge. Real HTTP from distinct loopback addresses (127.0.0.x).

const STOREFRONT = '127.0.0.1';
const wrong = (i: number) => ({ email: `nobody-${String(i)}@example.com`, password: 'wrong-pass' });
const buyer = { email: 'buyer@example.com', password: 'demo-password-1' };

let t: TestBackend;
let served: ServedBackend;
const login = (from: string, body: object, headers: Record<string, string> = {}) =>
  send(`${served.url}/api/customers/login`, { from, body, headers });

beforeAll(async () => {
  t = await setupBackend({
    CLIENT_ADDRESS_SECRET: ADDRESS_SECRET,
    LOGIN_LIMIT_PER_ADDRESS: '5',
    RESET_LIMIT_PER_ADDRESS: '3',
    TRUST_PROXY: '127.0.0.9',
  });
  served = await serveBackend(t.backend);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await served.close();
  await t.close();
});

describe('the shopper address a storefront forwards', () => {
  it('gives each shopper behind the storefront a bucket of their own', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(STOREFRONT, wrong(i), forwardedFor('198.51.100.7'))).status).toBe(401);
    expect((await login(STOREFRONT, wrong(9), forwardedFor('198.51.100.7'))).status).toBe(429);
    // Before the abuse hardening this was 429 too: one bucket for every shopper of the storefront.
    expect((await login(STOREFRONT, buyer, forwardedFor('198.51.100.8'))).status).toBe(200);
  });

  it('does the same for password-reset requests', async () => {
    const reset = (shopper: string, email: string) =>
      send(`${served.url}/api/customers/generate-password-reset`, {
        from: STOREFRONT,
        headers: forwardedFor(shopper),
        body: { email },
      });
    for (let i = 0; i < 3; i++)
      expect((await reset('203.0.113.1', `x${String(i)}@example.com`)).status).toBe(200);
    expect((await reset('203.0.113.1', 'x9@example.com')).status).toBe(429);
    expect((await reset('203.0.113.2', 'rrp@example.com')).status).toBe(200);
  });

  it('ignores a forged, stale or foreign signature: the connection counts', async () => {
    const attacker = '127.0.0.2';
    const now = Math.floor(Date.now() / 1000);
    // Well outside the tolerance: a busy machine may take seconds between here and the check.
    const outside = SHOPPER_SIGNATURE_MAX_AGE_SECONDS + 60;
    const forged = [
      { 'x-shopper-address': '203.0.113.50' },
      {
        'x-shopper-address': '203.0.113.51',
        'x-shopper-signature': `t=${String(now)},v1=${'0'.repeat(64)}`,
      },
      forwardedFor('203.0.113.52', { unixSeconds: now - outside }),
      forwardedFor('203.0.113.53', { unixSeconds: now + outside }),
      forwardedFor('203.0.113.54', { secret: 'another-secret-of-at-least-32-characters' }),
    ];
    for (const [i, headers] of forged.entries())
      expect((await login(attacker, wrong(20 + i), headers)).status).toBe(401);
    // Five failures, five forged identities: all of them counted on the attacker's address.
    expect(
      (await login(attacker, buyer, forwardedFor('203.0.113.55', { secret: 'x'.repeat(40) })))
        .status,
    ).toBe(429);
    expect((await login('127.0.0.3', buyer)).status).toBe(200);
  });

  it('reads X-Forwarded-For only from a trusted proxy (TRUST_PROXY)', async () => {
    const spoofed = { 'x-forwarded-for': '192.0.2.77' };
    for (let i = 0; i < 5; i++)
      expect((await login('127.0.0.4', wrong(40 + i), spoofed)).status).toBe(401);
    expect((await login('127.0.0.4', wrong(49), { 'x-forwarded-for': '192.0.2.78' })).status).toBe(
      429,
    );
    // The trusted proxy's hop names the client: the right-most address it did not add itself.
    const viaProxy = (client: string) => ({ 'x-forwarded-for': `10.9.9.9, ${client}` });
    for (let i = 0; i < 5; i++)
      expect((await login('127.0.0.9', wrong(50 + i), viaProxy('192.0.2.10'))).status).toBe(401);
    expect((await login('127.0.0.9', wrong(59), viaProxy('192.0.2.10'))).status).toBe(429);
    expect((await login('127.0.0.9', buyer, viaProxy('192.0.2.11'))).status).toBe(200);
  });
});

describe('without a shared secret', () => {
  it(
    'never trusts the header',
    async () => {
      const plain = await setupBackend({ LOGIN_LIMIT_PER_ADDRESS: '2' });
      const server = await serveBackend(plain.backend);
      try {
        for (let i = 0; i < 2; i++)
          await send(`${server.url}/api/customers/login`, {
            from: STOREFRONT,
            headers: forwardedFor(`198.51.100.${String(i)}`),
            body: wrong(i),
          });
        const next = await send(`${server.url}/api/customers/login`, {
          from: STOREFRONT,
          headers: forwardedFor('198.51.100.99'),
          body: buyer,
        });
        expect(next.status).toBe(429);
      } finally {
        await server.close();
        await plain.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
