import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMPANY_ROLES } from '@shop/domain';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { createCompanyUser } from './users';
import type {
  companiesQuery,
  companyUpdateBody,
  creditUpdateBody,
  newCompanyBody,
  paymentTermsBody,
} from './schemas';

// The companies of B2B Edition's REST: every query names the company in its WHERE, and an
// unknown id is a 404.

export const COMPANY_NOT_FOUND = 'Company not found';

export async function listCompanies(db: Db, query: z.output<typeof companiesQuery>) {
  const where =
    query.companyStatus === undefined ? undefined : eq(s.companies.status, query.companyStatus);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(s.companies)
      .where(where)
      .orderBy(s.companies.id)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(s.companies).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findCompany(db: Db, companyId: number) {
  const [row] = await db.select().from(s.companies).where(eq(s.companies.id, companyId)).limit(1);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

export const ADMIN_IN_COMPANY_TITLE = 'The admin is already a user of a company';

/**
 * A company and its admin in one transaction. As in B2B Edition, an existing customer with
 * the admin's e-mail becomes the admin (when in no company yet); otherwise a new customer is
 * made, who sets a password through the password reset.
 */
export async function createCompany(db: Db, body: z.output<typeof newCompanyBody>) {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(s.companies)
      .values({
        name: body.companyName,
        email: body.companyEmail,
        phone: body.companyPhone,
        status: body.companyStatus,
      })
      .returning();
    if (!company) throw new Error('company insert returned nothing');
    const joined = await tx
      .update(s.customers)
      .set({ companyId: company.id, companyRole: COMPANY_ROLES.admin, company: company.name })
      .where(
        and(
          sql`lower(${s.customers.email}) = ${body.adminEmail.toLowerCase()}`,
          isNull(s.customers.companyId),
        ),
      )
      .returning({ id: s.customers.id });
    if (joined.length === 0) {
      const [taken] = await tx
        .select({ id: s.customers.id })
        .from(s.customers)
        .where(sql`lower(${s.customers.email}) = ${body.adminEmail.toLowerCase()}`);
      if (taken) throw conflict(ADMIN_IN_COMPANY_TITLE);
      await createCompanyUser(tx, {
        companyId: company.id,
        companyName: company.name,
        role: COMPANY_ROLES.admin,
        email: body.adminEmail,
        firstName: body.adminFirstName,
        lastName: body.adminLastName,
        phoneNumber: body.adminPhoneNumber,
      });
    }
    return company;
  });
}

type CompanyChange = Partial<typeof s.companies.$inferInsert>;

async function updateCompanyRow(db: Db, companyId: number, change: CompanyChange) {
  const [row] = await db
    .update(s.companies)
    .set(change)
    .where(eq(s.companies.id, companyId))
    .returning();
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

export function updateCompany(db: Db, companyId: number, body: z.output<typeof companyUpdateBody>) {
  return updateCompanyRow(db, companyId, {
    name: body.companyName,
    email: body.companyEmail,
    phone: body.companyPhone,
    status: body.companyStatus,
  });
}

export function updateCredit(db: Db, companyId: number, body: z.output<typeof creditUpdateBody>) {
  return updateCompanyRow(db, companyId, body);
}

export function updatePaymentTerms(
  db: Db,
  companyId: number,
  body: z.output<typeof paymentTermsBody>,
) {
  return updateCompanyRow(db, companyId, {
    paymentTermsEnabled: body.isEnabled,
    paymentTerms: body.paymentTerms,
  });
}
