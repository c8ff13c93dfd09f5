// A notice is written in the transaction that records its cause, so it exists if and only if
// the cause committed; its key makes it once however often the cause is recorded or swept.
import type { Tx } from '../../db/client';
import * as s from '../../db/schema';

export type NoticeKind = (typeof s.containerNotices.$inferInsert)['kind'];

export interface Notice {
  customerId: number;
  orderId: number;
  kind: NoticeKind;
  noticeKey: string;
  subject: string;
  body: string;
}

/** Queues a notice; true when it is new (false: this key was queued before). */
export async function queueNotice(tx: Tx, notice: Notice): Promise<boolean> {
  const inserted = await tx
    .insert(s.containerNotices)
    .values(notice)
    .onConflictDoNothing({ target: s.containerNotices.noticeKey })
    .returning({ id: s.containerNotices.id });
  return inserted.length > 0;
}
