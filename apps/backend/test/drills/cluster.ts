// The cluster of `npx pnpm@10 cluster` (scripts/cluster.mjs) on free ports, on PostgreSQL
// and Redis of its own (../faults/throwaway-services.ts), with each process at hand so a
// drill can kill -9 it and start it again.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../faults/throwaway-services';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ClusterProcess {
  name: string;
  port: number;
  /** Starts it and waits until /health/ready answers 200 (the time it did). */
  start(): Promise<number>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export interface DrillCluster {
  shopUrl: string;
  backends: ClusterProcess[];
  storefronts: ClusterProcess[];
  close(): Promise<void>;
}

export async function readyAt(url: string, timeoutMs = 120_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return Date.now();
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} not ready in ${String(timeoutMs / 1000)} s`);
}

function managed(
  name: string,
  port: number,
  spawnIt: () => ChildProcess,
  ready: string,
): ClusterProcess {
  let child: ChildProcess | undefined;
  const exited = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((r) =>
          c.once('exit', () => {
            r();
          }),
        );
  return {
    name,
    port,
    start: async () => {
      child = spawnIt();
      return readyAt(ready);
    },
    kill9: async () => {
      if (!child) return;
      const c = child;
      c.kill('SIGKILL');
      await exited(c);
    },
    stop: async () => {
      if (!child) return;
      const c = child;
      c.kill('SIGTERM');
      const force = setTimeout(() => c.kill('SIGKILL'), 20_000);
      await exited(c);
      clearTimeout(force);
    },
  };
}

export async function startDrillCluster(options: {
  databaseUrl: string;
  redisUrl: string;
}): Promise<DrillCluster> {
  if (!existsSync(`${root}apps/storefront/build/server/index.js`)) {
    const built = spawnSync('npx', ['-y', 'pnpm@10', '--filter', '@shop/storefront', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the storefront build failed');
  }
  const [shop, api, b1, b2, s1, s2] = await Promise.all(
    Array.from({ length: 6 }, () => freePort()),
  );
  const port = (p: number | undefined) => p ?? 0;
  const secret = randomBytes(32).toString('base64url');
  const quiet = process.env.DRILL_LOGS === '1' ? 'inherit' : 'ignore';
  const backends = [port(b1), port(b2)].map((p, i) =>
    managed(
      `backend${String(i + 1)}`,
      p,
      () =>
        spawn(process.execPath, ['--conditions=@shop/source', '--import', 'tsx', 'src/main.ts'], {
          cwd: `${root}apps/backend`,
          stdio: ['ignore', quiet, quiet],
          env: {
            ...process.env,
            NODE_ENV: 'development',
            PORT: String(p),
            HOST: '127.0.0.1',
            DATABASE_URL: options.databaseUrl,
            REDIS_URL: options.redisUrl,
            CLIENT_ADDRESS_SECRET: secret,
            SHUTDOWN_DELAY_SECONDS: '3',
            LOG_LEVEL: 'warn',
          },
        }),
      `http://127.0.0.1:${String(p)}/health/ready`,
    ),
  );
  const storefronts = [port(s1), port(s2)].map((p, i) =>
    managed(
      `storefront${String(i + 1)}`,
      p,
      () =>
        spawn(process.execPath, ['server.ts', 'build/server/index.js'], {
          cwd: `${root}apps/storefront`,
          stdio: ['ignore', quiet, quiet],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PORT: String(p),
            HOST: '127.0.0.1',
            BACKEND_URL: `http://127.0.0.1:${String(api)}`,
            CLIENT_ADDRESS_SECRET: secret,
            TRUST_PROXY: 'loopback',
            ALLOW_DEMO_SECRETS: 'true',
            PLAIN_HTTP: 'true',
            SHUTDOWN_DELAY_SECONDS: '3',
          },
        }),
      `http://127.0.0.1:${String(p)}/health/ready`,
    ),
  );
  const haproxy = spawn('haproxy', ['-db', '-f', 'deploy/haproxy.cfg'], {
    cwd: root,
    stdio: ['ignore', quiet, quiet],
    env: {
      ...process.env,
      LISTEN_STOREFRONT: `127.0.0.1:${String(shop)}`,
      LISTEN_BACKEND: `127.0.0.1:${String(api)}`,
      STOREFRONT_1: `127.0.0.1:${String(s1)}`,
      STOREFRONT_2: `127.0.0.1:${String(s2)}`,
      BACKEND_1: `127.0.0.1:${String(b1)}`,
      BACKEND_2: `127.0.0.1:${String(b2)}`,
    },
  });
  // Together, as the cluster starts them: the set-up lock lets one migrate and seed.
  await Promise.all(backends.map((b) => b.start()));
  await Promise.all(storefronts.map((s) => s.start()));
  const shopUrl = `http://127.0.0.1:${String(shop)}`;
  await readyAt(`${shopUrl}/health/ready`);
  return {
    shopUrl,
    backends,
    storefronts,
    close: async () => {
      await Promise.all([...storefronts, ...backends].map((p) => p.stop()));
      haproxy.kill('SIGTERM');
    },
  };
}
