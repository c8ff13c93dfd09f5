import type { Server } from 'node:http';

export interface DrainOptions {
  /** Readiness has already turned 503; requests are still served meanwhile. */
  delayMs: number;
  /** In-flight requests get this long, then their connections are cut. */
  timeoutMs: number;
}

/**
 * Keep-alive that outlasts the balancer's: the server must never close an idle connection
 * the balancer may still send on. Headers get a second more (Node wants headersTimeout above
 * keepAliveTimeout, or a request arriving as the idle time ends can be cut).
 */
export function keepAliveLongerThanBalancer(server: Server, keepAliveSeconds: number): void {
  server.keepAliveTimeout = keepAliveSeconds * 1000;
  server.headersTimeout = (keepAliveSeconds + 1) * 1000;
}

/**
 * Stops taking connections and lets those in flight finish: idle keep-alive connections
 * close now, busy ones after their answer (the app adds `Connection: close` while draining),
 * and whatever is still open after `timeoutMs` is cut.
 */
export async function drain(server: Server, { delayMs, timeoutMs }: DrainOptions): Promise<void> {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await new Promise<void>((resolve) => {
    const cut = setTimeout(() => {
      server.closeAllConnections();
    }, timeoutMs);
    // Connections that became idle since (a client that ignores Connection: close).
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
