import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inTheBrowser = () => true;
const onTheServer = () => false;

/**
 * False on the server and while React hydrates the server's HTML, true from then on: for what
 * only a running page shows or loads (lazy chunks, per-tab state), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inTheBrowser, onTheServer);
}
