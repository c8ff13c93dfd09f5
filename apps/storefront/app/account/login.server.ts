// Login and logout (behaviour.md#states), on the server: the token goes into (or out of) the HttpOnly
// user-token cookie with the answer, so the very next request is already logged in (or out)
// and the chrome follows. The browser never sees the token.
import type { Customer } from '@shop/api';
import { SIGN_IN_UNAVAILABLE_MESSAGE, loginSchema } from '@shop/domain';
import { serverApi, type ApiCaller } from '../platform/api.server';
import { errorLines, isUnavailable } from './api-errors';
import { fieldErrors, formText, type FieldErrors } from './form-values';
import { logoutCookies, sessionCookie, userToken } from '../platform/session-cookies.server';

export type LoginResult =
  | { ok: true; customer: Customer }
  | { ok: false; errors: string[]; fieldErrors: FieldErrors; email: string };

/** behaviour.md#states: attach the customer to the stored cart; a failure is only logged. */
async function attachCart(
  { api, token }: ApiCaller,
  id: string | null,
  customer: Customer,
): Promise<void> {
  if (id === null) return;
  try {
    await api.carts.attachCustomer(id, customer.id, { token });
  } catch (error) {
    console.error('Attaching the cart to the customer failed', error);
  }
}

/** Logs in with the submitted e-mail and password; the Set-Cookie goes with the answer. */
export async function login(
  request: Request,
  form: FormData,
  storedCartId: string | null,
): Promise<{ result: LoginResult; headers?: Headers }> {
  const values = formText(form, 'email', 'password');
  const parsed = loginSchema.safeParse(values);
  if (!parsed.success)
    return {
      result: {
        ok: false,
        errors: [],
        fieldErrors: fieldErrors(parsed.error),
        email: values.email ?? '',
      },
    };
  const api = serverApi();
  let customer: Customer;
  let token: string;
  try {
    ({ token } = await api.customers.login(parsed.data));
    customer = await api.customers.profile({ token });
  } catch (error) {
    const lines = errorLines(error, 'Login');
    return {
      result: {
        ok: false,
        // Sign-in could not be checked (the backend, its database or Redis is away).
        errors: isUnavailable(error) ? [SIGN_IN_UNAVAILABLE_MESSAGE] : lines,
        fieldErrors: {},
        email: parsed.data.email,
      },
    };
  }
  await attachCart({ api, token }, storedCartId, customer);
  return {
    result: { ok: true, customer },
    headers: new Headers({ 'Set-Cookie': sessionCookie(request, token) }),
  };
}

/**
 * Ends the session: the backend revokes the token (a failure there is logged, the cookies
 * go anyway), and the answer expires the user-token and cartId cookies.
 */
export async function logout(request: Request): Promise<Headers> {
  const token = userToken(request);
  if (token !== null) {
    try {
      await serverApi().customers.logoutUrl({ token });
    } catch (error) {
      console.error('Revoking the token at logout failed', error);
    }
  }
  const headers = new Headers();
  for (const cookie of logoutCookies(request)) headers.append('Set-Cookie', cookie);
  return headers;
}
