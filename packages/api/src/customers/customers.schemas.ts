import { registrationSchema } from '@shop/domain';
import { z } from 'zod';
import { idSchema } from '../http/ids';

/** The customer (behaviour.md#entities). Extra fields the server sends are kept. */
export const customerSchema = z.looseObject({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullish(),
  // "group (with name; empty when absent)": the server may send null, {} or nothing.
  group: z.looseObject({ name: z.string().optional() }).nullish(),
});
export type Customer = z.infer<typeof customerSchema>;

export const loginPayloadSchema = z.object({
  email: z.string().min(1),
  password: z.string().min(1),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;
export const loginResponseSchema = z.looseObject({ token: z.string().min(1) });

/** GET /customers/profile → `user`. */
export const profileResponseSchema = z.looseObject({ user: customerSchema });

/** The trade application form of @shop/domain, exactly what the /register form accepts. */
export const registrationPayloadSchema = registrationSchema;
export type RegistrationPayload = z.input<typeof registrationSchema>;

/**
 * behaviour.md#validation: profile fields, plus a password only when one is given. `currentPassword` goes
 * into `_authentication` (the reference backend asks for it before changing the password or
 * the e-mail, behaviour.md#security; behaviour.md#validation only names the password).
 */
export const profileUpdateSchema = z.object({
  email: z.string().trim().min(1).optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  company: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  currentPassword: z.string().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Answers whose use behaviour.md#calls-customer leaves open: any JSON object, kept as sent. */
export const anyObjectResponseSchema = z.looseObject({});
export type AnyObjectResponse = z.infer<typeof anyObjectResponseSchema>;

export const registrationResponseSchema = z.looseObject({
  message: z.looseObject({ data: customerSchema }),
});
/**
 * A profile update answers as a registration does: `{ message: { data: customer } }`.
 * @alias
 */
export const profileUpdateResponseSchema = registrationResponseSchema;

export const messageStringResponseSchema = z.looseObject({ message: z.string() });

export const emailPayloadSchema = z.object({ email: z.string().min(1) });
export const resetPasswordPayloadSchema = z.object({
  token: z.string().min(1),
  password: z.string().min(1),
  confirmPassword: z.string().min(1),
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;
export const tokenPayloadSchema = z.object({ token: z.string().min(1) });

export const changePasswordPayloadSchema = z.object({
  customerId: idSchema,
  email: z.string().min(1),
  currentPassword: z.string().min(1),
  newPassword: z.string().min(1),
});
export type ChangePasswordPayload = z.input<typeof changePasswordPayloadSchema>;
