import { describe, expect, it } from 'vitest';
import {
  COMPANY_NOT_ACTIVE_MESSAGE,
  COMPANY_PENDING_MESSAGE,
  PURCHASE_NOT_PERMITTED_MESSAGE,
  companyPurchaseDecision,
} from './purchase';
import { COMPANY_ROLES } from './roles';
import { COMPANY_STATUSES } from './statuses';

const { admin, seniorBuyer, juniorBuyer } = COMPANY_ROLES;
const { pending, approved, rejected, inactive } = COMPANY_STATUSES;

describe('companyPurchaseDecision', () => {
  it('lets an approved company’s admin and senior buyer buy', () => {
    for (const role of [admin, seniorBuyer])
      expect(companyPurchaseDecision({ companyStatus: approved, role })).toEqual({ allowed: true });
  });

  it('refuses a junior buyer, who submits a list for approval instead', () => {
    expect(companyPurchaseDecision({ companyStatus: approved, role: juniorBuyer })).toEqual({
      allowed: false,
      reason: 'purchase-not-permitted',
      message: PURCHASE_NOT_PERMITTED_MESSAGE,
    });
    expect(PURCHASE_NOT_PERMITTED_MESSAGE).toMatch(/junior buyer.*submit it for approval/);
  });

  it('refuses every user of a company that is not approved, the company first', () => {
    expect(companyPurchaseDecision({ companyStatus: pending, role: admin })).toEqual({
      allowed: false,
      reason: 'company-not-approved',
      message: COMPANY_PENDING_MESSAGE,
    });
    for (const companyStatus of [rejected, inactive])
      expect(companyPurchaseDecision({ companyStatus, role: juniorBuyer })).toMatchObject({
        reason: 'company-not-approved',
        message: COMPANY_NOT_ACTIVE_MESSAGE,
      });
  });
});
