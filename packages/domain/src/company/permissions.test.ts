import { describe, expect, it } from 'vitest';
import {
  PERMISSION_CODES,
  PERMISSION_LEVELS,
  can,
  permissionLevelOf,
  rolePermissions,
  type PermissionCode,
} from './permissions';
import { COMPANY_ROLES } from './roles';

const { admin, seniorBuyer, juniorBuyer } = COMPANY_ROLES;

describe('the built-in roles', () => {
  it('gives the admin every code at the company level', () => {
    for (const code of PERMISSION_CODES) expect(permissionLevelOf(admin, code)).toBe(2);
    expect(rolePermissions(admin)).toHaveLength(PERMISSION_CODES.length);
  });

  it('lets a senior buyer buy, see the company and approve lists, but change no user or address', () => {
    expect(can(seniorBuyer, 'purchase_enable')).toBe(true);
    expect(can(seniorBuyer, 'get_orders', 'company')).toBe(true);
    expect(can(seniorBuyer, 'get_users', 'company')).toBe(true);
    expect(can(seniorBuyer, 'approve_draft_shopping_list', 'company')).toBe(true);
    const none: PermissionCode[] = [
      'create_user',
      'update_user',
      'delete_user',
      'create_address',
      'update_address',
      'delete_address',
    ];
    for (const code of none) expect(permissionLevelOf(seniorBuyer, code)).toBeNull();
  });

  it('keeps a junior buyer to their own orders and themselves, and never lets them check out', () => {
    expect(can(juniorBuyer, 'purchase_enable')).toBe(false);
    expect(can(juniorBuyer, 'get_orders')).toBe(true);
    expect(can(juniorBuyer, 'get_orders', 'company')).toBe(false);
    expect(can(juniorBuyer, 'get_users', 'company')).toBe(false);
    expect(can(juniorBuyer, 'submit_shopping_list_for_approval')).toBe(true);
    expect(can(juniorBuyer, 'approve_draft_shopping_list')).toBe(false);
    expect(can(juniorBuyer, 'get_addresses', 'company')).toBe(true);
  });

  it('answers in B2B Edition’s shape, levels 1 (own) and 2 (company)', () => {
    expect(PERMISSION_LEVELS).toEqual({ user: 1, company: 2 });
    expect(rolePermissions(juniorBuyer)).toEqual([
      { code: 'get_orders', permissionLevel: 1 },
      { code: 'get_addresses', permissionLevel: 2 },
      { code: 'get_users', permissionLevel: 1 },
      { code: 'get_shopping_lists', permissionLevel: 1 },
      { code: 'create_shopping_list', permissionLevel: 1 },
      { code: 'submit_shopping_list_for_approval', permissionLevel: 1 },
    ]);
  });

  it('never gives a lower role a code or level a higher one lacks', () => {
    for (const code of PERMISSION_CODES) {
      const levels = [admin, seniorBuyer, juniorBuyer].map((r) => permissionLevelOf(r, code) ?? 0);
      // Submitting for approval is the junior's way to buy; the senior buys directly.
      if (code === 'submit_shopping_list_for_approval') continue;
      expect(levels[0]).toBeGreaterThanOrEqual(levels[1] ?? 0);
      expect(levels[1]).toBeGreaterThanOrEqual(levels[2] ?? 0);
    }
  });
});
