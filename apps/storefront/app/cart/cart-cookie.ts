import { CART_ID_COOKIE } from '@shop/domain';
import { parseCookie, stringifySetCookie } from 'cookie';

// The cart id lives in the `cartId` cookie (SPEC §4, §9) so the server (checkout, container
// build) and every tab see the same cart. Thirty days, like the customer cookie.
const CART_COOKIE_MAX_AGE_SECONDS = 2_592_000;

/** The stored cart id, or null (also on the server, where there is no document). */
export function readCartId(cookieHeader?: string | null): string | null {
  const source = cookieHeader ?? (typeof document === 'undefined' ? '' : document.cookie);
  const id = parseCookie(source)[CART_ID_COOKIE]?.trim();
  return id ? id : null;
}

/** A `cartId` Set-Cookie value; `null` expires the cookie. */
export function cartIdCookie(cartId: string | null, secure: boolean): string {
  return stringifySetCookie({
    name: CART_ID_COOKIE,
    value: cartId ?? '',
    path: '/',
    maxAge: cartId === null ? 0 : CART_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure,
  });
}

export function writeCartId(cartId: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = cartIdCookie(cartId, window.location.protocol === 'https:');
}
