// Sends queued notices. Picked with FOR UPDATE SKIP LOCKED, so two backends never pick the
// same notice; each is marked sent in the transaction that picked it, after its mail went.
// A crash between the send and the commit sends that batch again (at least once, never lost).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Services } from '../../http/context';
import * as s from '../../db/schema';

export const SEND_BATCH = 50;

/** Sends up to `limit` unsent notices, oldest first; answers how many went. */
export async function sendNotices(
  services: Pick<Services, 'database' | 'mailer' | 'logger'>,
  { limit = SEND_BATCH }: { limit?: number } = {},
): Promise<number> {
  return services.database.db.transaction(async (tx) => {
    const picked = await tx
      .select({ notice: s.containerNotices, email: s.customers.email })
      .from(s.containerNotices)
      .innerJoin(s.customers, eq(s.customers.id, s.containerNotices.customerId))
      .where(isNull(s.containerNotices.sentAt))
      .orderBy(asc(s.containerNotices.createdAt), asc(s.containerNotices.id))
      .limit(limit)
      .for('update', { of: s.containerNotices, skipLocked: true });
    let sent = 0;
    for (const { notice, email } of picked) {
      try {
        await services.mailer.send({
          to: email,
          subject: notice.subject,
          text: notice.body,
          meta: {
            kind: notice.kind,
            noticeKey: notice.noticeKey,
            orderId: String(notice.orderId),
          },
        });
      } catch (error) {
        // Left unsent: the next run tries again.
        services.logger.error(
          { err: error, noticeKey: notice.noticeKey },
          'container notice e-mail failed',
        );
        continue;
      }
      await tx
        .update(s.containerNotices)
        .set({ sentAt: new Date() })
        .where(and(eq(s.containerNotices.id, notice.id), isNull(s.containerNotices.sentAt)));
      sent += 1;
    }
    return sent;
  });
}
