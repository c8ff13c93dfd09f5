import { format } from 'date-fns';

/**
 * A shipping date as the buyer reads it, "Mon 18 Jan 2027". A date (`YYYY-MM-DD`) is shown
 * as it is; an instant by its date in UTC, which is the date a carrier's report names.
 */
export function formatDay(value: string, pattern = 'EEE d MMM yyyy'): string {
  return format(new Date(`${value.slice(0, 10)}T12:00:00`), pattern);
}
