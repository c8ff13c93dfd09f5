import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../src/client';
import { ApiError } from '../src/errors/api-error';
import { RequestPayloadError } from '../src/errors/request-payload-error';
import { wishlistItemSchema } from '../src/resources/wishlist.schemas';
import { startTestBackend } from './support/backend';
import type { TestBackend } from './support/backend';

// The wishlist resource against the real backend: every call, its answer checked by the
// client's own schema, and the customer isolation the storefront relies on.
let backend: TestBackend;
let productIds: number[];

async function login(email: string): Promise<{ api: ApiClient; customerId: number }> {
  const api = backend.client();
  const { token } = await api.customers.login({ email, password: 'demo-password-1' });
  api.setToken(token);
  return { api, customerId: (await api.customers.profile()).id };
}

beforeAll(async () => {
  backend = await startTestBackend('demo');
  productIds = (await backend.client().catalogue.availableProducts({ limit: 5 })).map(
    (product) => product.id,
  );
}, 120_000);

afterAll(async () => {
  await backend.close();
});

describe('wishlist', () => {
  it('adds, lists, merges and removes, answering the whole list each time', async () => {
    const { api, customerId } = await login('buyer@example.com');
    const [a, b, c, d] = productIds as [number, number, number, number];
    expect(await api.wishlist.list(customerId)).toEqual([]);

    const added = await api.wishlist.add(customerId, b);
    expect(added.map((item) => item.product_id)).toEqual([b]);
    expect(wishlistItemSchema.safeParse(added[0]).success).toBe(true);
    expect(added[0]?.name).toMatch(/\S/);
    expect(added[0]?.path).toMatch(/^\/.+\/$/);
    expect(added[0]?.variant_id).toEqual(expect.any(Number));
    await api.wishlist.add(customerId, b);
    await api.wishlist.add(customerId, a);

    // The guest list of this browser at login: saved first, then what it lacked, in order.
    const merged = await api.wishlist.merge(customerId, [d, a, c]);
    expect(merged.map((item) => item.product_id)).toEqual([b, a, d, c]);

    const removed = await api.wishlist.remove(customerId, a);
    expect(removed.map((item) => item.product_id)).toEqual([b, d, c]);
    expect((await api.wishlist.list(customerId)).map((item) => item.product_id)).toEqual([b, d, c]);
  });

  it('follows the customer to another device (a second login sees the same list)', async () => {
    const first = await login('rrp@example.com');
    const [a] = productIds as [number];
    await first.api.wishlist.add(first.customerId, a);
    const second = await login('rrp@example.com');
    expect(
      (await second.api.wishlist.list(second.customerId)).map((item) => item.product_id),
    ).toEqual([a]);
  });

  it('answers an unknown product with a 404 ApiError carrying the server message', async () => {
    const { api, customerId } = await login('buyer@example.com');
    const failure = await api.wishlist.add(customerId, 999_999).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).errors).toEqual(['Product 999999 not found']);
  });

  it('refuses bad input before sending', async () => {
    const { api, customerId } = await login('buyer@example.com');
    await expect(api.wishlist.add(customerId, 0)).rejects.toBeInstanceOf(RequestPayloadError);
    await expect(api.wishlist.remove(customerId, 1.5)).rejects.toBeInstanceOf(RequestPayloadError);
    await expect(api.wishlist.merge(customerId, [-1])).rejects.toBeInstanceOf(RequestPayloadError);
  });

  it('refuses another customer’s list (403) and a guest (401)', async () => {
    const buyer = await login('buyer@example.com');
    const other = await login('noprices@example.com');
    await expect(other.api.wishlist.list(buyer.customerId)).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      other.api.wishlist.add(buyer.customerId, productIds[0] ?? 1),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(backend.client().wishlist.list(buyer.customerId)).rejects.toMatchObject({
      status: 401,
    });
  });
});
