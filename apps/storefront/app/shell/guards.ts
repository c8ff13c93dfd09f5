// The navigation guards (behaviour.md#guards), applied the same way on the server (document and data
// requests) and in the browser (client navigations): the rules themselves are
// @shop/domain's guardRedirect and isLoggedIn; this file only reads the user-token cookie.
import { guardRedirect, isLoggedIn, USER_TOKEN_COOKIE } from '@shop/domain';
import { parseCookie } from 'cookie';
import { redirect, redirectDocument } from 'react-router';
import { pagePathname } from '../platform/page-path';

/** Logged in per behaviour.md#states: the request carries a customer token in the user-token cookie. */
export function loggedInFromCookies(cookieHeader: string | null | undefined): boolean {
  return isLoggedIn(parseCookie(cookieHeader ?? '')[USER_TOKEN_COOKIE]);
}

/** Where the guard sends a request for `url`, or null when it may go ahead. */
export function guardTarget(url: URL, cookieHeader: string | null | undefined): string | null {
  const pathname = pagePathname(url);
  const target = guardRedirect(pathname, { loggedIn: loggedInFromCookies(cookieHeader) });
  return target === null || target === pathname ? null : target;
}

/** Throws the redirect the guard asks for; an external target is left as a full page load. */
export function enforceGuards(requestUrl: string, cookieHeader: string | null | undefined): void {
  const url = new URL(requestUrl);
  const target = guardTarget(url, cookieHeader);
  if (target === null) return;
  const external = new URL(target, url).origin !== url.origin;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's redirects are thrown Responses
  throw external ? redirectDocument(target) : redirect(target);
}
