import { z } from 'zod';
import { PHONE_PATTERN } from './constants';
import { plainText } from './plain-text';
import { phoneSchema, requiredEmailSchema, requiredSchema } from './validation';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PHONE_INVALID_MESSAGE,
  REQUIRED_MESSAGE,
  TEXT_INVALID_MESSAGE,
  TEXT_MAX_LENGTH,
  TEXT_TOO_LONG_MESSAGE,
} from './validation-messages';

// Form schemas shared by the storefront forms and the backend routes, so a payload the
// form accepts is one the server accepts. behaviour.md#validation leaves registration bounds open;
// these are the commerce platform's own (8–128 character passwords, 255-character text).

const requiredText = requiredSchema.max(TEXT_MAX_LENGTH, { error: TEXT_TOO_LONG_MESSAGE });

/** Optional text: missing or `null` comes out as `''`. */
const optionalText = plainText(TEXT_INVALID_MESSAGE)
  .trim()
  .max(TEXT_MAX_LENGTH, { error: TEXT_TOO_LONG_MESSAGE })
  .nullish()
  .transform((value) => value ?? '');

/** Optional phone: missing, `null` or blank comes out as `''`; anything else must be valid. */
const optionalPhone = plainText(PHONE_INVALID_MESSAGE)
  .trim()
  .nullish()
  .transform((value) => value ?? '')
  .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: PHONE_INVALID_MESSAGE });

/** A password: not trimmed (spaces are part of it), 8 to 128 characters. */
export const passwordSchema = plainText(REQUIRED_MESSAGE)
  .min(1, { error: REQUIRED_MESSAGE, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG_MESSAGE });

/**
 * The trade account application (/register). `confirmPassword` is optional (the
 * backend receives the form without it); when present it must equal `password`, and
 * the mismatch is reported on `confirmPassword`.
 */
export const registrationSchema = z
  .object(
    {
      email: requiredEmailSchema,
      first_name: requiredText,
      last_name: requiredText,
      company: requiredText,
      phone: phoneSchema,
      password: passwordSchema,
      confirmPassword: plainText(PASSWORDS_DO_NOT_MATCH_MESSAGE).optional(),
    },
    { error: 'The registration form must be an object' },
  )
  .refine((form) => form.confirmPassword === undefined || form.confirmPassword === form.password, {
    error: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
    // Report a mismatch even while other fields are still wrong.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });

/**
 * A customer address (behaviour.md#entities): street_1, city, country and zip required; street_2,
 * state, company optional (`''` when missing); phone optional but valid when given.
 * The backend adds `id`/`customer_id` with `.extend()`.
 */
export const addressSchema = z.object(
  {
    street_1: requiredText,
    street_2: optionalText,
    city: requiredText,
    country: requiredText,
    state: optionalText,
    zip: requiredText,
    phone: optionalPhone,
    company: optionalText,
  },
  { error: 'The address must be an object' },
);

/**
 * An order's billing or shipping address: a customer address plus the first and last name
 * the commerce API needs on an order. The backend extends it with what saved addresses carry.
 */
export const orderAddressSchema = addressSchema.extend({
  first_name: requiredText,
  last_name: requiredText,
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;
export type OrderAddressInput = z.input<typeof orderAddressSchema>;
export type OrderAddress = z.output<typeof orderAddressSchema>;
