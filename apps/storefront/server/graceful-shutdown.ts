import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { Lifecycle } from './lifecycle.ts';

export interface ShutdownOptions {
  /** After the signal, readiness answers 503 this long while requests are still served. */
  delayMs: number;
  /** Then in-flight requests get this long before their connections are cut. */
  timeoutMs: number;
}

/** While draining, every answer closes its connection, so no kept-alive one outlives it. */
export function closeConnectionsWhileDraining(lifecycle: Lifecycle): RequestHandler {
  return (_req, res, next) => {
    if (lifecycle.shuttingDown) res.set('Connection', 'close');
    next();
  };
}

/**
 * Keep-alive longer than the balancer's (nginx keeps idle upstream connections 60 s): the
 * balancer never sends on a connection this server is closing. Headers get a second more.
 */
export function keepAliveLongerThanBalancer(server: Server, keepAliveSeconds: number): void {
  server.keepAliveTimeout = keepAliveSeconds * 1000;
  server.headersTimeout = (keepAliveSeconds + 1) * 1000;
}

/**
 * Not ready at once, then stop taking connections and let those in flight finish: idle
 * keep-alive connections close now, busy ones after their answer, and what is still open
 * after `timeoutMs` is cut.
 */
export async function drain(
  server: Server,
  lifecycle: Lifecycle,
  { delayMs, timeoutMs }: ShutdownOptions,
): Promise<void> {
  lifecycle.shuttingDown = true;
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await new Promise<void>((resolve) => {
    const cut = setTimeout(() => {
      server.closeAllConnections();
    }, timeoutMs);
    const sweep = setInterval(() => {
      server.closeIdleConnections();
    }, 100);
    server.close(() => {
      clearTimeout(cut);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

function seconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a number of seconds, not "${value}"`);
  return parsed;
}

/** KEEP_ALIVE_TIMEOUT_SECONDS, SHUTDOWN_DELAY_SECONDS and SHUTDOWN_TIMEOUT_SECONDS. */
export function serverTimings(env: NodeJS.ProcessEnv) {
  return {
    keepAliveSeconds: seconds(env.KEEP_ALIVE_TIMEOUT_SECONDS, 65, 'KEEP_ALIVE_TIMEOUT_SECONDS'),
    shutdown: {
      delayMs: seconds(env.SHUTDOWN_DELAY_SECONDS, 0, 'SHUTDOWN_DELAY_SECONDS') * 1000,
      timeoutMs: seconds(env.SHUTDOWN_TIMEOUT_SECONDS, 10, 'SHUTDOWN_TIMEOUT_SECONDS') * 1000,
    },
  };
}
