// Performance (docs/behaviour.md#performance): what a buyer on a slow phone feels, beside the Lighthouse score. Opens the home
// page, a category page and a product page of the production build (served as the browser
// tests serve it, test/browser/servers.ts) in Debian's Chromium with DevTools' "Slow 4G"
// profile (150 ms latency, 1.6 Mbps down, 750 kbps up, CPU slowed 4×) at a phone's
// 412 × 823, a fresh cache each time, and prints per page the medians of
// - FCP and LCP (the browser's own paint entries), and when the last script had arrived,
// - header interactive: when the header's search and cart respond (the
//   `shop:header-interactive` mark app/shell/header-ready-mark.tsx sets once React has hydrated
//   the header).
// HYDRATION_RUNS (default 5) runs per page, interleaved; printed with the load average, as
// a busy machine slows the throttled CPU too. Exits 1 when a median header time is over
// HYDRATION_TARGET_MS (default 2000).
// Usage: react-router build && tsx --conditions=@shop/source scripts/hydration.ts [path…]
import { loadavg } from 'node:os';
import { HEADER_INTERACTIVE_MARK } from '../app/shell/header-ready-mark';
import { launchChromium } from '../test/browser/chromium';
import { startStack } from '../test/browser/servers';

const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('HYDRATION_RUNS must be a whole number ≥ 1');
const TARGET_MS = Number(process.env.HYDRATION_TARGET_MS ?? 2000);
const paths = process.argv.slice(2);
const pages =
  paths.length > 0 ? paths : ['/', '/shop/shop-all/chairs', '/product/oslo-classic-dining-chair'];

// Chrome DevTools' "Slow 4G" preset (the one Lighthouse's mobile throttling is modelled on).
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Timing {
  fcp: number;
  lcp: number;
  /** When the last script of the first load had arrived. */
  scripts: number;
  header: number;
}

const stack = await startStack();
const browser = await launchChromium();

async function measure(path: string): Promise<Timing> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(new URL(path, stack.storefrontUrl).href, { waitUntil: 'load' });
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      HEADER_INTERACTIVE_MARK,
      { timeout: 60_000 },
    );
    return await page.evaluate(
      (mark) =>
        new Promise<Timing>((resolve) => {
          // The largest paint so far is the last entry the observer is handed.
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({
              fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
              lcp: entries.at(-1)?.startTime ?? NaN,
              scripts: Math.max(
                ...performance
                  .getEntriesByType('resource')
                  .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
                  .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
              ),
              header: performance.getEntriesByName(mark)[0]?.startTime ?? NaN,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
      HEADER_INTERACTIVE_MARK,
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

let missed = false;
try {
  // One visit each first, not counted: the backend draws a content picture on its first request.
  for (const path of pages) await measure(path).catch(() => undefined);
  const runs = new Map<string, Timing[]>(pages.map((path) => [path, []]));
  for (let round = 0; round < RUNS; round++)
    for (const path of pages) runs.get(path)?.push(await measure(path));
  console.log(
    `slow 4G (150 ms, 1.6 Mbps), CPU ×${String(CPU_SLOWDOWN)}, median of ${String(RUNS)}; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const [path, timings] of runs) {
    const header = median(timings.map((t) => t.header));
    missed ||= header > TARGET_MS;
    console.log(
      `${path.padEnd(36)} FCP ${seconds(median(timings.map((t) => t.fcp)))}  LCP ${seconds(
        median(timings.map((t) => t.lcp)),
      )}  scripts in ${seconds(median(timings.map((t) => t.scripts)))}  header interactive ${seconds(header)}  (runs ${timings.map((t) => seconds(t.header)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await stack.close();
}
if (missed) {
  console.error(`A page's header became interactive later than ${String(TARGET_MS)} ms.`);
  process.exitCode = 1;
}
