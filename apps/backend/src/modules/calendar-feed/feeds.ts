// A buyer's private calendar feed: the URL carries a random secret of which only the sha256
// is kept (like password reset and bearer tokens), so a database leak yields no usable feed.
// One live feed per buyer: a new one revokes the old in the same transaction.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { randomToken, sha256 } from '../../security/secrets';

/** The live feed of a customer, if any. */
const liveFeedOf = (customerId: number) =>
  and(eq(s.calendarFeeds.customerId, customerId), isNull(s.calendarFeeds.revokedAt));

/** Revokes the buyer's live feed (if any) and makes a new one; the secret is returned once. */
export async function replaceFeed(db: Db, customerId: number) {
  const token = randomToken();
  const row = await db.transaction(async (tx) => {
    // Two creates at once for one buyer wait on each other here, so the second revokes the
    // first's feed instead of colliding with it on the one-live-feed index.
    await tx
      .select({ id: s.customers.id })
      .from(s.customers)
      .where(eq(s.customers.id, customerId))
      .for('update');
    await tx.update(s.calendarFeeds).set({ revokedAt: new Date() }).where(liveFeedOf(customerId));
    const [created] = await tx
      .insert(s.calendarFeeds)
      .values({ customerId, tokenHash: sha256(token) })
      .returning({ createdAt: s.calendarFeeds.createdAt });
    return created;
  });
  if (!row) throw new Error('The calendar feed was not created');
  return { token, createdAt: row.createdAt };
}

/** Whether the buyer has a live feed, and since when (never its secret: only the hash is kept). */
export async function feedStatus(db: Db, customerId: number) {
  const [row] = await db
    .select({ createdAt: s.calendarFeeds.createdAt })
    .from(s.calendarFeeds)
    .where(liveFeedOf(customerId))
    .limit(1);
  return row ? { active: true, createdAt: row.createdAt } : { active: false, createdAt: null };
}

/** Ends the buyer's live feed at once; nothing to end is fine too. */
export async function revokeFeed(db: Db, customerId: number) {
  await db.update(s.calendarFeeds).set({ revokedAt: new Date() }).where(liveFeedOf(customerId));
}

/**
 * The owner of a live feed's secret, or undefined. The lookup is by the secret's hash (an
 * index probe), so how long it takes says nothing about how close a guess came.
 */
export async function feedOwner(db: Db, token: string) {
  const [row] = await db
    .select({
      customerId: s.calendarFeeds.customerId,
      firstName: s.customers.firstName,
      lastName: s.customers.lastName,
      company: s.customers.company,
    })
    .from(s.calendarFeeds)
    .innerJoin(s.customers, eq(s.customers.id, s.calendarFeeds.customerId))
    .where(and(eq(s.calendarFeeds.tokenHash, sha256(token)), isNull(s.calendarFeeds.revokedAt)))
    .limit(1);
  return row;
}
