import { pathSegments } from './paths';

// "New arrivals" (the header entry of the site settings, a link to the category of that
// path) lists the newest products of the range, newest first, and is never an empty page:
// the wholesaler files new products under the category as they arrive, and when nothing is
// filed there (a new season not yet sorted, a catalogue imported without it) the newest of
// the whole catalogue stand in (behaviour.md#new-arrivals).

/** The special category path of the newest products (as `/shop-all/` and `/collections/`). */
export const NEW_ARRIVALS_PATH = '/new-arrivals/';
/** A product arrived within this many days is a new arrival. */
export const NEW_ARRIVAL_DAYS = 90;
/** With nothing filed under the category, this many of the catalogue's newest are shown. */
export const NEW_ARRIVALS_FALLBACK_COUNT = 24;

const DAY_MS = 86_400_000;

/** Whether a category path is the new arrivals category (`/new-arrivals/`, any slashes). */
export function isNewArrivalsPath(path: string | null | undefined): boolean {
  const segments = pathSegments(path);
  return segments.length === 1 && segments[0]?.toLowerCase() === 'new-arrivals';
}

/**
 * Whether a product that arrived at `arrivedAt` is a new arrival at `now`: within the last
 * `days` days (inclusive). A date in the future (announced, not yet landed) is not.
 */
export function isNewArrival(
  arrivedAt: Date | string | number,
  now: Date | number,
  days: number = NEW_ARRIVAL_DAYS,
): boolean {
  const arrived = new Date(arrivedAt).getTime();
  const at = new Date(now).getTime();
  if (Number.isNaN(arrived) || Number.isNaN(at)) return false;
  return arrived <= at && at - arrived <= days * DAY_MS;
}
