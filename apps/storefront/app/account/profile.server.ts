// /account/edit: the profile, and a new password only when one is typed (SPEC §5: @shop/api
// then sends it inside `_authentication`, with the current password the backend asks for).
import type { ApiClient, Customer } from '@shop/api';
import { profileSchema } from '@shop/domain';
import { errorLines } from './api-errors';
import { fieldErrors, formText, type FieldErrors } from './form-values';

export const PROFILE_FIELDS = ['first_name', 'last_name', 'company', 'email', 'phone'] as const;

export type ProfileResult =
  | { ok: true; message: string; customer: Customer }
  | { ok: false; errors: string[]; fieldErrors: FieldErrors; values: Record<string, string> };

export async function saveProfile(
  api: ApiClient,
  customer: Customer,
  form: FormData,
): Promise<ProfileResult> {
  const values = formText(
    form,
    ...PROFILE_FIELDS,
    'password',
    'confirmPassword',
    'currentPassword',
  );
  // Passwords are never sent back to the page.
  const { password: _p, confirmPassword: _c, currentPassword: _cur, ...shown } = values;
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success)
    return { ok: false, errors: [], fieldErrors: fieldErrors(parsed.error), values: shown };
  const { password, confirmPassword: _confirm, currentPassword, ...profile } = parsed.data;
  let updated: Customer;
  try {
    updated = await api.customers.updateProfile(
      customer.id,
      password === '' ? profile : { ...profile, password, currentPassword },
    );
  } catch (error) {
    return {
      ok: false,
      errors: errorLines(error, 'Updating the profile'),
      fieldErrors: {},
      values: shown,
    };
  }
  return {
    ok: true,
    message: password === '' ? 'Profile updated.' : 'Profile and password updated.',
    customer: updated,
  };
}
