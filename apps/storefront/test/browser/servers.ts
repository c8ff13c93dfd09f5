// The two real servers the browser talks to: the reference backend in-process on an
// in-memory database with demo data, and the production build of this app served by
// react-router-serve exactly as `start` does, each on a free port.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startBackend } from '@shop/backend';

const appDir = fileURLToPath(new URL('../..', import.meta.url));

export interface Stack {
  storefrontUrl: string;
  backendUrl: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`storefront exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await delay(200);
    }
  }
  throw new Error(`storefront did not answer at ${url}:\n${output()}`);
}

export async function startStack(): Promise<Stack> {
  const serverBuild = `${appDir}build/server/index.js`;
  if (!existsSync(serverBuild))
    throw new Error('No storefront build: run `react-router build` first (test:browser does).');

  const port = await freePort();
  const storefrontUrl = `http://127.0.0.1:${String(port)}`;
  // The browser calls the backend itself (cart, customer, pricing, search): allow its origin.
  const backend = await startBackend({
    port: 0,
    dataDir: 'memory://',
    seed: 'demo',
    logLevel: 'warn',
    CORS_ORIGINS: storefrontUrl,
    STOREFRONT_URL: storefrontUrl,
  });
  let output = '';
  const child = spawn(
    process.execPath,
    [`${appDir}node_modules/@react-router/serve/bin.cjs`, serverBuild],
    {
      cwd: appDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        BACKEND_URL: backend.url,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUntilUp(storefrontUrl, child, () => output);
  } catch (error) {
    child.kill('SIGTERM');
    await backend.close();
    throw error;
  }

  return {
    storefrontUrl,
    backendUrl: backend.url,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, delay(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await backend.close();
    },
  };
}

/** A real customer token from the backend's login, as the login form gets it. */
export async function customerToken(
  stack: Stack,
  email = 'buyer@example.com',
  password = 'demo-password-1',
): Promise<string> {
  const response = await fetch(`${stack.backendUrl}/api/customers/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: unknown };
  if (!response.ok || typeof body.token !== 'string')
    throw new Error(`login of ${email} failed with ${String(response.status)}`);
  return body.token;
}
