import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded dialog is rendered from its
 * first opening and then stays mounted, so it can animate closed and keep its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return opened;
}
