import { z } from 'zod';
import { passwordSchema, registrationSchema } from './forms';
import { plainText } from './plain-text';
import { phoneSchema, requiredEmailSchema } from './validation';
import {
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  REQUIRED_MESSAGE,
  TEXT_INVALID_MESSAGE,
} from './validation-messages';

// The account forms of behaviour.md#routes (login, profile edit, password change and reset). Each
// rule is the registration form's, so a value the account pages accept is one the
// backend accepts; the server still has the last word and its messages are shown.

/** A password typed to prove who you are: any non-empty text (length rules are for new ones). */
const existingPassword = plainText(REQUIRED_MESSAGE).min(1, { error: REQUIRED_MESSAGE });

/** Reports a mismatch on `confirmPassword` even while other fields are still wrong. */
function confirmationMatches(passwordKey: string) {
  return {
    error: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
    when: (payload: { value: unknown }) => {
      const value = payload.value as Record<string, unknown> | null;
      return typeof value?.[passwordKey] === 'string' && typeof value.confirmPassword === 'string';
    },
  };
}

/** /account/login: e-mail and password, both required. */
export const loginSchema = z.object({
  email: requiredEmailSchema,
  password: existingPassword,
});

/**
 * /account/edit (behaviour.md#validation): the profile fields of the registration, and a new password only
 * when one is typed. A new password needs its confirmation and the current password.
 */
export const profileSchema = z
  .object({
    email: requiredEmailSchema,
    first_name: registrationSchema.shape.first_name,
    last_name: registrationSchema.shape.last_name,
    company: registrationSchema.shape.company,
    phone: phoneSchema,
    password: plainText(TEXT_INVALID_MESSAGE)
      .optional()
      .transform((value) => value ?? ''),
    confirmPassword: plainText(TEXT_INVALID_MESSAGE)
      .optional()
      .transform((value) => value ?? ''),
    currentPassword: plainText(TEXT_INVALID_MESSAGE)
      .optional()
      .transform((value) => value ?? ''),
  })
  .superRefine((form, ctx) => {
    if (form.password === '') return;
    const password = passwordSchema.safeParse(form.password);
    for (const issue of password.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['password'] });
    if (form.confirmPassword !== form.password)
      ctx.addIssue({
        code: 'custom',
        message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
        path: ['confirmPassword'],
      });
    if (form.currentPassword === '')
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['currentPassword'] });
  });

/** /account/password/reset: a new password and its confirmation. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: plainText(REQUIRED_MESSAGE) })
  .refine((form) => form.confirmPassword === form.password, confirmationMatches('password'));

/** /account/password/change (behaviour.md#validation): the current password, a new one and its confirmation. */
export const passwordChangeSchema = z
  .object({
    currentPassword: existingPassword,
    password: passwordSchema,
    confirmPassword: plainText(REQUIRED_MESSAGE),
  })
  .refine((form) => form.confirmPassword === form.password, confirmationMatches('password'));

/** /account/password/forgot: the e-mail of the account. */
export const passwordForgotSchema = z.object({ email: requiredEmailSchema });

export type LoginInput = z.input<typeof loginSchema>;
export type Profile = z.output<typeof profileSchema>;
export type ProfileInput = z.input<typeof profileSchema>;
export type NewPassword = z.output<typeof newPasswordSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;
