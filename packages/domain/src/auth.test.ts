import { describe, expect, it } from 'vitest';
import { AUTH_REDIRECTS, LOGIN_PATH, accountHref, isLoggedIn } from './auth';

describe('auth rules (behaviour.md#chrome, #entities, #states)', () => {
  it.each([
    ['a-token', true],
    ['  ', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isLoggedIn(%j) → %s', (token, expected) => {
    expect(isLoggedIn(token)).toBe(expected);
  });

  it('sends the account icon to /account or /account/login', () => {
    expect(accountHref(true)).toBe('/account');
    expect(accountHref(false)).toBe('/account/login');
  });

  it('redirects login to /account, logout and home to /, and logs out to the login page', () => {
    expect(AUTH_REDIRECTS).toEqual({ login: '/account', logout: '/', home: '/' });
    expect(LOGIN_PATH).toBe('/account/login');
  });
});
