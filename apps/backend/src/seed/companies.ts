import { COMPANY_STATUSES } from '@shop/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import { DEMO_COMPANIES, DEMO_COMPANY_USERS } from './demo-customers';

/**
 * The demo company accounts: their colleagues join as new customers, then every user is
 * tied to their company with their role, and each company has its default shipping and
 * billing address. Seeded after the demo journey, so the ids of the
 * demo orders stay what they were.
 */
export async function seedDemoCompanies(
  tx: Tx,
  passwordHash: string,
  groups: { id: number; name: string }[],
): Promise<void> {
  await tx.insert(s.customers).values(
    DEMO_COMPANY_USERS.map((user) => ({
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      company: user.company,
      phone: user.phone,
      passwordHash,
      groupId: groups.find((g) => g.name === user.group)?.id ?? null,
    })),
  );
  for (const demo of DEMO_COMPANIES) {
    const [company] = await tx
      .insert(s.companies)
      .values({
        name: demo.name,
        email: demo.email,
        phone: demo.phone,
        status: COMPANY_STATUSES.approved,
        ...(demo.credit && {
          creditEnabled: true,
          availableCredit: demo.credit.availableCredit,
          limitPurchases: demo.credit.limitPurchases,
          paymentTermsEnabled: true,
          paymentTerms: demo.credit.paymentTerms,
        }),
      })
      .returning({ id: s.companies.id });
    if (!company) throw new Error('company insert returned nothing');
    await tx.insert(s.companyAddresses).values(
      demo.addresses.map((address) => ({
        ...address,
        companyId: company.id,
        company: demo.name,
      })),
    );
    for (const role of [0, 1, 2] as const) {
      const emails = demo.users.filter((u) => u.role === role).map((u) => u.email);
      if (emails.length === 0) continue;
      await tx
        .update(s.customers)
        .set({ companyId: company.id, companyRole: role })
        .where(inArray(s.customers.email, emails));
    }
    // The demo orders were placed before the companies existed: they are their company's.
    await tx
      .update(s.orders)
      .set({ companyId: company.id })
      .where(
        inArray(
          s.orders.customerId,
          tx
            .select({ id: s.customers.id })
            .from(s.customers)
            .where(eq(s.customers.companyId, company.id)),
        ),
      );
  }
}
