/** The login page; also where logout lands (behaviour.md#states: full-page navigation, history replaced). */
export const LOGIN_PATH = '/account/login';
/** The account overview. */
export const ACCOUNT_PATH = '/account';

/** The auth state (behaviour.md#entities): where a login, a logout and "home" send the customer. */
export const AUTH_REDIRECTS = { login: ACCOUNT_PATH, logout: '/', home: '/' } as const;

/** behaviour.md#states: logged in means a customer token is held (a non-blank user-token cookie). */
export function isLoggedIn(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.trim() !== '';
}

/** behaviour.md#chrome: the header account icon leads to /account when logged in, /account/login otherwise. */
export function accountHref(loggedIn: boolean): string {
  return loggedIn ? ACCOUNT_PATH : LOGIN_PATH;
}
