// When notices go out: right after a staff call that may have queued some commits (not
// awaited), and on a timer in each backend process that also sweeps due deposits.
import { inBackground } from '../../http/background';
import type { Services } from '../../http/context';
import { queueDueDeposits } from './deposit-due';
import { sendNotices } from './send';
import { noticeSettings } from './settings';

export const NOTICE_SWEEP_MS = 60_000;

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

/** Every minute: the sweep and the sends. Never keeps the process alive; stop() ends it. */
export function startNoticeTimer(services: Services, everyMs = NOTICE_SWEEP_MS) {
  let running = false;
  const timer = setInterval(() => {
    // One run at a time; none once a shutdown began.
    if (running || services.lifecycle.shuttingDown) return;
    running = true;
    inBackground(services, 'container notices sweep', () =>
      runNotices(services).finally(() => {
        running = false;
      }),
    );
  }, everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
    },
  };
}
