// When notices go out: right after a staff call that may have queued some commits (not
// awaited), and every minute (src/minute-timer.ts) after the sweep of due deposits.
import { inBackground } from '../../http/background';
import type { Services } from '../../http/context';
import { queueDueDeposits } from './deposit-due';
import { sendNotices } from './send';
import { noticeSettings } from './settings';

/** Queues the deposits due by `now`'s date, then sends what is queued. */
export async function runNotices(services: Services, now = new Date()) {
  const queued = await queueDueDeposits(services.database.db, now, noticeSettings(services.config));
  const sent = await sendNotices(services);
  return { queued, sent };
}

/** After a staff call committed: send what it queued, after the answer (errors logged). */
export function sendNoticesSoon(services: Services) {
  inBackground(services, 'container notices', () => sendNotices(services));
}
