/**
 * B2B Edition's built-in company roles, by the integer its APIs use (`role` on a user):
 * 0 admin, 1 senior buyer, 2 junior buyer.
 */
export const COMPANY_ROLES = { admin: 0, seniorBuyer: 1, juniorBuyer: 2 } as const;
export type CompanyRole = (typeof COMPANY_ROLES)[keyof typeof COMPANY_ROLES];

/** The role names B2B Edition shows (`companyRoles` / `GET /companies/roles`). */
export const COMPANY_ROLE_NAMES: Readonly<Record<CompanyRole, string>> = {
  0: 'Admin',
  1: 'Senior Buyer',
  2: 'Junior Buyer',
};

/** Every role, in B2B Edition's order. */
export const COMPANY_ROLE_LIST: readonly CompanyRole[] = [0, 1, 2];

export function isCompanyRole(value: unknown): value is CompanyRole {
  return value === 0 || value === 1 || value === 2;
}
