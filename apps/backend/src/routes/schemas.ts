import {
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  addressSchema,
  passwordSchema,
  phoneSchema,
  registrationSchema,
  requiredEmailSchema,
} from '@shop/domain';
import { z } from 'zod';

// Transport schemas: strict objects (unknown fields refused) built on @shop/domain's form
// rules, so the server accepts exactly what the storefront's forms accept.

export const idParam = z.coerce
  .number({ error: 'Must be a numeric id' })
  .int()
  .positive()
  .max(2_147_483_647);
export const customerIdParams = z.strictObject({ id: idParam });
export const orderIdParams = z.strictObject({ orderId: idParam });

const shortText = (max: number) => z.string().trim().max(max);

export const loginBody = z.strictObject({
  email: z.string().trim().min(1, 'This field is required').max(254),
  password: z.string().min(1, 'This field is required').max(1024),
});

export const registrationBody = registrationSchema.strict();

export const profileUpdateBody = z
  .strictObject({
    email: requiredEmailSchema.optional(),
    first_name: registrationSchema.shape.first_name.optional(),
    last_name: registrationSchema.shape.last_name.optional(),
    company: registrationSchema.shape.company.optional(),
    phone: phoneSchema.optional(),
    _authentication: z
      .strictObject({
        password: passwordSchema,
        current_password: z
          .string({ error: 'The current password is required' })
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
        z.string().max(1000),
        z.number(),
        z.boolean(),
        z.array(z.string().max(1000)).max(50),
      ]),
    }),
  )
  .max(50);

const addressExtras = {
  first_name: shortText(255).optional(),
  last_name: shortText(255).optional(),
  country_code: shortText(2).optional(),
  address_type: z.enum(['residential', 'commercial']).optional(),
  form_fields: formFields.optional(),
};

export const newAddressesBody = z
  .array(addressSchema.extend({ ...addressExtras, customer_id: idParam.optional() }).strict())
  .min(1, 'At least one address is required')
  .max(50);

export const updatedAddressesBody = z
  .array(addressSchema.extend({ ...addressExtras, id: idParam }).strict())
  .min(1, 'At least one address is required')
  .max(50);

export const loginUrlBody = z.strictObject({ customer_id: idParam });
export const emailBody = z.strictObject({
  email: z.string().trim().min(1, 'This field is required').max(254),
});
export const tokenBody = z.strictObject({
  token: z.string().min(1, 'This field is required').max(200),
});
export const resetPasswordBody = z
  .strictObject({
    token: z.string().min(1, 'This field is required').max(200),
    password: passwordSchema,
    confirmPassword: z.string().max(1024),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  });

export const noQuery = z.strictObject({});
