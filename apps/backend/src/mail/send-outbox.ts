// Sends the mail outbox. Rows are picked FOR UPDATE SKIP LOCKED, so two backends never pick the
// same mail, and each is marked sent in the transaction that picked it, after it went. A crash
// between a send and that commit sends it again: delivery is at least once, never lost.
import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { inBackground } from '../http/background';
import type { Services } from '../http/context';
import { isServerFailure } from './mailer';
import * as s from '../db/schema';

export const SEND_BATCH = 50;
/** Tries before a mail is given up (left unsent, with its last error, for someone to read). */
export const MAX_ATTEMPTS = 10;

/**
 * The wait after the `failures`th failed try: 1, 2, 4 … minutes, at most an hour (about four
 * hours in all), so an SMTP outage is outlasted rather than used up by the sends every commit
 * starts.
 */
export const retryDelayMs = (failures: number) =>
  Math.min(2 ** Math.max(failures - 1, 0), 60) * 60_000;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, s.MAIL_ERROR_LENGTH);

/**
 * Sends up to `limit` mails that are due at `now`, oldest first; answers how many went. Without
 * `now`, due by the database's clock: a mail's due time is the database's `now()` of the write
 * that queued it, in microseconds, which a JavaScript Date (milliseconds) can fall just short of.
 */
export async function sendOutboxMails(
  services: Pick<Services, 'database' | 'mailer' | 'logger'>,
  { limit = SEND_BATCH, now }: { limit?: number; now?: Date } = {},
): Promise<number> {
  const outbox = s.mailOutbox;
  return services.database.db.transaction(async (tx) => {
    const picked = await tx
      .select()
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          lt(outbox.attempts, MAX_ATTEMPTS),
          lte(outbox.nextAttemptAt, now ?? sql`now()`),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const mail of picked) {
      const attempts = mail.attempts + 1;
      try {
        await services.mailer.send({
          to: mail.recipient,
          subject: mail.subject,
          text: mail.body,
          meta: { ...mail.meta, kind: mail.kind },
        });
      } catch (error) {
        await tx
          .update(outbox)
          .set({
            attempts,
            lastError: errorText(error),
            nextAttemptAt: new Date((now ?? new Date()).getTime() + retryDelayMs(attempts)),
          })
          .where(eq(outbox.id, mail.id));
        const context = { err: error, mailId: mail.id, kind: mail.kind, attempts };
        if (attempts >= MAX_ATTEMPTS)
          services.logger.error(context, 'e-mail given up after its last attempt');
        else services.logger.warn(context, 'e-mail failed; it is tried again later');
        // The server is down or unreachable: the rest of the batch would only wait on it in
        // turn. They stay due, untried, for the next run.
        if (isServerFailure(error)) break;
        continue;
      }
      // Its text and meta may carry a live reset link, which the database otherwise keeps
      // only hashed: once sent, the row keeps who, what kind and when.
      await tx
        .update(outbox)
        .set({ attempts, sentAt: new Date(), lastError: null, body: '', meta: {} })
        .where(eq(outbox.id, mail.id));
      sent += 1;
    }
    return sent;
  });
}

/** After a write that queued mail committed: send it, after the answer (errors logged). */
export function sendMailsSoon(services: Services) {
  inBackground(services, 'mail outbox', () => sendOutboxMails(services));
}
