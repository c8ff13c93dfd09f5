// Fault drills on the whole cluster (HAProxy, two storefronts, two backends, PostgreSQL and
// Redis of the suite's own) under a light buyer-journey load: each drill breaks one part,
// brings it back, and holds the journeys' ledger to the database. Every drill: no
// acknowledged order lost or placed twice, no acknowledged cart line lost, and no failed
// request sent later than 5 s after the part was back. The error count and window are
// printed (`test:drills`; not in `test`: it needs haproxy, PostgreSQL's binaries and
// redis-server, and takes minutes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sample } from '../../scripts/journeys/journeys';
import { loadCatalogue, runJourneys, verifyLedger } from '../../scripts/journeys/journeys';
import type { Catalogue, RunResult } from '../../scripts/journeys/journeys';
import type { ThrowawayPostgres, ThrowawayRedis } from '../faults/throwaway-services';
import { startThrowawayPostgres, startThrowawayRedis } from '../faults/throwaway-services';
import type { DrillCluster } from './cluster';
import { readyAt, startDrillCluster } from './cluster';

const BUYERS = 3;
const WARM_UP_MS = 6000;
const AFTER_MS = 12_000;
const RECOVERY_MS = 5000;
const REDIS_OUTAGE_MS = 15_000;
const POSTGRES_OUTAGE_MS = 5000;

