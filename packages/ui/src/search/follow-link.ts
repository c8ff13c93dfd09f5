import type { MouseEvent } from 'react';

/**
 * A plain left click on a link the app handles itself (refining a search, changing page).
 * Modified clicks (new tab, new window, download) keep the browser's own behaviour, and
 * so does the href when no script runs.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
