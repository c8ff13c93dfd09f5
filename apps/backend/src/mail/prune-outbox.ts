// How long the mail outbox remembers a sent mail. A sent row keeps only who it went to, its
// kind, subject and when (its text and meta are blanked as it goes: send-outbox.ts); after
// SENT_MAIL_KEEP_DAYS even that goes, so the table does not grow for ever and a recipient's
// address is not kept longer than a support question about a mail needs. A mail given up
// after its last attempt is kept, with its error, for someone to read.
import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Services } from '../http/context';
import * as s from '../db/schema';

export const SENT_MAIL_KEEP_DAYS = 90;
/** Rows deleted per run at most: one run never holds the table for long. */
export const PRUNE_BATCH = 1_000;

/** Deletes up to PRUNE_BATCH mails sent more than SENT_MAIL_KEEP_DAYS ago; answers how many. */
export async function pruneSentMails(
  services: Pick<Services, 'database'>,
  { keepDays = SENT_MAIL_KEEP_DAYS, limit = PRUNE_BATCH } = {},
): Promise<number> {
  const outbox = s.mailOutbox;
  const { db } = services.database;
  const old = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNotNull(outbox.sentAt),
        lt(outbox.sentAt, sql`now() - make_interval(days => ${keepDays})`),
      ),
    )
    .limit(limit);
  const deleted = await db
    .delete(outbox)
    .where(inArray(outbox.id, old))
    .returning({ id: outbox.id });
  return deleted.length;
}
