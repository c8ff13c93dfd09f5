import {
  ADDRESS_BOOK_MAX,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  orderAddressSchema,
  passwordSchema,
  phoneSchema,
  plainText,
  registrationSchema,
  requiredEmailSchema,
} from '@shop/domain';
import { z } from 'zod';
import { addressType } from '../../db/schema';
import { idParam } from '../../http/params';

// Transport schemas of the customer calls: strict objects (unknown fields refused) built on
// @shop/domain's form rules, so the server accepts exactly what the storefront's forms accept.

const TEXT = 'Must be text';
const shortText = (max: number) => plainText(TEXT).trim().max(max);

export const loginBody = z.strictObject({
  email: plainText(TEXT).trim().min(1, 'This field is required').max(254),
  password: plainText(TEXT).min(1, 'This field is required').max(1024),
});

export const registrationBody = registrationSchema.strict();

export const profileUpdateBody = z
  .strictObject({
    email: requiredEmailSchema.optional(),
    first_name: registrationSchema.shape.first_name.optional(),
    last_name: registrationSchema.shape.last_name.optional(),
    company: registrationSchema.shape.company.optional(),
    phone: phoneSchema.optional(),
    // `password` sets a new one; `current_password` alone proves who asks for a new e-mail.
    _authentication: z
      .strictObject({
        password: passwordSchema.optional(),
        current_password: plainText('The current password is required')
          .min(1, 'The current password is required')
          .max(1024),
      })
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });

const formFields = z
  .array(
    z.strictObject({
      name: shortText(255).min(1),
      value: z.union([
        plainText(TEXT).max(1000),
        z.number(),
        z.boolean(),
        z.array(plainText(TEXT).max(1000)).max(50),
      ]),
    }),
  )
  .max(50);

const addressExtras = {
  country_code: shortText(2).optional(),
  address_type: z.enum(addressType.enumValues).optional(),
  form_fields: formFields.optional(),
};

// A saved address is held to the checkout's rules (names included): it is what an order is
// shipped to. No request carries more than an address book holds.
export const newAddressesBody = z
  .array(orderAddressSchema.extend({ ...addressExtras, customer_id: idParam.optional() }).strict())
  .min(1, 'At least one address is required')
  .max(ADDRESS_BOOK_MAX);

export const updatedAddressesBody = z
  .array(orderAddressSchema.extend({ ...addressExtras, id: idParam }).strict())
  .min(1, 'At least one address is required')
  .max(ADDRESS_BOOK_MAX);

export const loginUrlBody = z.strictObject({ customer_id: idParam });
export const emailBody = z.strictObject({
  email: plainText(TEXT).trim().min(1, 'This field is required').max(254),
});
export const tokenBody = z.strictObject({
  token: plainText(TEXT).min(1, 'This field is required').max(200),
});
export const resetPasswordBody = z
  .strictObject({
    token: plainText(TEXT).min(1, 'This field is required').max(200),
    password: passwordSchema,
    confirmPassword: plainText(TEXT).max(1024),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  });
