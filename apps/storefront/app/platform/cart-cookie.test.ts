import { describe, expect, it } from 'vitest';
import { cartIdCookie, readCartId } from './cart-cookie';

describe('cartId cookie', () => {
  it('reads the cart id from a cookie header', () => {
    expect(readCartId('user-token=abc; cartId=1f0c-77')).toBe('1f0c-77');
    expect(readCartId('user-token=abc')).toBeNull();
    expect(readCartId('cartId=%20%20')).toBeNull();
    expect(readCartId('')).toBeNull();
    expect(readCartId(null)).toBeNull();
  });

  it('stores it for 30 days on the whole site, out of scripts’ reach, lax, secure on https', () => {
    expect(cartIdCookie('1f0c-77', true)).toBe(
      'cartId=1f0c-77; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(cartIdCookie('1f0c-77', false)).not.toContain('Secure');
  });

  it('expires it when the cart is forgotten', () => {
    expect(cartIdCookie(null, false)).toBe('cartId=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});
