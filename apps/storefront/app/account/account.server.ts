// The logged-in customer behind an account page, read with the request's own token, which
// goes with each call made for them.
import type { ApiClient, Customer } from '@shop/api';
import { serverApi } from '../platform/api.server';
import { errorLines, isUnauthorised } from './api-errors';
import { userToken } from '../platform/session-cookies.server';

export type AccountSession =
  | { state: 'ready'; api: ApiClient; token: string; customer: Customer }
  /** The cookie holds a token the backend no longer accepts (expired, revoked). */
  | { state: 'expired' }
  | { state: 'error'; errors: string[] }
  /** No token at all: only pages outside the guard's list (behaviour.md#guards) see this. */
  | { state: 'guest' };

/** The session of a page that needs a customer. */
export async function accountSession(request: Request): Promise<AccountSession> {
  const token = userToken(request);
  if (token === null) return { state: 'guest' };
  const api = serverApi();
  try {
    return { state: 'ready', api, token, customer: await api.customers.profile({ token }) };
  } catch (error) {
    if (isUnauthorised(error)) return { state: 'expired' };
    return { state: 'error', errors: errorLines(error, 'Loading the profile') };
  }
}
