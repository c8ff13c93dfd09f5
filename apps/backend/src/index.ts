import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Backend, SeedMode } from './backend';
import { createBackend } from './backend';
import type { EnvInput } from './env';
import { loadConfig } from './env';
import { drain, keepAliveLongerThanBalancer } from './http/graceful-server';

export interface StartBackendOptions extends EnvInput {
  /** 0 picks a free port. Default: PORT or 4000. */
  port?: number;
  /** `postgres://…` for PostgreSQL; unset for PGlite. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for an in-memory database. */
  dataDir?: string;
  /** `true`/`'demo'`: demo data on an empty database; `false`/`'empty'`: none. Default demo. */
  seed?: boolean | SeedMode;
  logLevel?: string;
}

export interface RunningBackend {
  url: string;
  port: number;
  /** The running backend's services (its database): for the testing entry's fixtures. */
  services: Backend['services'];
  close(): Promise<void>;
}

/** Starts the backend in-process (used by main.ts and by other workspaces' contract tests). */
export async function startBackend(options: StartBackendOptions = {}): Promise<RunningBackend> {
  const { port, databaseUrl, dataDir, seed, logLevel, ...envOverrides } = options;
  const source: EnvInput = { ...(process.env as EnvInput), ...envOverrides };
  if (port !== undefined) source.PORT = String(port);
  if (dataDir !== undefined) {
    source.DATA_DIR = dataDir;
    source.DATABASE_URL = databaseUrl;
  } else if (databaseUrl !== undefined) {
    source.DATABASE_URL = databaseUrl;
  }
  if (logLevel !== undefined) source.LOG_LEVEL = logLevel;
  const config = loadConfig(source);
  const seedMode: SeedMode =
    seed === undefined ? config.SEED : seed === true || seed === 'demo' ? 'demo' : 'empty';
  const backend: Backend = await createBackend(config, seedMode);

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: backend.app.fetch, port: config.PORT, hostname: config.HOST }, () => {
      resolve(s);
    });
    s.once('error', reject);
  });
  keepAliveLongerThanBalancer(server as Server, config.KEEP_ALIVE_TIMEOUT_SECONDS);
  const address = server.address() as AddressInfo;
  const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${address.port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    port: address.port,
    services: backend.services,
    close: () => {
      // Not ready from now on; requests in flight finish, then the database closes.
      backend.services.lifecycle.shuttingDown = true;
      closing ??= drain(server as Server, {
        delayMs: config.SHUTDOWN_DELAY_SECONDS * 1000,
        timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      }).then(() => backend.close());
      return closing;
    },
  };
}

export { createBackend } from './backend';
export type { Backend, SeedMode } from './backend';
export { loadConfig } from './env';
export type { Config, EnvInput } from './env';
