// The performance budget (docs/behaviour.md#performance), measured (not a timed test): mobile Lighthouse on the home
// page, a category page and a product page of the production build, served exactly as the
// browser tests serve it (reference backend in-process on in-memory demo data, the build
// under its production server server.ts, test/browser/servers.ts). Lighthouse drives Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded.
// Each page is measured LIGHTHOUSE_RUNS times (default 3, the rounds interleaved so the
// machine's moods spread over every page), and its median run is the figure, the way
// Lighthouse CI picks it (closest to the median FCP and TTI): one run of a simulated slow
// phone swings with whatever else the machine is doing.
// Prints performance, CLS, LCP and TBT of each page's median run, the range of scores over
// its runs and the JavaScript the page downloads (transfer size, gzip as served), and exits
// 1 when a median misses a target: performance ≥ 95 and CLS 0 on every page.
// Usage: react-router build && tsx --conditions=@shop/source scripts/lighthouse.ts [path…]
// LIGHTHOUSE_REPORT_DIR=dir also writes each page's median report (JSON) there, to see why.
// Each page and its pictures are requested once before measuring, as a running shop would
// have been: the reference backend draws a content picture on its first request (a few
// hundred ms of CPU), which a freshly started stack would otherwise charge to the first run.
// Every run is a first visit: the origin's storage is emptied with the cache.
// The machine's load skews the figures (Lighthouse simulates a slow phone from timings it
// observes), so they are printed with the load average.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun as medianRunOf } from 'lighthouse/core/lib/median-run.js';
import { startStack } from '../test/browser/servers';

const TARGET_SCORE = 95;
const TARGET_CLS = 0;
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
// Its declaration names Lighthouse's global LH.Result, which this project does not load.
const computeMedianRun = medianRunOf as unknown as (runs: Result[]) => Result;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('LIGHTHOUSE_RUNS must be a whole number ≥ 1');
const paths = process.argv.slice(2);
const pages =
  paths.length > 0 ? paths : ['/', '/shop/shop-all/chairs', '/product/oslo-classic-dining-chair'];

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const stack = await startStack();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const loadAverage = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

/** What Chromium asks a picture for: the backend answers it webp (its other answer is JPEG/PNG). */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * Requests the page and every picture and stylesheet its HTML names once — each width a
 * `srcset` offers, as webp, the variants Chromium will pick — as a running shop would have
 * served them before.
 */
async function warmUp(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const named = [...html.matchAll(/<(?:img|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const candidates = [...html.matchAll(/\b(?:srcSet|imageSrcSet)="([^"]+)"/gi)].flatMap((match) =>
    (match[1] ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  );
  const assets = [...new Set([...named, ...candidates])]
    .map((href) => href.replaceAll('&amp;', '&'))
    .filter((href) => href !== '' && !href.startsWith('data:'));
  await Promise.all(
    assets.map((href) =>
      fetch(new URL(href, url), { headers: { Accept: BROWSER_IMAGE_ACCEPT } }).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      ),
    ),
  );
}

let missed = false;
try {
  for (const page of pages) await warmUp(`${stack.storefrontUrl}${page}`);
  console.log(`${loadAverage()}; ${String(RUNS)} run(s) per page`);
  const runs = new Map<string, Result[]>(pages.map((page) => [page, []]));
  for (let round = 0; round < RUNS; round += 1) {
    for (const page of pages) {
      // The default configuration is the mobile preset (Moto G Power, simulated 4G, 4× CPU).
      const result = await lighthouse(`${stack.storefrontUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // A first visit: Lighthouse empties the HTTP cache but by default keeps the origin's
        // local storage, where an earlier run left the web font's flag (app/shell/web-font.tsx):
        // a browser that claims to hold the font while its cache is empty.
        clearStorageTypes: [
          'file_systems',
          'shader_cache',
          'service_workers',
          'cache_storage',
          'local_storage',
        ],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
      runs.get(page)?.push(result.lhr);
    }
  }
  console.log(
    'page                                 perf  (runs)       CLS      LCP      TBT   JS loaded',
  );
  for (const page of pages) {
    const all = runs.get(page) ?? [];
    const lhr = computeMedianRun(all);
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
    }
    const scoreOf = (run: Result) => Math.round((run.categories.performance?.score ?? 0) * 100);
    const score = scoreOf(lhr);
    const scores = all.map(scoreOf);
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
    const details = lhr.audits['network-requests']?.details as
      { items?: NetworkItem[] } | undefined;
    const scriptBytes = (details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const ok = score >= TARGET_SCORE && cls <= TARGET_CLS;
    missed ||= !ok;
    console.log(
      [
        page.padEnd(34),
        String(score).padStart(6),
        `(${String(Math.min(...scores))}–${String(Math.max(...scores))})`.padStart(9),
        cls.toFixed(3).padStart(8),
        `${(lcp / 1000).toFixed(2)} s`.padStart(9),
        `${Math.round(tbt).toString()} ms`.padStart(8),
        `${(scriptBytes / 1024).toFixed(1)} kB`.padStart(12),
        ok
          ? ''
          : `  MISSED (targets: performance ≥ ${String(TARGET_SCORE)}, CLS ${String(TARGET_CLS)})`,
      ].join(' '),
    );
    const shifts = lhr.audits['layout-shifts']?.details as { items?: unknown[] } | undefined;
    if (cls > TARGET_CLS && shifts?.items)
      console.log(`  layout shifts: ${JSON.stringify(shifts.items).slice(0, 600)}`);
  }
  console.log(loadAverage());
} finally {
  chrome.kill();
  await stack.close();
}
process.exitCode = missed ? 1 : 0;
