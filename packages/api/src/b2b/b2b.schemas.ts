import { COMPANY_ROLE_LIST, PERMISSION_CODES, USER_STATUSES } from '@shop/domain';
import { z } from 'zod';

// B2B Edition's storefront GraphQL for company users, as the reference backend answers it
// (`POST /b2b/graphql`): roles 0 admin, 1 senior buyer, 2 junior buyer; permission levels 1
// (own records) and 2 (the company's); user status 1 active, 0 inactive.

const id = z.number().int().positive();
const role = z.literal(COMPANY_ROLE_LIST);

export const b2bPermissionSchema = z.looseObject({
  code: z.enum(PERMISSION_CODES),
  permissionLevel: z.literal([1, 2]),
});
export type B2bPermission = z.infer<typeof b2bPermissionSchema>;

export const userCompanySchema = z.looseObject({
  id,
  companyId: id,
  companyName: z.string(),
  /** 0 pending, 1 approved, 2 rejected, 3 inactive. */
  companyStatus: z.literal([0, 1, 2, 3]),
});
export type UserCompany = z.infer<typeof userCompanySchema>;

export const companyCreditConfigSchema = z.looseObject({
  creditEnabled: z.boolean(),
  creditCurrency: z.string(),
  availableCredit: z.number(),
  limitPurchases: z.boolean(),
  creditHold: z.boolean(),
});
export type CompanyCreditConfig = z.infer<typeof companyCreditConfigSchema>;

export const companyPaymentTermsSchema = z.looseObject({
  isEnabled: z.boolean(),
  /** Net days. */
  paymentTerms: z.number().int().min(0),
});
export type CompanyPaymentTerms = z.infer<typeof companyPaymentTermsSchema>;

export const companyUserSchema = z.looseObject({
  id,
  bcId: id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role,
  companyRoleId: role,
  companyRoleName: z.string(),
  status: z.literal(Object.values(USER_STATUSES)),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const companyRoleSchema = z.looseObject({
  id: role,
  name: z.string(),
  roleLevel: z.number().int(),
  permissions: z.array(b2bPermissionSchema),
});
export type CompanyRoleInfo = z.infer<typeof companyRoleSchema>;

export const connection = <S extends z.ZodType>(node: S) =>
  z.looseObject({
    totalCount: z.number().int().min(0),
    pageInfo: z.looseObject({ hasNextPage: z.boolean(), hasPreviousPage: z.boolean() }),
    edges: z.array(z.looseObject({ node })),
  });
export const usersConnectionSchema = connection(companyUserSchema);
export type UsersConnection = z.infer<typeof usersConnectionSchema>;
export const companyRolesConnectionSchema = connection(companyRoleSchema);
export type CompanyRolesConnection = z.infer<typeof companyRolesConnectionSchema>;

export const paging = {
  first: z.number().int().min(1).max(250).optional(),
  offset: z.number().int().min(0).optional(),
  search: z.string().max(100).optional(),
};

export const usersQuerySchema = z.strictObject({
  companyId: id,
  ...paging,
  companyRoleId: role.optional(),
  role: role.optional(),
});
export type UsersQuery = z.input<typeof usersQuerySchema>;

export const rolesQuerySchema = z.strictObject(paging);
export type RolesQuery = z.input<typeof rolesQuerySchema>;

export const userCreateSchema = z.strictObject({
  companyId: id,
  email: z.string().min(1),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  phone: z.string().optional(),
  companyRoleId: role,
  /** Mail the new user a link to set their password (works once, for three days). */
  acceptEmail: z.boolean().optional(),
});
export type UserCreate = z.input<typeof userCreateSchema>;

export const userUpdateSchema = z.strictObject({
  companyId: id,
  userId: id,
  email: z.string().min(1).optional(),
  firstName: z.string().min(1).optional(),
  lastName: z.string().min(1).optional(),
  phone: z.string().optional(),
  companyRoleId: role.optional(),
  /** 0 deactivates the user (their sessions end at once), 1 reactivates them. */
  status: z.literal(Object.values(USER_STATUSES)).optional(),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const userDeleteSchema = z.strictObject({ companyId: id, userId: id });
export type UserDelete = z.input<typeof userDeleteSchema>;