let postgres: ThrowawayPostgres;
let redis: ThrowawayRedis;
let cluster: DrillCluster;
let catalogue: Catalogue;

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  redis = await startThrowawayRedis();
  cluster = await startDrillCluster({ databaseUrl: postgres.url, redisUrl: redis.url });
  catalogue = await loadCatalogue(postgres.url, true);
}, 300_000);
afterAll(async () => {
  await cluster.close();
  await redis.destroy();
  await postgres.destroy();
}, 60_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rows: string[] = [];
afterAll(() => {
  console.log(
    [
      '',
      `${'fault'.padEnd(28)}${'requests'.padStart(9)}${'errors'.padStart(8)}  ${'window'.padEnd(22)}${'recovery'.padStart(9)}${'orders'.padStart(8)}${'lost'.padStart(6)}${'dup'.padStart(5)}`,
      ...rows,
    ].join('\n'),
  );
});

/**
 * Runs the load, breaks the part at `WARM_UP_MS`, `restore` brings it back and resolves
 * with the time it was back; the load goes on for `AFTER_MS`, then the ledger is checked.
 */
async function drill(name: string, fault: () => Promise<void>, restore: () => Promise<number>) {
  let stopped = false;
  const runId = `PO-D${Date.now().toString(36).toUpperCase()}`;
  const load: Promise<RunResult> = runJourneys({
    shopUrl: cluster.shopUrl,
    buyers: BUYERS,
    catalogue,
    runId,
    done: () => stopped,
    pauseMs: 300,
    timeoutMs: 45_000,
  });
  await sleep(WARM_UP_MS);
  const faultAt = Date.now();
  await fault();
  const faultDoneAt = Date.now();
  const backAt = await restore();
  await sleep(AFTER_MS);
  stopped = true;
  const result = await load;
  const verdict = await verifyLedger(postgres.url, runId, result.ledger);

  const failed = result.samples.filter((s: Sample) => !s.ok);
  const first = failed.length ? Math.min(...failed.map((s) => s.at)) : null;
  const last = failed.length ? Math.max(...failed.map((s) => s.at + s.ms)) : null;
  // How long after the part was back the last failed request ended (0: none after).
  const recovery = last === null ? 0 : Math.max(0, last - backAt);
  const lateFailures = failed.filter((s) => s.at > backAt + RECOVERY_MS);
  const okAfter = result.samples.filter((s) => s.ok && s.at > backAt + RECOVERY_MS);
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const at = (ms: number) => `${ms < 0 ? '' : '+'}${secs(ms)}`;
  const window =
    first === null || last === null ? 'none' : `${at(first - faultAt)}..${at(last - faultAt)}`;
  const byStatus = new Map<string, number>();
  for (const s of failed) {
    const k = `${s.step} ${String(s.status)}`;
    byStatus.set(k, (byStatus.get(k) ?? 0) + 1);
  }
  rows.push(
    `${name.padEnd(28)}${String(result.samples.length).padStart(9)}${String(failed.length).padStart(8)}  ${window.padEnd(22)}${secs(recovery).padStart(9)}${String(verdict.acknowledgedOrders).padStart(8)}${String(verdict.lostOrders.length + verdict.lostCartLines.length).padStart(6)}${String(verdict.duplicatedOrders.length).padStart(5)}`,
  );
  console.log(
    `${name}: fault at 0 s (done at ${at(faultDoneAt - faultAt)}), back at ${at(backAt - faultAt)}; ${String(failed.length)} failed of ${String(result.samples.length)} (${JSON.stringify(Object.fromEntries(byStatus))}), window ${window}, recovery ${secs(recovery)}; ${String(verdict.acknowledgedOrders)} orders, ${String(verdict.acknowledgedCartWrites)} cart writes acknowledged, ${String(verdict.placedUnacknowledged)} placed but not acknowledged`,
  );

  expect(verdict.lostOrders).toEqual([]);
  expect(verdict.duplicatedOrders).toEqual([]);
  expect(verdict.mismatchedOrders).toEqual([]);
  expect(verdict.lostCartLines).toEqual([]);
  expect(lateFailures).toEqual([]);
  // The shop did work after it: orders went through in the last seconds.
  expect(okAfter.some((s) => s.step === 'checkout')).toBe(true);
}

const DRILL_MS = 240_000;

/** Back when both backends answer ready again (their database ping). */
async function backendsReady(): Promise<number> {
  const [b1, b2] = cluster.backends;
  return Math.max(
    await readyAt(`http://127.0.0.1:${String(b1?.port)}/health/ready`),
    await readyAt(`http://127.0.0.1:${String(b2?.port)}/health/ready`),
  );
}

describe('cluster drills under a light journey load', () => {
  it(
    'kill -9 of one backend',
    async () => {
      const [victim] = cluster.backends;
      if (!victim) throw new Error('no backend');
      await drill(
        'kill -9 backend1',
        () => victim.kill9(),
        async () => {
          // Down for a few seconds, as a supervisor would restart it.
          await sleep(3000);
          return victim.start();
        },
      );
    },
    DRILL_MS,
  );

  it(
    'kill -9 of one storefront',
    async () => {
      const [victim] = cluster.storefronts;
      if (!victim) throw new Error('no storefront');
      await drill(
        'kill -9 storefront1',
        () => victim.kill9(),
        async () => {
          await sleep(3000);
          return victim.start();
        },
      );
    },
    DRILL_MS,
  );

  it(
    `Redis stopped for ${String(REDIS_OUTAGE_MS / 1000)} s`,
    async () => {
      await drill(
        `Redis down ${String(REDIS_OUTAGE_MS / 1000)} s`,
        () => redis.stop(),
        async () => {
          await sleep(REDIS_OUTAGE_MS);
          await redis.start();
          return Date.now();
        },
      );
    },
    DRILL_MS,
  );

  it(
    `PostgreSQL stopped for ${String(POSTGRES_OUTAGE_MS / 1000)} s`,
    async () => {
      await drill(
        `PostgreSQL down ${String(POSTGRES_OUTAGE_MS / 1000)} s`,
        () => postgres.stop(),
        async () => {
          await sleep(POSTGRES_OUTAGE_MS);
          await postgres.start();
          return backendsReady();
        },
      );
    },
    DRILL_MS,
  );

  it(
    'PostgreSQL restarted',
    async () => {
      await drill(
        'PostgreSQL restart (fast)',
        async () => {
          await postgres.restart();
        },
        backendsReady,
      );
    },
    DRILL_MS,
  );
});
