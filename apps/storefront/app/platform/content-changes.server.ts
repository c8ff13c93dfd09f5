// The content service's change feed as Storyblok offers it: the space's cache version
// (`cv`) moves whenever a story is published. Readers of shared stories ask for it at most
// once a second per process, so a publish shows within about a second without a read of
// every story on every request.
import { serverApi } from './api.server';

const CHECK_EVERY_MS = 1000;

interface Watch {
  checkedAt: number;
  version: number | null;
  pending: Promise<void> | null;
}

/**
 * A check to await before answering from shared stories: calls `onChange` when the version
 * has moved since the last check. A failed check is logged and keeps the copies.
 */
export function contentChangeWatch(onChange: () => void): () => Promise<void> {
  const watch: Watch = { checkedAt: 0, version: null, pending: null };
  return () => {
    if (watch.pending) return watch.pending;
    if (Date.now() - watch.checkedAt < CHECK_EVERY_MS) return Promise.resolve();
    watch.checkedAt = Date.now();
    watch.pending = serverApi()
      .content.cacheVersion()
      .then(
        (version) => {
          if (watch.version !== null && version !== watch.version) onChange();
          watch.version = version;
        },
        (error: unknown) => {
          console.error('The content cache version could not be read', error);
        },
      )
      .finally(() => {
        watch.pending = null;
      });
    return watch.pending;
  };
}
