import { describe, expect, it } from 'vitest';
import { enforceGuards, guardTarget, loggedInFromCookies } from './guards';

const at = (path: string) => new URL(path, 'http://shop.test');

describe('loggedInFromCookies', () => {
  it('is true only with a non-empty user-token cookie', () => {
    expect(loggedInFromCookies('user-token=abc')).toBe(true);
    expect(loggedInFromCookies('cartId=1; user-token=abc; theme=x')).toBe(true);
    expect(loggedInFromCookies('user-token=')).toBe(false);
    expect(loggedInFromCookies('user-token=%20')).toBe(false);
    expect(loggedInFromCookies('cartId=1')).toBe(false);
    expect(loggedInFromCookies('')).toBe(false);
    expect(loggedInFromCookies(null)).toBe(false);
  });
});

describe('guardTarget', () => {
  it('sends guests away from logged-in pages, also on data requests', () => {
    for (const path of ['/checkout', '/account', '/account/edit', '/success', '/container']) {
      expect(guardTarget(at(path), null)).toBe('/');
      expect(guardTarget(at(`${path}.data`), 'cartId=1')).toBe('/');
    }
  });

  it('lets a customer with a token through, except the redirect table', () => {
    const cookie = 'user-token=abc';
    expect(guardTarget(at('/checkout'), cookie)).toBeNull();
    expect(guardTarget(at('/account.data'), cookie)).toBeNull();
    expect(guardTarget(at('/container'), cookie)).toBe('/');
    expect(guardTarget(at('/account/address'), cookie)).toBe('/');
  });

  it('sends a bare /product to / and never redirects / to itself', () => {
    expect(guardTarget(at('/product'), null)).toBe('/');
    expect(guardTarget(at('/product/'), null)).toBe('/');
    expect(guardTarget(at('/product/chair'), null)).toBeNull();
    expect(guardTarget(at('/'), null)).toBeNull();
  });
});

describe('enforceGuards', () => {
  it('throws a redirect response to the target', () => {
    let thrown: unknown;
    try {
      enforceGuards('http://shop.test/checkout', null);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
  });

  it('returns quietly when the navigation may go ahead', () => {
    expect(() => {
      enforceGuards('http://shop.test/shop/chairs', null);
    }).not.toThrow();
  });
});
