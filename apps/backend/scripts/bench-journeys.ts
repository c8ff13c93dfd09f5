// `bench:journeys [--buyers 20] [--duration 60] [--url http://127.0.0.1:8080]
//   [--database-url postgres://…] [--no-restock]`: virtual buyers through the storefront
// (normally the cluster's balancer, `npx pnpm@10 cluster`), then the ledger of acknowledged
// orders and cart writes held against the database. It tops up the stock of the products it
// orders and their factories' slots (--no-restock: not), so point it at a database of tests,
// never at a shop's.
import { parseArgs } from 'node:util';
import {
  figures,
  formatFigures,
  loadCatalogue,
  runJourneys,
  verifyLedger,
} from './journeys/journeys';

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '20' },
    duration: { type: 'string', default: '60' },
    url: { type: 'string', default: process.env.SHOP_URL ?? 'http://127.0.0.1:8080' },
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    'no-restock': { type: 'boolean', default: false },
  },
});
const buyers = Number(values.buyers);
const durationMs = Number(values.duration) * 1000;
const databaseUrl = values['database-url'];
const runId = `PO-J${Date.now().toString(36).toUpperCase()}`;

const catalogue = await loadCatalogue(databaseUrl, !values['no-restock']);
console.log(
  `${String(buyers)} buyers for ${String(durationMs / 1000)} s against ${values.url} (PO numbers ${runId}-…)`,
);
const until = Date.now() + durationMs;
const result = await runJourneys({
  shopUrl: values.url,
  buyers,
  catalogue,
  runId,
  done: () => Date.now() >= until,
});
const seconds = (result.endedAt - result.startedAt) / 1000;
console.log(
  `\n${String(result.journeys)} journeys in ${seconds.toFixed(1)} s (${(result.journeys / seconds).toFixed(2)}/s), ${String(result.ledger.orders.size)} orders acknowledged (${(result.ledger.orders.size / seconds).toFixed(2)}/s)\n`,
);
console.log(formatFigures(figures(result)));
const statuses = new Map<string, number>();
for (const s of result.samples.filter((x) => !x.ok)) {
  const k = `${s.step} ${String(s.status)}`;
  statuses.set(k, (statuses.get(k) ?? 0) + 1);
}
if (statuses.size > 0)
  console.log(`\nerrors by step and status: ${JSON.stringify(Object.fromEntries(statuses))}`);

const verdict = await verifyLedger(databaseUrl, runId, result.ledger);
console.log(`
ledger: ${String(verdict.acknowledgedOrders)} acknowledged orders, ${String(verdict.acknowledgedCartWrites)} acknowledged cart writes
  lost orders        ${String(verdict.lostOrders.length)}${verdict.lostOrders.length ? ` ${verdict.lostOrders.slice(0, 5).join(', ')}` : ''}
  duplicated orders  ${String(verdict.duplicatedOrders.length)}${verdict.duplicatedOrders.length ? ` ${verdict.duplicatedOrders.slice(0, 5).join(', ')}` : ''}
  wrong order id     ${String(verdict.mismatchedOrders.length)}
  lost cart lines    ${String(verdict.lostCartLines.length)}
  placed but not acknowledged (the buyer saw an error): ${String(verdict.placedUnacknowledged)}
verdict: ${verdict.ok ? 'OK' : 'FAILED'}`);
process.exit(verdict.ok ? 0 : 1);
