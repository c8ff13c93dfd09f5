import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../src/index';
import type { TestBackend } from './helpers';
import { setupBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await setupBackend();
});
afterAll(async () => {
  await t.close();
});

describe('server', () => {
  it('reports health with the database driver', async () => {
    const res = await t.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await t.call('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, message: 'Page Not Found: /api/nope' });
  });

  it('refuses malformed JSON with the error-list shape', async () => {
    const res = await t.call('POST', '/api/customers/login', { raw: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('Malformed JSON body');
    expect(res.body.message[0].errors).toEqual({ _: 'The request body is not valid JSON' });
    expect(res.body.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('refuses unknown fields and wrong types', async () => {
    const extra = await t.call('POST', '/api/customers/login', {
      body: { email: 'a@b.co', password: 'x', admin: true },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.message[0].errors).toHaveProperty('admin');
    const wrong = await t.call('POST', '/api/customers/login', {
      body: { email: 5, password: 'x' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message[0].errors).toHaveProperty('email');
  });

  it('refuses bodies over 1 MB with 413, closing the connection', async () => {
    const res = await t.call('POST', '/api/customers/login', {
      raw: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.title).toBe('Request body too large');
    expect(res.headers.get('connection')).toBe('close');
  });

  it('sends CORS headers for the configured storefront origin only', async () => {
    const ok = await t.call('OPTIONS', '/api/products/brands', {
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const other = await t.call('GET', '/api/products/brands', {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps an incoming request id', async () => {
    const res = await t.call('GET', '/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });
});

describe('startBackend', () => {
  it('serves over HTTP on a random port on an empty in-memory database and closes', async () => {
    const server = await startBackend({
      port: 0,
      dataDir: 'memory://',
      seed: 'empty',
      logLevel: 'silent',
    });
    try {
      expect(server.port).toBeGreaterThan(0);
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(200);
      const brands = await fetch(`${server.url}/api/products/brands`);
      expect(await brands.json()).toEqual({ status: 200, message: [] });
    } finally {
      await server.close();
    }
  });
});

describe('main.ts', () => {
  it('starts from the environment and exits 0 on SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shop-main-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@shop/source', 'src/main.ts'],
      {
        env: {
          ...process.env,
          PORT: '0',
          DATA_DIR: dir,
          SEED: 'empty',
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      await new Promise<void>((resolve, reject) => {
        // A cold tsx start of the whole backend can take a minute on a loaded 2-core machine.
        const timer = setTimeout(() => {
          reject(new Error(`no start banner: ${output}`));
        }, 150_000);
        child.stdout.on('data', () => {
          if (output.includes('buyer@example.com')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      expect(output).toMatch(/Backend listening on http:\/\/127\.0\.0\.1:\d+/);
      expect(output).toContain('demo-password-1');
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('unexpected errors', () => {
  it('answer 500 with the request id when the database is gone, and health says 503', async () => {
    const broken = await setupBackend();
    await broken.backend.services.database.close();
    const res = await broken.call('GET', '/api/products/brands');
    expect(res.status).toBe(500);
    expect(res.body.message).toContain(res.body.requestId);
    const health = await broken.call('GET', '/health');
    expect(health.status).toBe(503);
    await broken.close();
    // A whole extra backend start: slow when the shared machine is busy.
  }, 90_000);
});
