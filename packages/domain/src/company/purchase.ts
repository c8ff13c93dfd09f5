import { can } from './permissions';
import type { CompanyRole } from './roles';
import { COMPANY_STATUSES, companyMayPurchase, type CompanyStatus } from './statuses';

/** Why a company user may not place an order at all, whatever its total. */
export type PurchaseRefusal = 'company-not-approved' | 'purchase-not-permitted';

export type PurchaseDecision =
  { allowed: true } | { allowed: false; reason: PurchaseRefusal; message: string };

/** A junior buyer's answer at checkout: their role has no `purchase_enable`. */
export const PURCHASE_NOT_PERMITTED_MESSAGE =
  'As a junior buyer you cannot place orders. Put the items on a list and submit it for approval: a senior buyer or your company’s administrator places the order.';

/** A pending company's users wait for the wholesaler's approval. */
export const COMPANY_PENDING_MESSAGE =
  'Your company’s account is waiting for approval, so no order can be placed yet.';

/** A rejected or inactive company's users may not buy. */
export const COMPANY_NOT_ACTIVE_MESSAGE =
  'Your company’s account is not active, so no order can be placed. Please contact us.';

/**
 * Whether a company user may place an order at all (B2B Edition: only an approved company's
 * users buy, and only with `purchase_enable`), and if not why, in the words to show. The
 * company's status is judged first: nobody in a pending company may buy, whatever their role.
 * Credit is judged separately, on the order's total (`checkCredit`).
 */
export function companyPurchaseDecision(user: {
  companyStatus: CompanyStatus;
  role: CompanyRole;
}): PurchaseDecision {
  if (!companyMayPurchase(user.companyStatus)) {
    return {
      allowed: false,
      reason: 'company-not-approved',
      message:
        user.companyStatus === COMPANY_STATUSES.pending
          ? COMPANY_PENDING_MESSAGE
          : COMPANY_NOT_ACTIVE_MESSAGE,
    };
  }
  if (!can(user.role, 'purchase_enable')) {
    return {
      allowed: false,
      reason: 'purchase-not-permitted',
      message: PURCHASE_NOT_PERMITTED_MESSAGE,
    };
  }
  return { allowed: true };
}
