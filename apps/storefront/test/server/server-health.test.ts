// The production server's health, drain and keep-alive (server.ts with server/*.ts): the app
// compiled from source in memory, served by createStorefrontApp over HTTP, against the real
// backend in-process.
import type { Server } from 'node:http';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontApp } from '../../server';
import { drain, keepAliveLongerThanBalancer, serverTimings } from '../../server/graceful-shutdown';
import { newLifecycle } from '../../server/lifecycle';
import { inProcessBackend, type TestBackend } from '../backend';
import { loadServerBuild } from './render';

let backend: TestBackend;
let loaded: Awaited<ReturnType<typeof loadServerBuild>>;

beforeAll(async () => {
  backend = await inProcessBackend('demo');
  process.env.BACKEND_URL = backend.url;
  loaded = await loadServerBuild();
});
afterAll(async () => {
  await loaded.close();
  await backend.close();
});

async function serve(backendUrl = backend.url) {
  const lifecycle = newLifecycle();
  const app = createStorefrontApp({ build: loaded.build, log: false, lifecycle, backendUrl });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => {
      resolve(listening);
    });
  });
  // As serve() in server.ts does, with the defaults (no variables set).
  keepAliveLongerThanBalancer(server, serverTimings({}).keepAliveSeconds);
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return { lifecycle, server, url };
}

const json = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('health', () => {
  it('answers liveness and readiness with the backend state', async () => {
    const { server, url } = await serve();
    try {
      expect(await json(`${url}/health/live`)).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await json(`${url}/health/ready`)).toEqual({
        status: 200,
        body: { ready: true, status: 'ready', backend: 'ready' },
      });
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });

  it('reports an unreachable backend within a second without turning unready', async () => {
    const { server, url } = await serve('http://127.0.0.1:9');
    try {
      const started = performance.now();
      expect(await json(`${url}/health/ready`)).toEqual({
        status: 200,
        body: { ready: true, status: 'ready', backend: 'unreachable' },
      });
      expect(performance.now() - started).toBeLessThan(1500);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });
});

describe('drain', () => {
  it('is not ready at once, answers the pages in flight, then stops taking connections', async () => {
    const { lifecycle, server, url } = await serve();
    // Compiled and cached first, so the four below are plain renders already under way
    // when the drain begins (a connection whose request has not arrived yet is idle).
    expect((await fetch(`${url}/shop-all/`)).status).toBe(200);
    const pages = Array.from({ length: 4 }, () =>
      fetch(`${url}/shop-all/`).then(
        async (res) => {
          await res.text();
          return res.status;
        },
        () => 0,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const draining = drain(server, lifecycle, { delayMs: 2000, timeoutMs: 10_000 });
    const [ready, live] = await Promise.all([
      json(`${url}/health/ready`),
      json(`${url}/health/live`),
    ]);
    expect(ready).toEqual({ status: 503, body: { ready: false, status: 'shutting-down' } });
    expect(live.status).toBe(200);
    expect(await Promise.all(pages)).toEqual([200, 200, 200, 200]);
    await draining;
    await expect(fetch(`${url}/health/live`)).rejects.toThrow();
  }, 60_000);
});

describe('keep-alive', () => {
  it('keeps an idle connection past the 5 s Node closes it at', async () => {
    const { server, url } = await serve();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = request(`${url}/health/live`, { agent }, (res) => {
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
      expect(server.keepAliveTimeout).toBe(65_000);
      expect(server.headersTimeout).toBe(66_000);
    } finally {
      agent.destroy();
      server.close();
      server.closeAllConnections();
    }
  }, 30_000);
});
