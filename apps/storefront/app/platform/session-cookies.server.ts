// The customer session's cookies on the server (behaviour.md#states, #constants): the token lives in
// the user-token cookie, HttpOnly — only this server reads it and passes it with each call
// made for the customer (behaviour.md#browser-calls). The cart id's cookie is cart-cookie.ts.
import {
  CART_ID_COOKIE,
  isLoggedIn,
  USER_TOKEN_COOKIE,
  USER_TOKEN_COOKIE_OPTIONS,
} from '@shop/domain';
import { parseCookie, stringifySetCookie } from 'cookie';
import { env } from './env.server';

function cookies(request: Request): Record<string, string | undefined> {
  return parseCookie(request.headers.get('Cookie') ?? '');
}

/** The customer token of this request, or null. */
export function userToken(request: Request): string | null {
  const token = cookies(request)[USER_TOKEN_COOKIE];
  return isLoggedIn(token) && token ? token : null;
}

/**
 * Served over https. The request's URL says https when the connection was, or when a proxy
 * the server trusts (TRUST_PROXY, server.ts) says so: a client's own X-Forwarded-Proto is not
 * believed (behaviour.md#security).
 */
function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/**
 * The `Secure` flag of the session and cart cookies (behaviour.md#constants asks for secure).
 * In production always, so a TLS-terminating proxy missing from TRUST_PROXY cannot send them
 * in clear (browsers keep a Secure cookie from http://localhost); with PLAIN_HTTP, and outside
 * production, it follows the scheme: on plain http a Secure cookie would never come back.
 */
export function secureCookie(request: Request): boolean {
  return env.alwaysSecureCookies || isHttps(request);
}

/** Set-Cookie for a fresh login: 604,800 s (the backend token's life), SameSite lax. */
export function sessionCookie(request: Request, token: string): string {
  return stringifySetCookie({
    name: USER_TOKEN_COOKIE,
    value: token,
    ...USER_TOKEN_COOKIE_OPTIONS,
    secure: secureCookie(request),
  });
}

function expired(request: Request, name: string): string {
  return stringifySetCookie({
    name,
    value: '',
    path: '/',
    maxAge: 0,
    expires: new Date(0),
    sameSite: 'lax',
    secure: secureCookie(request),
  });
}

/** Set-Cookie headers of a logout: the token and the cart id go (behaviour.md#states). */
export function logoutCookies(request: Request): string[] {
  return [expired(request, USER_TOKEN_COOKIE), expired(request, CART_ID_COOKIE)];
}
