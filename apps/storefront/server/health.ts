import { Router } from 'express';
import type { Lifecycle } from './lifecycle.ts';

/** The backend's own readiness is asked, and reported, within this time. */
const BACKEND_CHECK_MS = 1000;

export type BackendState = 'ready' | 'not-ready' | 'unreachable';

async function backendState(backendUrl: string): Promise<BackendState> {
  try {
    const res = await fetch(`${backendUrl}/health/ready`, {
      signal: AbortSignal.timeout(BACKEND_CHECK_MS),
    });
    await res.body?.cancel();
    return res.ok ? 'ready' : 'not-ready';
  } catch {
    return 'unreachable';
  }
}

/**
 * Health for a load balancer, before the app (no session, no page render, no access log).
 * `/health/live`: the process answers. `/health/ready`: 503 once a shutdown began, so the
 * balancer stops sending new requests while those in flight finish. The backend's state is
 * reported, never a reason to be unready: every storefront reaches the same backends, so
 * taking them all out of the balancer would only swap the shop's error page for the
 * balancer's.
 */
export function healthRoutes(lifecycle: Lifecycle, backendUrl: string): Router {
  const router = Router();
  router.get('/health/live', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/health/ready', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (lifecycle.shuttingDown) {
      res.status(503).json({ ready: false, status: 'shutting-down' });
      return;
    }
    backendState(backendUrl).then((backend) => {
      res.json({ ready: true, status: 'ready', backend });
    }, next);
  });
  return router;
}
