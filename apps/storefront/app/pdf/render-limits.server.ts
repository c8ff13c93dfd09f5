// How much PDF rendering one process does (SECURITY.md#printed-documents). A render is
// 100–150 ms of this process's one thread (2.7 s for its first, which reads the fonts), so
// ten at once interleave and every other buyer's page waits behind all of them. Renders
// therefore take turns (PDF_RENDER_CONCURRENCY at a time, p-limit's queue): a page waits for
// at most the render in progress. And one customer may start PDF_RENDERS_PER_MINUTE renders a
// minute; a document already rendered is served from the cache without counting.
import { setImmediate as ioTurn } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { env } from '../platform/env.server';

const WINDOW_MS = 60_000;

const turns = pLimit(env.pdf.concurrency);

/**
 * Runs one render when its turn comes. p-limit starts the next render in a microtask of the
 * last one's end, before any I/O: a page's backend answers would wait behind every queued
 * render. A setImmediate first lets what arrived meanwhile run, so a page waits for at most
 * the render in progress at each of its steps.
 */
export const renderTurn = <T>(render: () => Promise<T>): Promise<T> =>
  turns(async () => {
    await ioTurn();
    return render();
  });

// One fixed minute per customer, counted in lru-cache: its TTL ends the window and `max`
// bounds the memory however many customers print. Per process, as the cache is.
const windows = new LRUCache<number, { renders: number }>({ max: 50_000, ttl: WINDOW_MS });

/**
 * Counts a render for `customerId`: null when it may go ahead, else the seconds until the
 * customer's minute ends (the 429's Retry-After).
 */
export function takeRender(customerId: number): number | null {
  const window = windows.get(customerId);
  if (window === undefined) {
    windows.set(customerId, { renders: 1 });
    return null;
  }
  if (window.renders >= env.pdf.rendersPerMinute)
    return Math.max(1, Math.ceil(windows.getRemainingTTL(customerId) / 1000));
  // Counted in place: the window keeps the TTL of its first render.
  window.renders += 1;
  return null;
}
