// The two real servers the browser talks to: the reference backend in-process on an
// in-memory database with demo data, and the production build of this app served by
// its production server (server.ts) exactly as `start` does, each on a free port.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startTestBackend, type OutboxMail } from '@shop/backend/testing';

const appDir = fileURLToPath(new URL('../..', import.meta.url));

export interface Stack {
  storefrontUrl: string;
  backendUrl: string;
  /** The storefront server's process (with workers, their primary). */
  storefrontPid: number;
  /** What the storefront server has printed so far. */
  storefrontOutput(): string;
  /** The mails the backend sent to `to`, oldest first (its own temporary outbox). */
  mailsTo(to: string): Promise<OutboxMail[]>;
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

/**
 * The host the shop is opened at: `127.0.0.1` unless SHOP_HOST says otherwise (CI runs the
 * suite at `localhost` too). Never one the backend's CORS list names: the browser must need
 * no cross-origin commerce call (it searches the index directly, which answers any origin).
 */
export const SHOP_HOST = process.env.SHOP_HOST ?? '127.0.0.1';

export interface StackOptions {
  /** More variables for the storefront server (e.g. `STAGING: 'true'` for draft mode). */
  storefrontEnv?: Record<string, string>;
  /**
   * Configured as a deployment rather than a demo: tokens of its own on both servers and no
   * ALLOW_DEMO_SECRETS, so the storefront's production rules all apply.
   */
  deployment?: boolean;
}

/** A deployment's own tokens, shared by its backend and storefront. */
const DEPLOYMENT_TOKENS = {
  GRAPHQL_TOKEN: 'deployment-graphql-token',
  CONTENT_PREVIEW_TOKEN: 'deployment-preview-token',
  CONTENT_PUBLIC_TOKEN: 'deployment-public-token',
  SEARCH_API_KEY: 'deployment-search-key',
};

export async function startStack({
  storefrontEnv = {},
  deployment = false,
}: StackOptions = {}): Promise<Stack> {
  const serverBuild = `${appDir}build/server/index.js`;
  if (!existsSync(serverBuild))
    throw new Error('No storefront build: run `react-router build` first (test:browser does).');

  const port = await freePort();
  const storefrontUrl = `http://${SHOP_HOST}:${String(port)}`;
  // The storefront signs each shopper's address for the backend's limits (behaviour.md#security).
  const clientAddressSecret = randomBytes(32).toString('base64url');
  const backend = await startTestBackend({
    seed: 'demo',
    logLevel: 'warn',
    env: {
      CLIENT_ADDRESS_SECRET: clientAddressSecret,
      // The default list (http://localhost:3000) holds neither test origin.
      STOREFRONT_URL: storefrontUrl,
      // A draft-mode storefront needs the content editor's bridge stand-in.
      STAGING: storefrontEnv.STAGING ?? 'false',
      ...(deployment ? DEPLOYMENT_TOKENS : {}),
    },
  });
  let output = '';
  const child = spawn(process.execPath, [`${appDir}server.ts`, serverBuild], {
    cwd: appDir,
    // No NODE_ENV (vitest's is `test`): the server chooses production itself, as under `start`.
    env: {
      ...withoutNodeEnv(process.env),
      PORT: String(port),
      // Every interface (IPv4 and IPv6): `localhost` may resolve to either.
      HOST: '::',
      BACKEND_URL: backend.url,
      // The demo backend's tokens are the right ones here; a deployment has its own.
      ...(deployment ? DEPLOYMENT_TOKENS : { ALLOW_DEMO_SECRETS: 'true' }),
      CLIENT_ADDRESS_SECRET: clientAddressSecret,
      // One process whatever this shell says (production-server.test.ts asks for two).
      WEB_CONCURRENCY: '1',
      ...storefrontEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
    storefrontPid: child.pid ?? 0,
    storefrontOutput: () => output,
    mailsTo: (to) => backend.mailsTo(to),
    close: async () => {
      const running = () => child.exitCode === null && child.signalCode === null;
      if (running()) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, delay(5000)]);
        if (running()) child.kill('SIGKILL');
      }
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

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _omitted, ...rest } = env;
  return rest;
}
