// The performance budget (docs/behaviour.md#performance): the JavaScript a first visit downloads, gzip, per page.
// Renders pages with the production build's own request handler (no HTTP server, no
// browser) against the reference backend started in-process (in-memory demo data),
// collects the scripts the HTML loads (module preloads and the entry import) and gzips
// each file from build/client. Exits 1 when the product page is over the 150 kB budget.
// Usage: react-router build && node scripts/first-load-js.ts [path…]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startBackend } from '@shop/backend';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';

const BUDGET_KB = 150;
const appDir = new URL('..', import.meta.url);
const paths = process.argv.slice(2);
const pages =
  paths.length > 0 ? paths : ['/', '/shop/shop-all/chairs', '/product/oslo-classic-dining-chair'];

// Pages load their settings and content from the backend; env.server.ts reads
// BACKEND_URL when the build is imported below.
const backend = await startBackend({
  port: 0,
  dataDir: 'memory://',
  seed: 'demo',
  logLevel: 'silent',
});
process.env.BACKEND_URL = backend.url;
const build = (await import(
  pathToFileURL(new URL('build/server/index.js', appDir).pathname).href
)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)) {
    if (match[1]) found.add(match[1]);
  }
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

let over = false;
for (const page of pages) {
  const response = await handle(new Request(new URL(page, 'http://storefront.local')));
  const html = await response.text();
  const files = scriptsOf(html);
  const bytes = files.reduce((sum, file) => {
    const source = readFileSync(new URL(`build/client${file}`, appDir));
    return sum + gzipSync(source, { level: 9 }).length;
  }, 0);
  if (process.env.LIST_SCRIPTS) console.log(files.join('\n'));
  const kb = bytes / 1024;
  // The JavaScript budget (behaviour.md#performance) is for the product page; other pages are reported
  // (their budget is the Lighthouse score).
  const budgeted = page.startsWith('/product/');
  over ||= budgeted && kb > BUDGET_KB;
  console.log(
    `${page.padEnd(24)} ${String(response.status)}  ${String(files.length).padStart(2)} scripts  ${kb.toFixed(1).padStart(6)} kB gzip  ${budgeted ? `(budget ${String(BUDGET_KB)} kB)` : '(reported)'}`,
  );
}
await backend.close();
process.exitCode = over ? 1 : 0;
