import type { ApiClient } from '@shop/api';
import type { RegisterSubmitHandler } from '@shop/cms-blocks';
import { errorLines } from './api-errors';

export const REGISTERED_MESSAGE =
  'Thank you for applying: your trade account has been created. You can now log in.';

/**
 * The register form block's handler (SPEC §2 /register): the block has checked the form with
 * @shop/domain's registration rules; the server's refusal comes back as its error list.
 */
export function registerHandler(
  api: ApiClient,
  onRegistered: (email: string) => void,
): RegisterSubmitHandler {
  return async (values) => {
    try {
      await api.customers.register(values);
    } catch (error) {
      return { ok: false, errors: errorLines(error, 'Registration') };
    }
    onRegistered(values.email);
    return { ok: true, message: REGISTERED_MESSAGE };
  };
}
