import { COMPANY_STATUSES, SHOPPING_LIST_STATUSES } from '@shop/domain';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
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
  await seedDemoShoppingList(tx);
}

/** The junior buyer of the demo company. */
const DEMO_LIST_OWNER = 'junior@example.com';

/**
 * The junior buyer's container list "Showroom refresh", waiting for approval: a few container
 * products of one brand (one factory, so one container) in quantities far below its capacity.
 */
async function seedDemoShoppingList(tx: Tx): Promise<void> {
  const [owner] = await tx
    .select({ id: s.customers.id, companyId: s.customers.companyId })
    .from(s.customers)
    .where(eq(s.customers.email, DEMO_LIST_OWNER));
  // Container products of one factory: the list fills that factory's container.
  const containerProduct = like(s.products.name, '%(Container)');
  const [first] = await tx
    .select({ brandId: s.products.brandId })
    .from(s.products)
    .where(and(eq(s.products.isVisible, true), containerProduct))
    .orderBy(asc(s.products.id))
    .limit(1);
  if (!owner?.companyId || !first) return;
  const variants = await tx
    .select({ variantId: s.variants.id, productId: s.variants.productId })
    .from(s.variants)
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .where(
      and(
        eq(s.products.brandId, first.brandId),
        eq(s.products.isVisible, true),
        containerProduct,
        eq(s.variants.isPurchasable, true),
      ),
    )
    .orderBy(asc(s.variants.productId), asc(s.variants.id));
  const onePerProduct = variants
    .filter((v, i) => variants.findIndex((w) => w.productId === v.productId) === i)
    .slice(0, 3);
  const [list] = await tx
    .insert(s.shoppingLists)
    .values({
      companyId: owner.companyId,
      customerId: owner.id,
      name: 'Showroom refresh',
      description: 'New pieces for the showroom floor',
      status: SHOPPING_LIST_STATUSES.readyForApproval,
    })
    .returning({ id: s.shoppingLists.id });
  if (!list || onePerProduct.length === 0) return;
  await tx
    .insert(s.shoppingListItems)
    .values(
      onePerProduct.map((v, i) => ({ shoppingListId: list.id, ...v, quantity: [2, 4, 1][i] ?? 1 })),
    );
}
