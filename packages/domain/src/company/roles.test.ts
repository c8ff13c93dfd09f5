import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES, COMPANY_ROLE_LIST, COMPANY_ROLE_NAMES, isCompanyRole } from './roles';
import {
  COMPANY_STATUSES,
  COMPANY_STATUS_NAMES,
  USER_STATUSES,
  companyMayPurchase,
} from './statuses';

describe('B2B Edition integer enums', () => {
  it('numbers the roles as B2B Edition does: 0 admin, 1 senior buyer, 2 junior buyer', () => {
    expect(COMPANY_ROLES).toEqual({ admin: 0, seniorBuyer: 1, juniorBuyer: 2 });
    expect(COMPANY_ROLE_LIST).toEqual([0, 1, 2]);
    expect(COMPANY_ROLE_NAMES).toEqual({ 0: 'Admin', 1: 'Senior Buyer', 2: 'Junior Buyer' });
  });

  it('knows a role only by its integer', () => {
    expect([0, 1, 2].every(isCompanyRole)).toBe(true);
    for (const other of [3, -1, 1.5, '1', null, undefined])
      expect(isCompanyRole(other)).toBe(false);
  });

  it('numbers the company statuses: 0 pending, 1 approved, 2 rejected, 3 inactive', () => {
    expect(COMPANY_STATUSES).toEqual({ pending: 0, approved: 1, rejected: 2, inactive: 3 });
    expect(COMPANY_STATUS_NAMES[3]).toBe('Inactive');
    expect(USER_STATUSES).toEqual({ inactive: 0, active: 1 });
  });

  it('lets only an approved company buy', () => {
    expect(companyMayPurchase(COMPANY_STATUSES.approved)).toBe(true);
    for (const status of [0, 2, 3] as const) expect(companyMayPurchase(status)).toBe(false);
  });
});
