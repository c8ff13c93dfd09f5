// What a customer's own forms may send (behaviour.md#security), over real HTTP against
// server.ts's app and the real backend: return paths stay on this site, an address book is
// bounded and held to the checkout's rules, and a wishlist add of an unknown product is a 404.
import { ADDRESS_BOOK_FULL_MESSAGE, ADDRESS_BOOK_MAX, REQUIRED_MESSAGE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type RunningStorefront } from './storefront-server';

let shop: RunningStorefront;
beforeAll(async () => {
  shop = await startStorefront();
});
afterAll(async () => {
  await shop.close();
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');

describe('a return path from a form', () => {
  it.each(['/\\evil.com', '//evil.com', '/\\/evil.com', '/%09/evil.com', '/a/../..//evil.com'])(
    '%s is not followed off the site by the wishlist or the cart',
    async (back) => {
      const cookie = await shop.logIn('127.0.0.40');
      const wishlist = await shop.post(
        '/wishlist',
        '127.0.0.40',
        { intent: 'remove', product_id: '1', return_to: decodeURIComponent(back) },
        { cookie },
      );
      expect(wishlist.status).toBe(302);
      expect(wishlist.headers.location).toBe('/wishlist');
      const { productId, variantId } = await shop.anOrdinaryProduct();
      const cart = await shop.post(
        '/cart',
        '127.0.0.40',
        {
          intent: 'add',
          product_id: String(productId),
          variant_id: String(variantId),
          quantity: '1',
          return_to: decodeURIComponent(back),
        },
        { cookie },
      );
      expect(cart.status).toBe(302);
      expect(cart.headers.location).toBe('/cart');
    },
  );

  it('a path of this site is followed', async () => {
    const cookie = await shop.logIn('127.0.0.41');
    const answer = await shop.post(
      '/wishlist',
      '127.0.0.41',
      { intent: 'remove', product_id: '1', return_to: '/shop-all/?page=2' },
      { cookie },
    );
    expect(answer.headers.location).toBe('/shop-all/?page=2');
  });
});

describe('the address book', () => {
  const address = {
    intent: 'address',
    address_id: 'new',
    first_name: 'Alex',
    last_name: 'Buyer',
    street_1: '1 Dock Road',
    city: 'Sydney',
    country: 'Australia',
    zip: '2000',
  };

  it('refuses an address without a first name, as the checkout does, and saves nothing', async () => {
    const cookie = await shop.logIn('127.0.0.42');
    const before = (await shop.request('/account', '127.0.0.42', { headers: { cookie } })).body;
    const answer = await shop.post(
      '/account',
      '127.0.0.42',
      { ...address, first_name: ' ', street_1: '77 Nameless Lane' },
      { cookie },
    );
    expect(answer.status).toBe(400);
    expect(text(answer.body)).toContain(REQUIRED_MESSAGE);
    const after = (await shop.request('/account', '127.0.0.42', { headers: { cookie } })).body;
    expect(after).not.toContain('77 Nameless Lane');
    expect(before).not.toContain('77 Nameless Lane');
  });

  it(`holds ${String(ADDRESS_BOOK_MAX)} addresses, then says it is full`, async () => {
    const cookie = await shop.logIn('127.0.0.43', 'noprices@example.com');
    for (let n = 0; n < ADDRESS_BOOK_MAX; n += 1) {
      const answer = await shop.post(
        '/account',
        '127.0.0.43',
        { ...address, street_1: `${String(n)} Dock Road` },
        { cookie },
      );
      if (answer.status !== 200) {
        expect(text(answer.body)).toContain(ADDRESS_BOOK_FULL_MESSAGE);
        break;
      }
    }
    const page = await shop.request('/account', '127.0.0.43', { headers: { cookie } });
    expect(text(page.body)).toContain(ADDRESS_BOOK_FULL_MESSAGE);
    expect(page.body).not.toContain('aria-label="Add an address"');
    const over = await shop.post(
      '/account',
      '127.0.0.43',
      { ...address, street_1: 'One Too Many Road' },
      { cookie },
    );
    expect(over.status).toBe(400);
    expect(text(over.body)).toContain(ADDRESS_BOOK_FULL_MESSAGE);
    expect(page.body.match(/<address>/g)?.length).toBe(ADDRESS_BOOK_MAX);
  });
});

describe('the wishlist', () => {
  it('answers an unknown product with 404 and its message', async () => {
    const cookie = await shop.logIn('127.0.0.44');
    const answer = await shop.post(
      '/wishlist.data',
      '127.0.0.44',
      { intent: 'add', product_id: '999999' },
      { cookie },
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('Product 999999 not found');
  });
});
