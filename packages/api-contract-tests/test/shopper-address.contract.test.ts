import { createHmac } from 'node:crypto';
import { ApiError } from '@shop/api/errors';
import {
  SHOPPER_ADDRESS_HEADER,
  SHOPPER_SIGNATURE_HEADER,
  formatShopperSignature,
  shopperSignaturePayload,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './support/backend';
import type { TestBackend } from './support/backend';

// behaviour.md#security: a storefront server's client carries the shopper's signed address on every call
// (`headers`), and the real backend keys its per-address limits on it.

const SECRET = 'contract-test-shopper-address-secret-0123';

function signedFor(address: string): Record<string, string> {
  const t = Math.floor(Date.now() / 1000);
  const digest = createHmac('sha256', SECRET)
    .update(shopperSignaturePayload(t, address))
    .digest('hex');
  return {
    [SHOPPER_ADDRESS_HEADER]: address,
    [SHOPPER_SIGNATURE_HEADER]: formatShopperSignature(t, digest),
  };
}

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend('demo', {
    CLIENT_ADDRESS_SECRET: SECRET,
    LOGIN_LIMIT_PER_ADDRESS: '2',
    SEARCH_LIMIT_PER_ADDRESS: '3',
  });
});
afterAll(async () => {
  await backend.close();
});

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof ApiError ? error.status : -1),
  );

describe('headers sent with every call', () => {
  it('carry the shopper address the backend limits REST calls by', async () => {
    const attacker = backend.fullClient({ headers: signedFor('198.51.100.1') });
    const wrong = { email: 'nobody@example.com', password: 'wrong-password' };
    expect(await status(attacker.customers.login(wrong))).toBe(401);
    expect(await status(attacker.customers.login(wrong))).toBe(401);
    expect(await status(attacker.customers.login(wrong))).toBe(429);
    const shopper = backend.fullClient({ headers: signedFor('198.51.100.2') });
    const { token } = await shopper.customers.login({
      email: 'buyer@example.com',
      password: 'demo-password-1',
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('reach the search service too', async () => {
    const one = backend.fullClient({ headers: signedFor('198.51.100.3') });
    for (let i = 0; i < 3; i++)
      expect((await one.search.products('chair')).hits.length).toBeGreaterThan(0);
    await expect(one.search.products('chair')).rejects.toMatchObject({ status: 429 });
    const other = backend.fullClient({ headers: signedFor('198.51.100.4') });
    expect((await other.search.products('chair')).hits.length).toBeGreaterThan(0);
  });

  it('reach GraphQL and content as well', async () => {
    const seen: string[] = [];
    const recording: typeof fetch = (input, init) => {
      seen.push(
        new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get(
          SHOPPER_ADDRESS_HEADER,
        ) ?? 'none',
      );
      return fetch(input, init);
    };
    const api = backend.fullClient({ headers: signedFor('198.51.100.5'), fetch: recording });
    await api.graphql.categoryTree();
    await api.content.siteSettings();
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen)).toEqual(new Set(['198.51.100.5']));
  });
});
