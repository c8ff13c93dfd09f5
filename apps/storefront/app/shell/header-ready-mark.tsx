import { useLayoutEffect } from 'react';

/** The mark `measure:hydration` reads: the header's search and cart answer from here on. */
export const HEADER_INTERACTIVE_MARK = 'shop:header-interactive';

/**
 * Rendered right after the header: its layout effect runs when React has hydrated the header
 * and attached its handlers, so the mark says when a buyer's tap on search or the cart first
 * does something (behaviour.md#performance). Once per page load; client navigations do not move it.
 */
export function HeaderReadyMark() {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(HEADER_INTERACTIVE_MARK).length === 0)
      performance.mark(HEADER_INTERACTIVE_MARK);
  }, []);
  return null;
}
