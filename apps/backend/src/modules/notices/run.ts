// The due-deposit sweep: every minute (src/minute-timer.ts) and on a staff call. What it and
// the staff calls queue goes out with the mail outbox (src/mail/send-outbox.ts).
import type { Services } from '../../http/context';
import { sendOutboxMails } from '../../mail/send-outbox';
import { queueDueDeposits } from './deposit-due';
import { noticeSettings } from './settings';

/** Queues the deposits due by `now`'s date. */
export function sweepDueDeposits(services: Services, now = new Date()) {
  return queueDueDeposits(services.database.db, now, noticeSettings(services.config));
}

/**
 * The sweep as of `now`, then the outbox's sends of what is due by the time they run (`sent`
 * counts every mail that went, of any kind).
 */
export async function runNotices(services: Services, now = new Date()) {
  const queued = await sweepDueDeposits(services, now);
  const sent = await sendOutboxMails(services);
  return { queued, sent };
}
