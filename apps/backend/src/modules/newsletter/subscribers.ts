import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';

/** Adds an address to a list; `duplicate` when it was already there (any letter case). */
export async function addSubscriber(
  db: Db,
  listId: string,
  email: string,
): Promise<'added' | 'duplicate'> {
  const rows = await db
    .insert(s.newsletterSubscribers)
    .values({ listId, email: email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: s.newsletterSubscribers.id });
  return rows.length > 0 ? 'added' : 'duplicate';
}

export async function listSubscribers(db: Db, listId: string) {
  return db
    .select({
      email: s.newsletterSubscribers.email,
      listId: s.newsletterSubscribers.listId,
      createdAt: s.newsletterSubscribers.createdAt,
    })
    .from(s.newsletterSubscribers)
    .where(eq(s.newsletterSubscribers.listId, listId))
    .orderBy(asc(s.newsletterSubscribers.id));
}
