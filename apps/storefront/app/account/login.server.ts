// SPEC §4 login and logout, on the server: the token goes into (or out of) the user-token
// cookie with the answer, so the very next request — the root's revalidation — is
// already logged in (or out) and the chrome follows.
import type { ApiClient, Customer } from '@shop/api';
import { loginSchema } from '@shop/domain';
import { serverApi } from '../api.server';
import { errorLines } from './api-errors';
import { fieldErrors, formText, type FieldErrors } from './form-values';
import { cartId, logoutCookies, sessionCookie, userToken } from './session.server';

export type LoginResult =
  | { ok: true; customer: Customer }
  | { ok: false; errors: string[]; fieldErrors: FieldErrors; email: string };

/** SPEC §4: attach the customer to the stored cart; a failure is only logged. */
async function attachCart(api: ApiClient, id: string | null, customer: Customer): Promise<void> {
  if (id === null) return;
  try {
    await api.carts.attachCustomer(id, customer.id);
  } catch (error) {
    console.error('Attaching the cart to the customer failed', error);
  }
}

/** Logs in with the submitted e-mail and password; the Set-Cookie goes with the answer. */
export async function login(
  request: Request,
  form: FormData,
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
  try {
    const { token } = await api.customers.login(parsed.data);
    api.setToken(token);
    customer = await api.customers.profile();
  } catch (error) {
    return {
      result: {
        ok: false,
        errors: errorLines(error, 'Login'),
        fieldErrors: {},
        email: parsed.data.email,
      },
    };
  }
  await attachCart(api, cartId(request), customer);
  const token = api.getToken() ?? '';
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
      await serverApi(token).customers.logoutUrl();
    } catch (error) {
      console.error('Revoking the token at logout failed', error);
    }
  }
  const headers = new Headers();
  for (const cookie of logoutCookies(request)) headers.append('Set-Cookie', cookie);
  return headers;
}
