import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  changesEmail,
  needsCurrentPassword,
} from '@shop/domain';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client';
import { compile, runCompiled } from '../../db/prepared';
import { isUniqueViolation } from '../../db/client';
import * as s from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { randomToken, sha256 } from '../../security/secrets';
import { customerJson } from './serializers';
import { revokingTokens } from '../../http/token-cache';
import { enqueueMail } from '../../mail/enqueue';
import { emailChangedMail, passwordChangedMail } from './account-notices';
import { passwordResetMail } from './reset-mail';

/** Bearer tokens live 604,800 s (behaviour.md#security). */
export const TOKEN_LIFETIME_SECONDS = 604_800;
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

export async function findCustomerByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(s.customers)
    .where(sql`lower(${s.customers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

// The customer with its group, which every signed-in page reads (GET /customers/profile):
// one prepared statement, planned once per connection.
const customerProfile = compile(
  'customer_profile',
  sql`select c.id, c.email, c.first_name as "firstName", c.last_name as "lastName",
      c.company, c.phone, c.created_at as "createdAt", c.updated_at as "updatedAt",
      g.id as "groupId", g.name as "groupName"
    from customers c
    left join customer_groups g on g.id = c.group_id
    where c.id = ${sql.placeholder('id')}
    limit 1`,
);

interface ProfileRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  groupId: number | null;
  groupName: string | null;
}

/** The customer with its group (outside any transaction). */
export async function loadCustomer(database: Database, id: number) {
  const [row] = await runCompiled<ProfileRow>(database, customerProfile, { id });
  if (!row) throw notFound('Customer not found');
  return customerJson(
    { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) },
    row.groupId === null ? null : { id: row.groupId, name: row.groupName ?? '' },
  );
}

/** Checks the credentials; an unknown e-mail and a wrong password take the same time and answer. */
export async function checkCredentials(db: Db, email: string, password: string) {
  const customer = await findCustomerByEmail(db, email);
  const ok = await verifyPassword(customer?.passwordHash ?? (await dummyPasswordHash()), password);
  return ok && customer ? customer : undefined;
}

export async function issueToken(db: Db, customerId: number) {
  const token = randomToken();
  await db.insert(s.customerTokens).values({
    customerId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000),
  });
  return token;
}

export async function revokeToken(db: Db, tokenHash: string) {
  await revokingTokens(() =>
    db
      .update(s.customerTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(s.customerTokens.tokenHash, tokenHash), isNull(s.customerTokens.revokedAt))),
  );
}

export interface NewCustomer {
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  password: string;
}

export const DUPLICATE_EMAIL_TITLE = 'The email address is already in use';

function duplicateEmail() {
  return new HttpError(409, DUPLICATE_EMAIL_TITLE, [
    {
      status: 409,
      title: DUPLICATE_EMAIL_TITLE,
      errors: { email: 'email address already exists' },
    },
  ]);
}

/** New trade applicants join no group, so they see no prices until the wholesaler assigns one. */
export async function createCustomer(db: Db, input: NewCustomer) {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(s.customers)
      .values({
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        company: input.company,
        phone: input.phone,
        passwordHash,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return customerJson(row, null);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

export interface ProfileUpdate {
  email?: string | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
  company?: string | undefined;
  phone?: string | undefined;
  _authentication?: { password?: string | undefined; current_password: string } | undefined;
}

export interface ProfileChange {
  customer: Awaited<ReturnType<typeof loadCustomer>>;
  /** An e-mail to the owner was queued with the change (send it). */
  mailQueued: boolean;
}

/** Every session of the customer but the one in use: a credential changed under them. */
async function revokeOtherSessions(tx: Tx, customerId: number, keepTokenHash: string | undefined) {
  await tx
    .update(s.customerTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(s.customerTokens.customerId, customerId),
        isNull(s.customerTokens.revokedAt),
        keepTokenHash === undefined ? undefined : ne(s.customerTokens.tokenHash, keepTokenHash),
      ),
    );
}

/** Every reset link still out for the customer stops working (behaviour.md#security). */
async function voidResetLinks(tx: Tx, customerId: number) {
  await tx
    .update(s.passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(s.passwordResets.customerId, customerId), isNull(s.passwordResets.usedAt)));
}

export const CURRENT_PASSWORD_INCORRECT = 'The current password is incorrect';

/**
 * The profile update. A new e-mail or password needs the current password (a stolen token
 * alone must not take the account over, behaviour.md#security); either change signs out every other
 * session, voids outstanding reset links and queues a notice to the address the account had,
 * all in one transaction. `checkCurrentPassword` counts the guess against the login limits
 * before the hash is compared; `storefrontUrl` is where the notice's links lead.
 */
export async function updateProfile(
  database: Database,
  me: { id: number; tokenHash?: string | undefined },
  update: ProfileUpdate,
  checkCurrentPassword: (email: string) => Promise<{ release(): Promise<void> }>,
  storefrontUrl: string,
): Promise<ProfileChange> {
  const { db } = database;
  const [row] = await db.select().from(s.customers).where(eq(s.customers.id, me.id)).limit(1);
  if (!row) throw notFound('Customer not found');
  const newPassword = update._authentication?.password;
  const currentPassword = update._authentication?.current_password;
  if (
    needsCurrentPassword(row.email, { email: update.email, password: newPassword }) &&
    !currentPassword
  )
    throw badRequest(CURRENT_PASSWORD_REQUIRED_MESSAGE, {
      '_authentication.current_password': CURRENT_PASSWORD_REQUIRED_MESSAGE,
    });
  if (currentPassword !== undefined) {
    const attempt = await checkCurrentPassword(row.email);
    if (!(await verifyPassword(row.passwordHash, currentPassword)))
      throw badRequest(CURRENT_PASSWORD_INCORRECT, {
        '_authentication.current_password': CURRENT_PASSWORD_INCORRECT,
      });
    await attempt.release();
  }
  const emailChanged = changesEmail(row.email, update.email);
  const passwordChanged = newPassword !== undefined && newPassword !== '';
  const changes: Partial<typeof s.customers.$inferInsert> = {};
  if (update.email !== undefined) changes.email = update.email;
  if (update.first_name !== undefined) changes.firstName = update.first_name;
  if (update.last_name !== undefined) changes.lastName = update.last_name;
  if (update.company !== undefined) changes.company = update.company;
  if (update.phone !== undefined) changes.phone = update.phone;
  if (passwordChanged) changes.passwordHash = await hashPassword(newPassword);
  try {
    // The token's customer (its e-mail) changes, or other sessions end (http/token-cache.ts).
    await revokingTokens(() =>
      db.transaction(async (tx) => {
        if (Object.keys(changes).length > 0) {
          changes.updatedAt = new Date();
          await tx.update(s.customers).set(changes).where(eq(s.customers.id, me.id));
        }
        if (emailChanged || passwordChanged) {
          await revokeOtherSessions(tx, me.id, me.tokenHash);
          await voidResetLinks(tx, me.id);
        }
        if (emailChanged && changes.email !== undefined)
          await enqueueMail(tx, emailChangedMail(storefrontUrl, row, changes.email));
        if (passwordChanged) await enqueueMail(tx, passwordChangedMail(storefrontUrl, row));
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
  return {
    customer: await loadCustomer(database, me.id),
    mailQueued: emailChanged || passwordChanged,
  };
}

// ---------------------------------------------------------------- password reset

export const RESET_TOKEN_LIFETIME_SECONDS = 3600;
export const INVALID_RESET_TOKEN_MESSAGE = 'This password reset link is invalid or has expired';

/**
 * A company user's welcome link (B2B GraphQL `userCreate` with `acceptEmail`) is a reset
 * token that lives three days instead of one hour; the same page sets the password, once.
 */
export const INVITE_TOKEN_LIFETIME_SECONDS = 3 * 86_400;

/** A single-use token to set the customer's password (stored hashed), valid `lifetimeSeconds`. */
export async function issuePasswordToken(
  db: Db,
  customerId: number,
  lifetimeSeconds = RESET_TOKEN_LIFETIME_SECONDS,
) {
  const token = randomToken();
  await db.insert(s.passwordResets).values({
    customerId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  });
  return token;
}

/**
 * A single-use reset token (stored hashed) and its e-mail, queued in one transaction; false
 * when no account has that e-mail.
 */
export function createPasswordReset(db: Db, email: string, storefrontUrl: string) {
  return db.transaction(async (tx) => {
    const customer = await findCustomerByEmail(tx, email);
    if (!customer) return false;
    const token = await issuePasswordToken(tx, customer.id);
    await enqueueMail(tx, passwordResetMail(storefrontUrl, customer, token));
    return true;
  });
}

const liveReset = (tokenHash: string) =>
  and(
    eq(s.passwordResets.tokenHash, tokenHash),
    isNull(s.passwordResets.usedAt),
    gt(s.passwordResets.expiresAt, new Date()),
  );

export async function verifyPasswordReset(db: Db, token: string) {
  const [row] = await db
    .select({ id: s.passwordResets.id })
    .from(s.passwordResets)
    .where(liveReset(sha256(token)))
    .limit(1);
  if (!row) throw badRequest(INVALID_RESET_TOKEN_MESSAGE, { token: INVALID_RESET_TOKEN_MESSAGE });
}

/**
 * Uses the token (once: the UPDATE claims it), sets the password, signs out every session and
 * voids every other reset link of the account (older links used to keep working).
 */
export async function resetPassword(db: Db, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await revokingTokens(() =>
    db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(s.passwordResets)
        .set({ usedAt: new Date() })
        .where(liveReset(sha256(token)))
        .returning({ customerId: s.passwordResets.customerId });
      if (!claimed)
        throw badRequest(INVALID_RESET_TOKEN_MESSAGE, { token: INVALID_RESET_TOKEN_MESSAGE });
      await tx
        .update(s.customers)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(s.customers.id, claimed.customerId));
      await revokeOtherSessions(tx, claimed.customerId, undefined);
      await voidResetLinks(tx, claimed.customerId);
    }),
  );
}
