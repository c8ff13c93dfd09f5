/** B2B Edition's company statuses (`companyStatus`): a new company waits for the wholesaler. */
export const COMPANY_STATUSES = { pending: 0, approved: 1, rejected: 2, inactive: 3 } as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[keyof typeof COMPANY_STATUSES];

export const COMPANY_STATUS_NAMES: Readonly<Record<CompanyStatus, string>> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Rejected',
  3: 'Inactive',
};

/**
 * A company user's status. B2B Edition has no integer for it (it deletes users); ours lets
 * an admin switch a colleague off without losing who placed which order: 0 inactive (no
 * login, every session ended), 1 active.
 */
export const USER_STATUSES = { inactive: 0, active: 1 } as const;
export type UserStatus = (typeof USER_STATUSES)[keyof typeof USER_STATUSES];

/** The answer to a deactivated user's correct password. */
export const ACCOUNT_DEACTIVATED_MESSAGE =
  'This account has been deactivated. Please ask your company’s administrator.';

/** Only an approved company's users may buy; pending, rejected and inactive ones may not. */
export function companyMayPurchase(status: CompanyStatus): boolean {
  return status === COMPANY_STATUSES.approved;
}
