import { createWishlistApi, wishlistItemSchema } from '@shop/api/wishlist';
import type { WishlistApi } from '@shop/api/wishlist';
import { ApiError, RequestPayloadError } from '@shop/api/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './support/backend';
import type { TestBackend } from './support/backend';

// The wishlist resource against the real backend: every call, its answer checked by the
// client's own schema, and the customer isolation the storefront relies on.
let backend: TestBackend;
let productIds: number[];

// The wishlist's own subpath client, as an app that needs nothing else would use it.
let wishlist: WishlistApi;

async function login(email: string): Promise<{ token: string; customerId: number }> {
  const api = backend.client();
  const { token } = await api.customers.login({ email, password: 'demo-password-1' });
  return { token, customerId: (await api.customers.profile({ token })).id };
}

beforeAll(async () => {
  backend = await startTestBackend('demo');
  wishlist = createWishlistApi({ apiBaseUrl: `${backend.url}/api` });
  productIds = (await backend.client().catalogue.availableProducts({ limit: 5 })).map(
    (product) => product.id,
  );
}, 120_000);

afterAll(async () => {
  await backend.close();
});

describe('wishlist', () => {
  it('adds, lists, merges and removes, answering the whole list each time', async () => {
    const { token, customerId } = await login('buyer@example.com');
    const [a, b, c, d] = productIds as [number, number, number, number];
    expect(await wishlist.list(customerId, { token })).toEqual([]);

    const added = await wishlist.add(customerId, b, { token });
    expect(added.map((item) => item.product_id)).toEqual([b]);
    expect(wishlistItemSchema.safeParse(added[0]).success).toBe(true);
    expect(added[0]?.name).toMatch(/\S/);
    expect(added[0]?.path).toMatch(/^\/.+\/$/);
    expect(added[0]?.variant_id).toEqual(expect.any(Number));
    await wishlist.add(customerId, b, { token });
    await wishlist.add(customerId, a, { token });

    // The guest list of this browser at login: saved first, then what it lacked, in order.
    const merged = await wishlist.merge(customerId, [d, a, c], { token });
    expect(merged.map((item) => item.product_id)).toEqual([b, a, d, c]);

    const removed = await wishlist.remove(customerId, a, { token });
    expect(removed.map((item) => item.product_id)).toEqual([b, d, c]);
    expect((await wishlist.list(customerId, { token })).map((item) => item.product_id)).toEqual([
      b,
      d,
      c,
    ]);
  });

  it('follows the customer to another device (a second login sees the same list)', async () => {
    const first = await login('rrp@example.com');
    const [a] = productIds as [number];
    await wishlist.add(first.customerId, a, { token: first.token });
    const second = await login('rrp@example.com');
    expect(
      (await wishlist.list(second.customerId, { token: second.token })).map(
        (item) => item.product_id,
      ),
    ).toEqual([a]);
  });

  it('answers an unknown product with a 404 ApiError carrying the server message', async () => {
    const { token, customerId } = await login('buyer@example.com');
    const failure = await wishlist
      .add(customerId, 999_999, { token })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).errors).toEqual(['Product 999999 not found']);
  });

  it('refuses bad input before sending', async () => {
    const { token, customerId } = await login('buyer@example.com');
    await expect(wishlist.add(customerId, 0, { token })).rejects.toBeInstanceOf(
      RequestPayloadError,
    );
    await expect(wishlist.remove(customerId, 1.5, { token })).rejects.toBeInstanceOf(
      RequestPayloadError,
    );
    await expect(wishlist.merge(customerId, [-1], { token })).rejects.toBeInstanceOf(
      RequestPayloadError,
    );
  });

  it('refuses another customer’s list (403) and a guest (401)', async () => {
    const buyer = await login('buyer@example.com');
    const other = await login('noprices@example.com');
    await expect(wishlist.list(buyer.customerId, { token: other.token })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      wishlist.add(buyer.customerId, productIds[0] ?? 1, { token: other.token }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(wishlist.list(buyer.customerId)).rejects.toMatchObject({
      status: 401,
    });
  });
});
