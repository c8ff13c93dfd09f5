import { normalisePathname } from './paths';

/** behaviour.md#guards: pages a visitor without a user-token cookie is sent away from. */
export const LOGGED_IN_ONLY_PATHS = [
  '/checkout',
  '/account',
  '/account/edit',
  '/success',
  '/container',
] as const;

/** behaviour.md#guards: the guard's redirect table, applied to everyone. */
export const REDIRECT_TABLE: Readonly<Record<string, string>> = {
  '/account/address': '/',
  '/container': '/',
};

/** behaviour.md#guards: `/product` with nothing after it. */
const BARE_PRODUCT_PATH = '/product';

/**
 * The navigation guards and redirect table (behaviour.md#guards): the path to redirect to, or `null` to
 * let the navigation through.
 *
 * Paths are compared normalised (query and hash ignored, trailing and doubled slashes
 * dropped) and case-insensitively, because the router matches routes case-insensitively
 * and `/Checkout/` must not slip past the guard. Without options the visitor is treated
 * as logged out, the stricter reading.
 */
export function guardRedirect(
  path: string,
  { loggedIn }: { loggedIn: boolean } = { loggedIn: false },
): string | null {
  const pathname = normalisePathname(path).toLowerCase();
  if (pathname === BARE_PRODUCT_PATH) return '/';
  if (!loggedIn && (LOGGED_IN_ONLY_PATHS as readonly string[]).includes(pathname)) return '/';
  return REDIRECT_TABLE[pathname] ?? null;
}
