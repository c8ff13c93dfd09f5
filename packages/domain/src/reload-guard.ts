import { PAGE_RELOAD_GUARD_MS } from './constants';

/**
 * The page reload guard (behaviour.md#deploy-skew): the app forces a full page load (a new release was deployed
 * under an open page) at most once per 10 s. Should the new page still look out of date —
 * replicas of two releases behind one address during a rolling deploy, a cached document —
 * it must not reload again and again. `lastReloadAt` is when the last forced load started
 * (ms since the epoch), null when there was none; a clock that went back counts as recent.
 */
export function mayReloadPage(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  const elapsed = now - lastReloadAt;
  return elapsed >= PAGE_RELOAD_GUARD_MS;
}
