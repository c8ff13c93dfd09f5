// What each backend process does every minute, besides the sends right after a commit: the
// due-deposit sweep (its reminders are sent at once), the mail outbox's sends (the mails
// whose first try failed, or whose process stopped before it sent them) and the forgetting of
// mails sent long ago (prune-outbox.ts).
import { inBackground } from './http/background';
import type { Services } from './http/context';
import { pruneSentMails } from './mail/prune-outbox';
import { sendMailsSoon, sendOutboxMails } from './mail/send-outbox';
import { sweepDueDeposits } from './modules/notices/run';

export const MINUTE_MS = 60_000;

const JOBS: [string, (services: Services) => Promise<unknown>][] = [
  [
    'due-deposit sweep',
    async (services) => {
      if ((await sweepDueDeposits(services)) > 0) sendMailsSoon(services);
    },
  ],
  ['mail outbox', (services) => sendOutboxMails(services)],
  ['mail outbox pruning', (services) => pruneSentMails(services)],
];

/** Runs the jobs every `everyMs`. Never keeps the process alive; stop() ends it. */
export function startMinuteTimer(services: Services, everyMs = MINUTE_MS) {
  const running = new Set<string>();
  const timer = setInterval(() => {
    for (const [what, job] of JOBS) {
      // One run of a job at a time; none once a shutdown began.
      if (running.has(what) || services.lifecycle.shuttingDown) continue;
      running.add(what);
      inBackground(services, what, () =>
        job(services).finally(() => {
          running.delete(what);
        }),
      );
    }
  }, everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
    },
  };
}
