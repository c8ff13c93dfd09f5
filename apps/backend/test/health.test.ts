import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startBackend } from '../src/index';

// Health a load balancer can use, the drain at shutdown and keep-alive, on the backend's own
// HTTP server (an empty in-memory database: nothing here needs the catalogue).
const start = (env: Record<string, string> = {}) =>
  startBackend({ port: 0, dataDir: 'memory://', seed: 'empty', logLevel: 'silent', ...env });

const json = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** A wrong password for an unknown e-mail: argon2 still runs, so the request takes a while. */
const slowLogin = (url: string) =>
  fetch(`${url}/api/customers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `nobody-${String(Math.random())}@example.com`, password: 'x' }),
  }).then(
    (res) => res.status,
    () => 0,
  );

describe('health', () => {
  it('answers liveness, and readiness with the database, migrations and Redis', async () => {
    const server = await start();
    try {
      expect(await json(`${server.url}/health/live`)).toEqual({
        status: 200,
        body: { status: 'ok' },
      });
      expect(await json(`${server.url}/health/ready`)).toEqual({
        status: 200,
        body: {
          ready: true,
          status: 'ready',
          database: 'up',
          migrations: 'done',
          redis: 'not-configured',
        },
      });
    } finally {
      await server.close();
    }
  });
});

describe('shutdown', () => {
  it('is not ready at once, answers the requests in flight, then stops taking connections', async () => {
    const server = await start({ SHUTDOWN_DELAY_SECONDS: '1' });
    const inFlight = Array.from({ length: 6 }, () => slowLogin(server.url));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = server.close();
    // During the delay a balancer sees "not ready" while this replica still answers.
    const ready = await json(`${server.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('shutting-down');
    expect((await json(`${server.url}/health/live`)).status).toBe(200);
    expect(await Promise.all(inFlight)).toEqual([401, 401, 401, 401, 401, 401]);
    await closing;
    expect(await slowLogin(server.url)).toBe(0);
  });
});

describe('keep-alive', () => {
  it('keeps an idle connection longer than a balancer would wait (Node closes it after 5 s)', async () => {
    const server = await start();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = request(`${server.url}/health/live`, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket });
          });
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      await server.close();
    }
  }, 30_000);
});
