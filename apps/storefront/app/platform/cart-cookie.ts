import { CART_ID_COOKIE } from '@shop/domain';
import { parseCookie, stringifySetCookie } from 'cookie';

// The cart id lives in the `cartId` cookie (behaviour.md#cart-states, #constants) so every request of the buyer —
// any tab, with or without JavaScript — finds the same cart. Only the storefront server
// reads it, so scripts cannot (HttpOnly). Thirty days, like the customer cookie.
const CART_COOKIE_MAX_AGE_SECONDS = 2_592_000;

/** The stored cart id of a Cookie header, or null. */
export function readCartId(cookieHeader: string | null | undefined): string | null {
  const id = parseCookie(cookieHeader ?? '')[CART_ID_COOKIE]?.trim();
  return id ? id : null;
}

/** A `cartId` Set-Cookie value; `null` expires the cookie. */
export function cartIdCookie(cartId: string | null, secure: boolean): string {
  return stringifySetCookie({
    name: CART_ID_COOKIE,
    value: cartId ?? '',
    path: '/',
    maxAge: cartId === null ? 0 : CART_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}
