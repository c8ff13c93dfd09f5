import { phoneSchema, requiredEmailSchema, requiredSchema } from '@shop/domain';
import { z } from 'zod';

// The contact form is made of domain's field rules; only which fields are required is
// decided here. The phone is optional, but when given it must pass domain's phone rule.
const optionalPhone = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  phoneSchema.optional(),
);

export const contactFormValuesSchema = z.object({
  name: requiredSchema,
  email: requiredEmailSchema,
  phone: optionalPhone.transform((value) => value ?? ''),
  company: z.string().trim().catch(''),
  message: requiredSchema,
});
