// The production server's workers (behaviour.md#performance): WEB_CONCURRENCY processes share the port, a
// worker that dies is replaced, and SIGTERM stops them all. No browser: plain HTTP against
// the build, as a load balancer would see it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { get } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './servers';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ storefrontEnv: { WEB_CONCURRENCY: '2' } });
});
afterAll(async () => {
  await stack.close();
});

/** The worker processes of the server: its children, from /proc (Linux). */
function workers(pid: number): number[] {
  try {
    return readFileSync(`/proc/${String(pid)}/task/${String(pid)}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * GETs `path` on a connection of its own, as a load balancer's health check would: a pooled
 * keep-alive socket may belong to the worker the test has just killed.
 */
function pageStatus(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(`${stack.storefrontUrl}${path}`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => {
        resolve(response.statusCode ?? 0);
      });
      response.on('error', reject);
    });
    request.setTimeout(30_000, () => {
      request.destroy(new Error(`GET ${path}: no answer within 30 s`));
    });
    request.on('error', reject);
  });
}

describe('the production server', () => {
  it('runs WEB_CONCURRENCY workers on one port and replaces one that dies', async () => {
    await expect.poll(() => workers(stack.storefrontPid).length, { timeout: 20_000 }).toBe(2);
    const statuses = await Promise.all(Array.from({ length: 8 }, () => pageStatus('/shop-all/')));
    expect(statuses).toEqual(Array.from({ length: 8 }, () => 200));

    // A worker that has run steadily (10 s) and dies is started again; meanwhile the other
    // keeps answering.
    await delay(10_500);
    const [victim] = workers(stack.storefrontPid);
    if (victim === undefined) throw new Error('no worker');
    process.kill(victim, 'SIGKILL');
    // Once the primary has seen it die, the other worker answers while its successor starts.
    await expect
      .poll(() => stack.storefrontOutput().includes(`worker ${String(victim)} died`), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(await pageStatus('/')).toBe(200);
    await expect
      .poll(
        () => {
          const now = workers(stack.storefrontPid);
          return now.length === 2 && !now.includes(victim);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(stack.storefrontOutput()).toContain(`worker ${String(victim)} died (signal SIGKILL`);
    expect(await pageStatus('/shop-all/')).toBe(200);
  });

  it("answers a guest's revalidation with 304 from either worker, through compression", async () => {
    const url = `${stack.storefrontUrl}/product/oslo-classic-dining-chair`;
    const headers = { 'Accept-Encoding': 'gzip' };
    const first = await fetch(url, { headers });
    await first.arrayBuffer();
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('Cache-Control')).toContain('public');
    expect(first.headers.get('Vary')).toMatch(/Cookie/);
    // Connections go to the workers in turn: several answers, one ETag, all 304.
    const again = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const response = await fetch(url, { headers: { ...headers, 'If-None-Match': etag } });
        await response.arrayBuffer();
        return [response.status, response.headers.get('ETag')];
      }),
    );
    expect(again).toEqual(Array.from({ length: 4 }, () => [304, etag]));
  });

  it('stops every worker on SIGTERM and exits cleanly', async () => {
    const running = workers(stack.storefrontPid);
    expect(running).toHaveLength(2);
    process.kill(stack.storefrontPid, 'SIGTERM');
    await expect.poll(() => alive(stack.storefrontPid), { timeout: 10_000 }).toBe(false);
    expect(running.filter(alive)).toEqual([]);
  });
});

describe('NODE_ENV', () => {
  // `start` sets none, and the server must run as production (the browser tests' stack sets
  // none either, and every page of theirs must render, not fail).
  it('is production when unset: the demo tokens are refused without ALLOW_DEMO_SECRETS', async () => {
    const appDir = fileURLToPath(new URL('../..', import.meta.url));
    const { NODE_ENV: _unset, ALLOW_DEMO_SECRETS: _off, ...env } = process.env;
    const child = spawn(process.execPath, ['server.ts', 'build/server/index.js'], {
      cwd: appDir,
      env: {
        ...env,
        PORT: '0',
        BACKEND_URL: stack.backendUrl,
        CLIENT_ADDRESS_SECRET: 'a'.repeat(43),
        WEB_CONCURRENCY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toMatch(/demo/i);
  });
});
