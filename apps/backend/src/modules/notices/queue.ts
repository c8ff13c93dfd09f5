// A notice is written in the transaction that records its cause, so it exists if and only if
// the cause committed; its key makes it once however often the cause is recorded or swept.
// Its e-mail is a row of the mail outbox written beside it (src/mail/send-outbox.ts sends it,
// with the outbox's retries), so a notice and its mail are one write.
import type { Tx } from '../../db/client';
import * as s from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue';

export type NoticeKind = (typeof s.containerNotices.$inferInsert)['kind'];

export interface Notice {
  customerId: number;
  /** Where its e-mail goes: the buyer's address, read with the rest of the notice's context. */
  email: string;
  orderId: number;
  kind: NoticeKind;
  noticeKey: string;
  subject: string;
  body: string;
}

/** Queues a notice and its e-mail; true when it is new (false: this key was queued before). */
export async function queueNotice(tx: Tx, { email, ...notice }: Notice): Promise<boolean> {
  const inserted = await tx
    .insert(s.containerNotices)
    .values(notice)
    .onConflictDoNothing({ target: s.containerNotices.noticeKey })
    .returning({ id: s.containerNotices.id });
  if (inserted.length === 0) return false;
  await enqueueMail(tx, {
    kind: notice.kind,
    to: email,
    subject: notice.subject,
    text: notice.body,
    meta: { noticeKey: notice.noticeKey, orderId: String(notice.orderId) },
  });
  return true;
}
