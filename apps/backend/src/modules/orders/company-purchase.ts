import { and, eq, gte, or, sql } from 'drizzle-orm';
import {
  CREDIT_CHANGED_MESSAGE,
  checkCredit,
  companyPurchaseDecision,
  type CompanyRole,
  type CompanyStatus,
} from '@shop/domain';
import type { Tx } from '../../db/client';
import * as s from '../../db/schema';
import { forbidden, unprocessable } from '../../http/errors';

/** The company an ordering customer buys for, with its credit; null for a customer on their own. */
export interface CompanyBuyer {
  companyId: number;
  role: CompanyRole;
  companyStatus: CompanyStatus;
  creditEnabled: boolean;
  creditCurrency: string;
  availableCredit: number;
  limitPurchases: boolean;
  creditHold: boolean;
}

const companyCredit = {
  creditEnabled: s.companies.creditEnabled,
  creditCurrency: s.companies.creditCurrency,
  availableCredit: s.companies.availableCredit,
  limitPurchases: s.companies.limitPurchases,
  creditHold: s.companies.creditHold,
};

/**
 * The customer's company, role and credit, read in the order's transaction; null for a
 * customer in no company (whose orders follow no company rule).
 */
export async function companyBuyerOf(tx: Tx, customerId: number): Promise<CompanyBuyer | null> {
  const [row] = await tx
    .select({
      companyId: s.companies.id,
      role: s.customers.companyRole,
      companyStatus: s.companies.status,
      ...companyCredit,
    })
    .from(s.customers)
    .innerJoin(s.companies, eq(s.companies.id, s.customers.companyId))
    .where(eq(s.customers.id, customerId));
  if (!row || row.role === null) return null;
  // The columns' CHECK constraints hold them to the domain's integers.
  return {
    ...row,
    role: row.role as CompanyRole,
    companyStatus: row.companyStatus as CompanyStatus,
  };
}

/**
 * Before anything is written: only an approved company's users with `purchase_enable` buy
 * (403 in `@shop/domain`'s words: a junior buyer submits a list for approval instead), and a
 * company on credit hold buys nothing (422), whatever the total.
 */
export function refuseUnlessMayPurchase(buyer: CompanyBuyer): void {
  const decision = companyPurchaseDecision(buyer);
  if (!decision.allowed) throw forbidden(decision.message);
  if (buyer.creditHold) {
    const hold = checkCredit(buyer, 0);
    if (!hold.allowed) throw unprocessable(hold.message);
  }
}

/**
 * Puts an order of `total` on the company's account, in the order's transaction: without
 * credit (and not on hold) nothing is judged or charged; with credit the available credit is
 * lowered by the total by one conditional UPDATE, which with `limitPurchases` only matches
 * while the credit covers the total and never while the company is on hold. Two orders
 * racing for the same credit serialise on the company's row: the second UPDATE re-reads the
 * first's result and matches nothing, so only one goes through. A refusal (422) names the
 * total, the available credit and the shortfall, as `checkCredit` words them; thrown inside
 * the transaction, it leaves nothing written.
 */
export async function chargeCompanyCredit(
  tx: Tx,
  buyer: CompanyBuyer,
  total: number,
): Promise<void> {
  if (!buyer.creditEnabled && !buyer.creditHold) return;
  const amount = String(total);
  const charged = await tx
    .update(s.companies)
    .set({ availableCredit: sql`${s.companies.availableCredit} - ${amount}::numeric` })
    .where(
      and(
        eq(s.companies.id, buyer.companyId),
        eq(s.companies.creditEnabled, true),
        eq(s.companies.creditHold, false),
        or(
          eq(s.companies.limitPurchases, false),
          gte(s.companies.availableCredit, sql`${amount}::numeric`),
        ),
      ),
    )
    .returning({ id: s.companies.id });
  if (charged.length > 0) return;
  // Refused: the figures as they are now (another order may just have used the credit).
  const [now] = await tx
    .select(companyCredit)
    .from(s.companies)
    .where(eq(s.companies.id, buyer.companyId));
  const decision = checkCredit(now ?? { ...buyer, creditEnabled: false }, total);
  throw unprocessable(decision.allowed ? CREDIT_CHANGED_MESSAGE : decision.message);
}
