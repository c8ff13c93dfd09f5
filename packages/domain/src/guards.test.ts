import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guards';

describe('guardRedirect (behaviour.md#guards: navigation guards and redirect table)', () => {
  it.each([
    // path, logged out, logged in
    ['/product', '/', '/'],
    ['/product/', '/', '/'],
    ['/checkout', '/', null],
    ['/checkout/', '/', null],
    ['/account', '/', null],
    ['/account/edit', '/', null],
    ['/success', '/', null],
    ['/container', '/', '/'],
    ['/account/address', '/', '/'],
    ['/account/address/', '/', '/'],
    ['/', null, null],
    ['', null, null],
    ['/product/oak-desk', null, null],
    ['/container/build', null, null],
    ['/account/login', null, null],
    ['/account/password/forgot', null, null],
    ['/register', null, null],
    ['/wishlist', null, null],
    ['/shop/chairs', null, null],
    ['/search?term=oak', null, null],
    ['/checkout?step=2', '/', null],
    ['/Checkout', '/', null],
    ['//account//edit/', '/', null],
    ['/checkout-help', null, null],
  ])('%j → logged out %j, logged in %j', (path, loggedOut, loggedIn) => {
    expect(guardRedirect(path, { loggedIn: false })).toBe(loggedOut);
    expect(guardRedirect(path, { loggedIn: true })).toBe(loggedIn);
  });
});

describe('guardRedirect without options', () => {
  it('treats the visitor as logged out', () => {
    expect(guardRedirect('/checkout')).toBe('/');
    expect(guardRedirect('/wishlist')).toBeNull();
  });
});
