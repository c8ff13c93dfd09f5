import type { Services } from './context';

/**
 * Runs work after the response (e-mail, the password-reset lookup); a failure is logged, and
 * close() waits for whatever is still running.
 */
export function inBackground(services: Services, what: string, work: () => Promise<unknown>) {
  const task: Promise<unknown> = work()
    .catch((error: unknown) => {
      services.logger.error({ err: error }, `${what} failed`);
    })
    .finally(() => services.background.delete(task));
  services.background.add(task);
}
