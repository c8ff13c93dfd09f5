// The logged-in customer behind an account page, read with the request's own token (one
// client per request: a token never leaks into another customer's render).
import type { ApiClient, Customer } from '@shop/api';
import { serverApi } from '../api.server';
import { errorLines, isUnauthorised } from './api-errors';
import { userToken } from './session.server';

export type AccountSession =
  | { state: 'ready'; api: ApiClient; customer: Customer }
  /** The cookie holds a token the backend no longer accepts (expired, revoked). */
  | { state: 'expired' }
  | { state: 'error'; errors: string[] }
  /** No token at all: only pages outside the guard's list (SPEC §2) see this. */
  | { state: 'guest' };

/** SPEC §8 "Profile fetch fails: returns null, logged": the chrome's customer, or null. */
export async function sessionCustomer(request: Request): Promise<Customer | null> {
  const token = userToken(request);
  if (token === null) return null;
  try {
    return await serverApi(token).customers.profile();
  } catch (error) {
    console.error('Profile fetch failed', error);
    return null;
  }
}

/** The session of a page that needs a customer. */
export async function accountSession(request: Request): Promise<AccountSession> {
  const token = userToken(request);
  if (token === null) return { state: 'guest' };
  const api = serverApi(token);
  try {
    return { state: 'ready', api, customer: await api.customers.profile() };
  } catch (error) {
    if (isUnauthorised(error)) return { state: 'expired' };
    return { state: 'error', errors: errorLines(error, 'Loading the profile') };
  }
}
