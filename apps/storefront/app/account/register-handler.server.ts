import { registrationPayloadSchema, type ApiClient } from '@shop/api';
import { buildErrorList } from '@shop/domain';
import { errorLines } from './api-errors';

export const REGISTERED_MESSAGE =
  'Thank you for applying: your trade account has been created. You can now log in.';

export type RegisterResult = { ok: true; message: string } | { ok: false; errors: string[] };

/**
 * /register (behaviour.md#routes) on the server: the values the register block checked with
 * @shop/domain's registration rules go to `create-user` (whose client checks them again);
 * the server's refusal comes back as its error list (behaviour.md#errors).
 */
export async function registerCustomer(api: ApiClient, values: unknown): Promise<RegisterResult> {
  const parsed = registrationPayloadSchema.safeParse(values);
  if (!parsed.success)
    return { ok: false, errors: buildErrorList(parsed.error.issues.map((issue) => issue.message)) };
  try {
    await api.customers.register(parsed.data);
  } catch (error) {
    return { ok: false, errors: errorLines(error, 'Registration') };
  }
  return { ok: true, message: REGISTERED_MESSAGE };
}
