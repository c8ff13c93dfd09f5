// A mail is written in the transaction of the write it belongs to, so it exists if and only if
// that write committed; send-outbox.ts delivers it after the commit.
import type { Tx } from '../db/client';
import * as s from '../db/schema';

export type MailKind = (typeof s.mailOutbox.$inferInsert)['kind'];

/** One e-mail to queue: `meta` is what the outbox folder shows besides the text (links, ids). */
export interface QueuedMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  meta?: Record<string, string>;
}

/** Queues `mail` in `tx`; nothing is sent until the transaction commits. */
export async function enqueueMail(tx: Tx, mail: QueuedMail): Promise<void> {
  await tx.insert(s.mailOutbox).values({
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    body: mail.text,
    meta: mail.meta ?? {},
  });
}
