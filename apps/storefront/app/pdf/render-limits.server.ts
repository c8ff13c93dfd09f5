// How much PDF rendering one process does (SECURITY.md#printed-documents). A render is
// 100–150 ms of this process's one thread (2.7 s for its first, which reads the fonts), so
// ten at once interleave and every other buyer's page waits behind all of them. Renders
// therefore take turns (PDF_RENDER_CONCURRENCY at a time, p-limit's queue) and leave the
// thread to pages between them. And one customer may start PDF_RENDERS_PER_MINUTE renders a
// minute; a document already rendered is served from the cache without counting.
import { setImmediate as ioTurn, setTimeout as pause } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { env } from '../platform/env.server';

const WINDOW_MS = 60_000;

const turns = pLimit(env.pdf.concurrency);

/**
 * Runs one render when its turn comes. One thread serves pages and renders alike: a page's
 * steps (its backend answers) run only between renders' synchronous stretches. So before a
 * render, a setImmediate lets what arrived meanwhile run (p-limit would start the next render
 * in a microtask, ahead of all I/O), and while others wait, a turn is held after its render
 * as long again: under a queue of renders the thread is the pages' at least half the time.
 * The render's answer goes out at once; only the next render waits.
 */
export function renderTurn<T>(render: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    void turns(async () => {
      await ioTurn();
      const started = performance.now();
      try {
        resolve(await render());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
      if (turns.pendingCount > 0) await pause(performance.now() - started);
    });
  });
}

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
