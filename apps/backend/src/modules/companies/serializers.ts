import { COMPANY_ROLE_NAMES, rolePermissions, type CompanyRole } from '@shop/domain';
import type * as s from '../../db/schema';

type CompanyRow = typeof s.companies.$inferSelect;
type CustomerRow = typeof s.customers.$inferSelect;

/** B2B Edition gives times as Unix seconds. */
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function companyJson(row: CompanyRow) {
  return {
    companyId: row.id,
    companyName: row.name,
    companyEmail: row.email,
    companyPhone: row.phone,
    companyStatus: row.status,
    createdAt: unixSeconds(row.createdAt),
    updatedAt: unixSeconds(row.updatedAt),
  };
}

/** `companyCreditConfig`'s fields. */
export function creditJson(row: CompanyRow) {
  return {
    creditEnabled: row.creditEnabled,
    creditCurrency: row.creditCurrency,
    availableCredit: row.availableCredit,
    limitPurchases: row.limitPurchases,
    creditHold: row.creditHold,
  };
}

/** `companyPaymentTerms`' fields: net days. */
export function paymentTermsJson(row: CompanyRow) {
  return { isEnabled: row.paymentTermsEnabled, paymentTerms: row.paymentTerms };
}

/** A company user: the customer, its company and role; `id` is the customer's id. */
export function userJson(row: CustomerRow) {
  return {
    id: row.id,
    customerId: row.id,
    companyId: row.companyId,
    role: row.companyRole,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phone,
    status: row.status,
    createdAt: unixSeconds(row.createdAt),
    updatedAt: unixSeconds(row.updatedAt),
  };
}

/** A built-in role with its permissions (`companyRoles`). */
export function roleJson(role: CompanyRole) {
  return {
    id: role,
    name: COMPANY_ROLE_NAMES[role],
    roleLevel: role,
    permissions: rolePermissions(role),
  };
}
