import {
  COMPANY_ROLE_LIST,
  USER_STATUSES,
  phoneSchema,
  plainText,
  requiredEmailSchema,
} from '@shop/domain';
import { z } from 'zod';

// The arguments of the B2B GraphQL operations, checked after GraphQL's own types: the same
// rules as the wholesaler's REST (`modules/companies/schemas.ts`).

const name = (max: number) =>
  plainText('Must be text').trim().min(1, 'This field is required').max(max);
const phone = z.union([z.literal(''), phoneSchema]);
const id = z.number().int().positive('Must be a positive id');
const companyRoleId = z.literal(COMPANY_ROLE_LIST, {
  error: `companyRoleId must be one of ${COMPANY_ROLE_LIST.join(', ')}`,
});

export const pagingArgs = z.object({
  first: z.number().int().min(1, 'first must be 1 to 250').max(250, 'first must be 1 to 250'),
  offset: z.number().int().min(0, 'offset must not be negative'),
  search: z.string().trim().max(100, 'search must be at most 100 characters'),
});

export const usersArgs = pagingArgs.extend({
  companyId: id,
  companyRoleId: companyRoleId.nullish(),
  role: companyRoleId.nullish(),
});

export const newUserInput = z.object({
  companyId: id,
  email: requiredEmailSchema,
  firstName: name(100),
  lastName: name(100),
  phone: phone.nullish().transform((v) => v ?? ''),
  companyRoleId,
  acceptEmail: z.boolean().nullish(),
});

export const userUpdateInput = z
  .object({
    companyId: id,
    userId: id,
    email: requiredEmailSchema.nullish(),
    firstName: name(100).nullish(),
    lastName: name(100).nullish(),
    phone: phone.nullish(),
    companyRoleId: companyRoleId.nullish(),
    status: z.literal(Object.values(USER_STATUSES), { error: 'status must be 0 or 1' }).nullish(),
  })
  .refine(
    (input) =>
      ['email', 'firstName', 'lastName', 'phone', 'companyRoleId', 'status'].some(
        (key) => input[key as keyof typeof input] != null,
      ),
    { message: 'Nothing to update' },
  );

export const userDeleteArgs = z.object({ companyId: id, userId: id });
export const userCompanyArgs = z.object({ userId: id });
export const roleArgs = z.object({ roleId: z.number().int() });
