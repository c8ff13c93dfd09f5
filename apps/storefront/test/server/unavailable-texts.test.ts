// What the buyer reads when a part behind the storefront is away: sign-in while the
// backend's Redis is unreachable (a real backend pointed at a port nobody listens on). The
// search page's words are the browser's (test/browser/search.test.ts).
import { SIGN_IN_UNAVAILABLE_MESSAGE } from '@shop/domain';
import { startTestBackend } from '@shop/backend/testing';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { renderApp } from './render';

let backend: { close(): Promise<void> };
let app: RenderedApp;

/** A port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => {
        resolve(port);
      });
    });
  });

beforeAll(async () => {
  const started = await startTestBackend({
    env: { REDIS_URL: `redis://127.0.0.1:${String(await closedPort())}` },
  });
  backend = started;
  process.env.BACKEND_URL = started.url;
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await backend.close();
});

const text = async (response: Response) => (await response.text()).replaceAll('&#x27;', "'");

describe('while Redis is unreachable', () => {
  it('the login says sign-in is briefly unavailable, at once', async () => {
    const started = performance.now();
    const response = await app.request('/account/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'buyer@example.com', password: 'demo-password-1' }),
    });
    const page = await text(response);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(page).toContain(SIGN_IN_UNAVAILABLE_MESSAGE);
    expect(page).not.toContain('Internal server error');
  });
});
