// /account/edit: the profile, and a new password only when one is typed (behaviour.md#validation: @shop/api
// then sends it inside `_authentication`, with the current password the backend asks for).
// A new e-mail asks for the current password too (behaviour.md#security): a session alone must not be
// enough to take the account over.
import type { Customer } from '@shop/api';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  needsCurrentPassword,
  profileSchema,
} from '@shop/domain';
import type { ApiCaller } from '../platform/api.server';
import { errorLines } from './api-errors';
import { fieldErrors, formText, type FieldErrors } from './form-values';

export const PROFILE_FIELDS = ['first_name', 'last_name', 'company', 'email', 'phone'] as const;

export type ProfileResult =
  | { ok: true; message: string; customer: Customer }
  | { ok: false; errors: string[]; fieldErrors: FieldErrors; values: Record<string, string> };

export async function saveProfile(
  { api, token }: ApiCaller,
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
  const proving = needsCurrentPassword(customer.email, { email: profile.email, password });
  if (proving && currentPassword === '')
    return {
      ok: false,
      errors: [],
      fieldErrors: { currentPassword: CURRENT_PASSWORD_REQUIRED_MESSAGE },
      values: shown,
    };
  let updated: Customer;
  try {
    updated = await api.customers.updateProfile(
      customer.id,
      proving ? { ...profile, password, currentPassword } : profile,
      { token },
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
