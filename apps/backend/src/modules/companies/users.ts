import { USER_STATUSES, type CompanyRole } from '@shop/domain';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import * as s from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { revokingTokens } from '../../http/token-cache';
import { randomToken } from '../../security/secrets';
import { hashPassword } from '../customers/passwords';
import { DUPLICATE_EMAIL_TITLE } from '../customers/service';
import type { newUserBody, userUpdateBody, usersQuery } from './schemas';

// Company users (B2B Edition's `/users`): customers with a company. The user's id is the
// customer's; a customer in no company is no user, so every query has `company_id is not null`.

export const USER_NOT_FOUND = 'User not found';

/**
 * The user `userId`; with `companyId`, only when they are that company's (the storefront's
 * B2B GraphQL scopes every write to the caller's company this way).
 */
const isUser = (userId: number, companyId?: number) =>
  and(
    eq(s.customers.id, userId),
    companyId === undefined
      ? isNotNull(s.customers.companyId)
      : eq(s.customers.companyId, companyId),
  );

export async function listUsers(db: Db, query: z.output<typeof usersQuery>) {
  const where = and(
    isNotNull(s.customers.companyId),
    query.companyId === undefined ? undefined : eq(s.customers.companyId, query.companyId),
    query.role === undefined ? undefined : eq(s.customers.companyRole, query.role),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(s.customers)
      .where(where)
      .orderBy(asc(s.customers.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(s.customers).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findUser(db: Db, userId: number, companyId?: number) {
  const [row] = await db.select().from(s.customers).where(isUser(userId, companyId)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

interface NewUser {
  companyId: number;
  companyName: string;
  role: CompanyRole;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

/**
 * A new customer in a company. Their password is a random one nobody knows: they choose
 * theirs through the password reset. They see the prices of the customer group their
 * company's first user is in (B2B Edition ties a company to a customer group).
 */
export async function createCompanyUser(tx: Tx, user: NewUser) {
  const passwordHash = await hashPassword(randomToken());
  const colleagueGroup = sql<number | null>`(select ${s.customers.groupId} from ${s.customers}
    where ${s.customers.companyId} = ${user.companyId} order by ${s.customers.id} limit 1)`;
  try {
    const [row] = await tx
      .insert(s.customers)
      .values({
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phoneNumber,
        // The storefront's `company` text follows the company account.
        company: user.companyName,
        passwordHash,
        groupId: colleagueGroup,
        companyId: user.companyId,
        companyRole: user.role,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL_TITLE);
    throw error;
  }
}

/**
 * In `tx`: a new user of the company `body.companyId` (locked against a change while it is
 * added), with that company, so what the caller writes with the user commits with it.
 */
export async function addCompanyUser(tx: Tx, body: z.output<typeof newUserBody>) {
  const [company] = await tx
    .select({ id: s.companies.id, name: s.companies.name })
    .from(s.companies)
    .where(eq(s.companies.id, body.companyId))
    .for('share');
  if (!company) throw unprocessable('Company not found', { companyId: 'No company has this id' });
  return { user: await createCompanyUser(tx, { ...body, companyName: company.name }), company };
}

export function createUser(db: Db, body: z.output<typeof newUserBody>) {
  return db.transaction(async (tx) => (await addCompanyUser(tx, body)).user);
}

async function endSessions(tx: Tx, customerId: number) {
  await tx
    .update(s.customerTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(s.customerTokens.customerId, customerId), isNull(s.customerTokens.revokedAt)));
}

/**
 * Changes a user (of `companyId` only, when given); deactivating them (`status: 0`) ends
 * every session of theirs at once.
 */
export function updateUser(
  db: Db,
  userId: number,
  body: z.output<typeof userUpdateBody>,
  companyId?: number,
) {
  return revokingTokens(() =>
    db.transaction(async (tx) => {
      let row: typeof s.customers.$inferSelect | undefined;
      try {
        [row] = await tx
          .update(s.customers)
          .set({
            companyRole: body.role,
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phoneNumber,
            status: body.status,
          })
          .where(isUser(userId, companyId))
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL_TITLE);
        throw error;
      }
      if (!row) throw notFound(USER_NOT_FOUND);
      if (row.status === USER_STATUSES.inactive) await endSessions(tx, userId);
      return row;
    }),
  );
}

/**
 * Takes a user out of their company. The customer stays (their orders are the company's
 * history), inactive and signed out everywhere at once.
 */
export function deleteUser(db: Db, userId: number, companyId?: number) {
  return revokingTokens(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(s.customers)
        .set({ companyId: null, companyRole: null, status: USER_STATUSES.inactive })
        .where(isUser(userId, companyId))
        .returning({ id: s.customers.id });
      if (!row) throw notFound(USER_NOT_FOUND);
      await endSessions(tx, userId);
    }),
  );
}
