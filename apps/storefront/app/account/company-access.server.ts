// Whether the customer is a company user (B2B Edition), which company, and what their role
// lets them do — asked of the B2B GraphQL with their own token on every request, so a role
// change holds at once. A customer in no company is refused there with 403: null here.
import type { Customer } from '@shop/api';
import type { B2bPermission } from '@shop/api/b2b';
import { ApiError } from '@shop/api/errors';
import { PERMISSION_LEVELS, type PermissionCode } from '@shop/domain';
import type { ApiCaller } from '../platform/api.server';

export interface CompanyAccess {
  companyId: number;
  companyName: string;
  permissions: B2bPermission[];
}

/** The customer's company and permissions, or null for a customer in no company. */
export async function loadCompanyAccess(
  { api, token }: ApiCaller,
  customer: Customer,
): Promise<CompanyAccess | null> {
  if (token === null) return null;
  try {
    const [company, permissions] = await Promise.all([
      api.b2b.userCompany(customer.id, { token }),
      api.b2b.userPermissions({ token }),
    ]);
    return { companyId: company.companyId, companyName: company.companyName, permissions };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/** Whether the permission `code` is held at the company's level (colleagues' records too). */
export function holdsForCompany(access: CompanyAccess | null, code: PermissionCode): boolean {
  return (
    access?.permissions.some(
      (p) => p.code === code && p.permissionLevel === PERMISSION_LEVELS.company,
    ) ?? false
  );
}
