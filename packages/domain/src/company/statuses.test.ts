import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  COMPANY_STATUSES,
  COMPANY_STATUS_NAMES,
  USER_STATUSES,
  companyMayPurchase,
} from './statuses';

describe('company and user statuses', () => {
  it('numbers the company statuses: 0 pending, 1 approved, 2 rejected, 3 inactive', () => {
    expect(COMPANY_STATUSES).toEqual({ pending: 0, approved: 1, rejected: 2, inactive: 3 });
    expect(COMPANY_STATUS_NAMES[3]).toBe('Inactive');
  });

  it('has a user active (1) or inactive (0), and says so to an inactive one', () => {
    expect(USER_STATUSES).toEqual({ inactive: 0, active: 1 });
    expect(ACCOUNT_DEACTIVATED_MESSAGE).toMatch(/deactivated/);
  });

  it('lets only an approved company buy', () => {
    expect(companyMayPurchase(COMPANY_STATUSES.approved)).toBe(true);
    for (const status of [0, 2, 3] as const) expect(companyMayPurchase(status)).toBe(false);
  });
});
