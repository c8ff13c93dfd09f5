import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES, COMPANY_ROLE_LIST, COMPANY_ROLE_NAMES, isCompanyRole } from './roles';

describe('company roles', () => {
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
});
