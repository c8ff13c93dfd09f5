import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartsApi } from '../carts/carts';
import { createApiClient } from '../client';
import { RequestPayloadError } from '../errors/request-payload-error';

// A real HTTP listener that answers every cart read with a cart named after the
// Authorization header it received, so each call shows which token travelled with it.
const seen: (string | undefined)[] = [];
const server = createServer((request, response) => {
  seen.push(request.headers.authorization);
  const id = request.headers.authorization?.replace('Bearer ', '') ?? 'guest';
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify({
      message: { data: { id, line_items: { physical_items: [] }, base_amount: 0, cart_amount: 0 } },
    }),
  );
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the customer token travels with each call', () => {
  it('sends each call its own token through one shared client, and none for a guest', async () => {
    const api = createApiClient({
      apiBaseUrl: `${origin}/api`,
      productServiceBaseUrl: `${origin}/ps`,
    });
    const answers = await Promise.all([
      api.carts.get('c1', { token: 'token-of-ana' }),
      api.carts.get('c1', { token: 'token-of-ben' }),
      api.carts.get('c1'),
      api.carts.get('c1', { token: null }),
    ]);
    expect(answers.map((cart) => cart.id)).toEqual([
      'token-of-ana',
      'token-of-ben',
      'guest',
      'guest',
    ]);
  });

  it('works the same through a resource subpath client', async () => {
    const carts = createCartsApi({ apiBaseUrl: `${origin}/api` });
    expect((await carts.get('c1', { token: 'token-of-ana' })).id).toBe('token-of-ana');
  });

  it('refuses a blank token before anything is sent', async () => {
    const before = seen.length;
    const carts = createCartsApi({ apiBaseUrl: `${origin}/api` });
    await expect(carts.get('c1', { token: '  ' })).rejects.toBeInstanceOf(RequestPayloadError);
    expect(seen).toHaveLength(before);
  });
});
