// Which answers are a buyer's own and which a shared cache may keep (behaviour.md#performance,
// #security): read by the page cache (public or private) and by the security headers (a
// shared page carries no nonce).
import { CART_ID_COOKIE, USER_TOKEN_COOKIE } from '@shop/domain';
import { parseCookie } from 'cookie';
import { env } from './env.server';

/** A request that comes with a customer's session or a cart: its answers are that buyer's. */
export function hasBuyerCookies(request: Request): boolean {
  const cookies = parseCookie(request.headers.get('Cookie') ?? '');
  return Boolean(cookies[USER_TOKEN_COOKIE] ?? cookies[CART_ID_COOKIE]);
}

/**
 * Before rendering: could a shared cache keep this answer? A guest's GET of a published page
 * (the answer decides the rest: its status, a cookie it sets).
 */
export function mayBeShared(request: Request): boolean {
  return request.method === 'GET' && !env.content.staging && !hasBuyerCookies(request);
}
