import {
  COMPANY_ROLE_LIST,
  COMPANY_STATUSES,
  USER_STATUSES,
  phoneSchema,
  plainText,
  requiredEmailSchema,
  roundToCents,
} from '@shop/domain';
import { z } from 'zod';
import { idParam } from '../../http/params';

// Transport schemas of B2B Edition's server-to-server calls (`/api/v3/io`): strict objects
// (unknown fields refused), camelCase names and integer enums as B2B Edition has them.

const TEXT = 'Must be text';
const name = (max: number) => plainText(TEXT).trim().min(1, 'This field is required').max(max);
const phone = z.union([z.literal(''), phoneSchema]);
const oneOf = <const T extends number>(values: readonly T[], what: string) =>
  z.literal(values, { error: `${what} must be one of ${values.join(', ')}` });
const queryOneOf = <const T extends number>(values: readonly T[], what: string) =>
  z.coerce.number({ error: `${what} must be a number` }).pipe(oneOf(values, what));

const companyStatus = oneOf(Object.values(COMPANY_STATUSES), 'companyStatus');
const role = oneOf(COMPANY_ROLE_LIST, 'role');
const userStatus = oneOf(Object.values(USER_STATUSES), 'status');
const nothingToUpdate = { message: 'Nothing to update' };
const nonEmpty = (body: object) => Object.keys(body).length > 0;

/** `limit` (1–250, default 10) and `offset`, as B2B Edition pages its lists. */
const paging = {
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(250).default(10),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).default(0),
};

export const companyIdParams = z.strictObject({ companyId: idParam });
export const userIdParams = z.strictObject({ userId: idParam });

export const companiesQuery = z.strictObject({
  ...paging,
  companyStatus: queryOneOf(Object.values(COMPANY_STATUSES), 'companyStatus').optional(),
});

export const usersQuery = z.strictObject({
  ...paging,
  companyId: idParam.optional(),
  role: queryOneOf(COMPANY_ROLE_LIST, 'role').optional(),
});

/** A new company with its admin: an existing customer on their own joins, else one is made. */
export const newCompanyBody = z.strictObject({
  companyName: name(200),
  companyEmail: requiredEmailSchema,
  companyPhone: phone.default(''),
  companyStatus: companyStatus.default(COMPANY_STATUSES.pending),
  adminFirstName: name(100),
  adminLastName: name(100),
  adminEmail: requiredEmailSchema,
  adminPhoneNumber: phone.default(''),
});

export const companyUpdateBody = z
  .strictObject({
    companyName: name(200).optional(),
    companyEmail: requiredEmailSchema.optional(),
    companyPhone: phone.optional(),
    companyStatus: companyStatus.optional(),
  })
  .refine(nonEmpty, nothingToUpdate);

const amount = z
  .number({ error: 'availableCredit must be a number' })
  .min(-1e11)
  .max(1e11)
  .refine((v) => roundToCents(v) === v, { error: 'availableCredit may have at most 2 decimals' });

/** B2B Edition's company credit (`/companies/{companyId}/credit`). */
export const creditUpdateBody = z
  .strictObject({
    creditEnabled: z.boolean().optional(),
    creditCurrency: z
      .string({ error: 'creditCurrency must be a currency code' })
      .regex(/^[A-Z]{3}$/, { error: 'creditCurrency must be a 3-letter currency code' })
      .optional(),
    availableCredit: amount.optional(),
    limitPurchases: z.boolean().optional(),
    creditHold: z.boolean().optional(),
  })
  .refine(nonEmpty, nothingToUpdate);

/** `companyPaymentTerms`: whether the company pays on terms, and its net days. */
export const paymentTermsBody = z
  .strictObject({
    isEnabled: z.boolean().optional(),
    paymentTerms: z.number().int().min(0).max(365).optional(),
  })
  .refine(nonEmpty, nothingToUpdate);

export const newUserBody = z.strictObject({
  companyId: idParam,
  role,
  email: requiredEmailSchema,
  firstName: name(100),
  lastName: name(100),
  phoneNumber: phone.default(''),
});

export const userUpdateBody = z
  .strictObject({
    role: role.optional(),
    email: requiredEmailSchema.optional(),
    firstName: name(100).optional(),
    lastName: name(100).optional(),
    phoneNumber: phone.optional(),
    status: userStatus.optional(),
  })
  .refine(nonEmpty, nothingToUpdate);
