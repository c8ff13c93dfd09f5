// Issue 8 performance budget, measured (not a timed test): mobile Lighthouse on the home
// page, a category page and a product page of the production build, served exactly as the
// browser tests serve it (reference backend in-process on in-memory demo data, the build
// under react-router-serve, test/browser/servers.ts). Lighthouse drives Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded.
// Prints performance, CLS, LCP and TBT per page and the JavaScript the page downloads
// (transfer size, gzip as served), and exits 1 when a target is missed:
// performance ≥ 95 and CLS 0 on every page.
// Usage: react-router build && tsx --conditions=@shop/source scripts/lighthouse.ts [path…]
// LIGHTHOUSE_REPORT_DIR=dir also writes each page's full report (JSON) there, to see why.
// The machine's load skews the figures (Lighthouse simulates a slow phone from timings it
// observes), so they are printed with the load average.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../test/browser/servers';

const TARGET_SCORE = 95;
const TARGET_CLS = 0;
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

let missed = false;
try {
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    'page                                 perf     CLS      LCP      TBT   first-load JS',
  );
  for (const page of pages) {
    // The default configuration is the mobile preset (Moto G Power, simulated 4G, 4× CPU).
    const result = await lighthouse(`${stack.storefrontUrl}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr } = result;
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
    }
    if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
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
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  chrome.kill();
  await stack.close();
}
process.exitCode = missed ? 1 : 0;
