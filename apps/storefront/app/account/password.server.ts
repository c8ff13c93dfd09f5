// Password flows (behaviour.md#states, #validation): change (verify the current password by logging in, then
// update), forgot (ask for the reset e-mail) and reset (verify the mailed token, submit).
import type { Customer } from '@shop/api';
import {
  GENERIC_ERROR_MESSAGE,
  newPasswordSchema,
  passwordChangeSchema,
  passwordForgotSchema,
} from '@shop/domain';
import { serverApi, type ApiCaller } from '../platform/api.server';
import { errorLines } from './api-errors';
import { fieldErrors, formText, type FieldErrors } from './form-values';

export type PasswordResult =
  { ok: true; message: string } | { ok: false; errors: string[]; fieldErrors: FieldErrors };

const invalid = (errors: FieldErrors): PasswordResult => ({
  ok: false,
  errors: [],
  fieldErrors: errors,
});

/** The `message` text of an answer, when it is one. */
function messageOf(answer: Record<string, unknown>, fallback: string): string {
  return typeof answer.message === 'string' && answer.message.trim() !== ''
    ? answer.message
    : fallback;
}

/** behaviour.md#validation, #errors: `Successfully updated password.` or the failure's message. */
export async function changePassword(
  { api, token }: ApiCaller,
  customer: Customer,
  form: FormData,
): Promise<PasswordResult> {
  const parsed = passwordChangeSchema.safeParse(
    formText(form, 'currentPassword', 'password', 'confirmPassword'),
  );
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  try {
    const result = await api.customers.changePassword(
      {
        customerId: customer.id,
        email: customer.email,
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.password,
      },
      { token },
    );
    if (result.status === 'success') return { ok: true, message: result.message };
    // The message of behaviour.md#errors first, then what the server said, without repeating it.
    const errors = [result.message, ...result.errors.filter((line) => line !== result.message)];
    return { ok: false, errors, fieldErrors: {} };
  } catch (error) {
    return { ok: false, errors: errorLines(error, 'Changing the password'), fieldErrors: {} };
  }
}

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email address, we have sent a link to reset the password.';

export async function requestReset(form: FormData): Promise<PasswordResult & { email: string }> {
  const values = formText(form, 'email');
  const email = values.email ?? '';
  const parsed = passwordForgotSchema.safeParse(values);
  if (!parsed.success) return { ...invalid(fieldErrors(parsed.error)), email };
  try {
    const answer = await serverApi().customers.requestPasswordReset(parsed.data.email);
    return { ok: true, message: messageOf(answer, RESET_REQUESTED_MESSAGE), email };
  } catch (error) {
    return {
      ok: false,
      errors: errorLines(error, 'Requesting a password reset'),
      fieldErrors: {},
      email,
    };
  }
}

export type TokenCheck = { valid: true } | { valid: false; errors: string[] };

export async function verifyResetToken(token: string | null): Promise<TokenCheck> {
  if (token === null || token.trim() === '')
    return { valid: false, errors: ['The reset link is incomplete. Please request a new one.'] };
  try {
    await serverApi().customers.verifyPasswordResetToken(token);
    return { valid: true };
  } catch (error) {
    return { valid: false, errors: errorLines(error, 'Verifying the reset token') };
  }
}

export async function resetPassword(form: FormData): Promise<PasswordResult> {
  const values = formText(form, 'token', 'password', 'confirmPassword');
  const parsed = newPasswordSchema.safeParse(values);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  if (!values.token) return { ok: false, errors: [GENERIC_ERROR_MESSAGE], fieldErrors: {} };
  try {
    const answer = await serverApi().customers.resetPassword({
      token: values.token,
      password: parsed.data.password,
      confirmPassword: parsed.data.confirmPassword,
    });
    return {
      ok: true,
      message: messageOf(
        answer,
        'Your password has been reset. Please log in with the new password.',
      ),
    };
  } catch (error) {
    return { ok: false, errors: errorLines(error, 'Resetting the password'), fieldErrors: {} };
  }
}
