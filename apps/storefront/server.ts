// The storefront's production server (`start`, the browser tests): what react-router-serve
// did — the build's hashed assets cached for a year, gzip, an access log — plus what it could
// not: WEB_CONCURRENCY workers sharing the port (node:cluster; one process by default), each
// request run in the app's request scope with the shopper's address, which the app's calls
// sign for the backend (behaviour.md#security), and X-Forwarded-* believed only from the proxies
// TRUST_PROXY names (Express's `trust proxy`). Run by Node 24 as it is (types stripped).
// First: NODE_ENV before anything loads React (production-env.ts).
import './production-env.ts';
import type { AsyncLocalStorage } from 'node:async_hooks';
import cluster from 'node:cluster';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { Express, Response } from 'express';
import morgan from 'morgan';
import type { ServerBuild } from 'react-router';
import { bodyLimit } from './server/body-limit.ts';
import {
  closeConnectionsWhileDraining,
  drain,
  keepAliveLongerThanBalancer,
  serverTimings,
} from './server/graceful-shutdown.ts';
import { healthRoutes } from './server/health.ts';
import { newLifecycle, type Lifecycle } from './server/lifecycle.ts';
import { ACCESS_LOG_FORMAT, timestampedConsole } from './server/logging.ts';

/** What app/entry.server.tsx exports beside React Router's entry functions. */
interface StorefrontEntry {
  requestScope: AsyncLocalStorage<{ shopperAddress: string }>;
}

export interface StorefrontServerOptions {
  build: ServerBuild;
  /** Express's `trust proxy`: `false`, `true`, a hop count, or addresses and subnets. */
  trustProxy?: string | undefined;
  /** The access log (on by default). */
  log?: boolean;
  /** Shared with the shutdown: readiness turns 503 once it begins. */
  lifecycle?: Lifecycle;
  /** Where readiness asks after the backend (default BACKEND_URL, as the app's). */
  backendUrl?: string;
}

/** TRUST_PROXY as Express reads it: booleans and hop counts as such, anything else a list. */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting;
}

const nosniff = (res: Response) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
};

export function createStorefrontApp({
  build,
  trustProxy,
  log = true,
  lifecycle = newLifecycle(),
  backendUrl = process.env.BACKEND_URL ?? 'http://localhost:4000',
}: StorefrontServerOptions): Express {
  const entry = build.entry.module as unknown as Partial<StorefrontEntry>;
  const scope = entry.requestScope;
  if (!scope)
    throw new Error('The server build does not export requestScope (app/entry.server.tsx)');
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(trustProxy));
  app.use(closeConnectionsWhileDraining(lifecycle));
  app.use(healthRoutes(lifecycle, backendUrl.replace(/\/+$/, '')));
  app.use(compression());
  app.use(
    posix.join(build.publicPath, 'assets'),
    express.static(join(build.assetsBuildDirectory, 'assets'), {
      immutable: true,
      maxAge: '1y',
      setHeaders: nosniff,
    }),
  );
  // Anything else at the client root (a favicon, robots.txt): looked up for those names only,
  // so a page's request never waits on the file system first. A build compiled in memory
  // from source (the server tests') has no client folder, hence no such files.
  const rootFiles = new Set(
    existsSync(build.assetsBuildDirectory)
      ? readdirSync(build.assetsBuildDirectory).filter((name) => name !== 'assets')
      : [],
  );
  const rootStatic = express.static(build.assetsBuildDirectory, { setHeaders: nosniff });
  app.use(build.publicPath, (req, res, next) => {
    const name = req.path.split('/')[1] ?? '';
    if (rootFiles.has(name)) rootStatic(req, res, next);
    else next();
  });
  if (log) app.use(morgan(ACCESS_LOG_FORMAT));
  // Last before React Router, whose body reader it counts beside (server/body-limit.ts).
  app.use(bodyLimit());
  const handle = createRequestHandler({ build, mode: process.env.NODE_ENV });
  app.all('/{*splat}', (req, res, next) =>
    // req.ip: the socket's address, or the client a trusted proxy names.
    scope.run({ shopperAddress: req.ip ?? req.socket.remoteAddress ?? '' }, () =>
      handle(req, res, next),
    ),
  );
  return app;
}

/**
 * WEB_CONCURRENCY as a worker count; unset, one process. A render is CPU-bound and one Node
 * process uses one core for it, so a storefront with cores to itself runs one worker per
 * core (`WEB_CONCURRENCY=max`). Beside the backend on the same two cores (`pnpm start`), a
 * second worker fights it: bench:pages on an idle machine (2026-11-27, PGlite) measured a
 * buyer's product page at 213 req/s with one worker and 122 with two (the backend's one
 * thread starved), guests' pages 303 / 285 / 472 with one (product, category, home).
 */
export function workerCount(value: string | undefined, cores = availableParallelism()): number {
  const setting = (value ?? '').trim();
  if (setting === '') return 1;
  if (setting === 'max') return cores;
  if (!/^\d{1,3}$/.test(setting) || Number(setting) < 1)
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1, not "${setting}"`);
  return Number(setting);
}

/** A worker that dies sooner than this after starting is not started again (a bad build). */
const STEADY_MS = 10_000;

/**
 * The primary of WEB_CONCURRENCY workers (node:cluster: they share the port). A worker that
 * dies after running steadily is replaced; one that dies at once is not, and when none is
 * left the primary exits with its code. SIGTERM and SIGINT stop the workers gracefully.
 */
function superviseWorkers(count: number): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let index = 0; index < count; index += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (!stopping && lived >= STEADY_MS) {
      console.error(
        `[storefront] worker ${String(worker.process.pid)} died (signal ${signal}, code ${String(code)}); starting another`,
      );
      fork();
      return;
    }
    if (startedAt.size === 0) process.exit(stopping ? 0 : code || 1);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    });
}

async function serve(): Promise<void> {
  const buildPath = resolve(process.argv[2] ?? 'build/server/index.js');
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const timings = serverTimings(process.env);
  const lifecycle = newLifecycle();
  const app = createStorefrontApp({ build, trustProxy: process.env.TRUST_PROXY, lifecycle });
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST;
  const announce = () => {
    // Said once, by the only process or the first worker.
    if (cluster.isPrimary || cluster.worker?.id === 1)
      console.log(`[storefront] http://${host ?? 'localhost'}:${String(port)}`);
  };
  const server = host ? app.listen(port, host, announce) : app.listen(port, announce);
  keepAliveLongerThanBalancer(server, timings.keepAliveSeconds);
  // Not ready at once; in-flight requests finish (the balancer sends no new ones), then exit.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      console.log(`${signal} received: not ready, draining requests, then exiting`);
      void drain(server, lifecycle, timings.shutdown).then(() => process.exit(0));
    });
}

if (import.meta.main) {
  timestampedConsole();
  const workers = workerCount(process.env.WEB_CONCURRENCY);
  if (cluster.isPrimary && workers > 1) superviseWorkers(workers);
  else await serve();
}
