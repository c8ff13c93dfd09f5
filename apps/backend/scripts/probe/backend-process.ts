import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshPostgresDatabase } from '../../src/db/fresh-database';

const backendRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ProbedBackend {
  url: string;
  pid: number;
  outbox: string;
  /** The throw-away PostgreSQL database it runs on; undefined on PGlite (its process's own). */
  databaseUrl?: string;
  /** Resident memory now and at its peak, in MB (from /proc). */
  memoryMb(): Promise<{ rss: number; peak: number }>;
  close(): Promise<void>;
}

/** The URL the backend prints once it listens (port 0 picks a free one). */
async function waitForBanner(child: ChildProcess, output: () => string): Promise<string> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`backend exited with ${String(child.exitCode)}:\n${output()}`);
    const url = /Backend listening on (http:\/\/[^\s]+)/.exec(output())?.[1];
    if (url) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`backend did not start in 180 s:\n${output()}`);
}

/**
 * The real backend (src/main.ts) as its own process on a fresh demo database: a temporary
 * PGlite folder, or a throw-away PostgreSQL database when `databaseUrl` is given.
 */
export async function startProbedBackend(
  port: number,
  env: Record<string, string>,
  databaseUrl?: string,
  /** Another checkout's apps/backend (a `git worktree` of an older commit, for "before"). */
  backendDir = backendRoot,
): Promise<ProbedBackend> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-probe-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dir,
    OUTBOX_DIR: join(dir, 'outbox'),
    DATABASE_URL: '',
    ...env,
  };
  let drop = async () => undefined as unknown;
  if (databaseUrl) {
    const fresh = await freshPostgresDatabase(databaseUrl);
    childEnv.DATABASE_URL = fresh.url;
    drop = fresh.drop;
  }
  let output = '';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@shop/source', 'src/main.ts'],
    { cwd: backendDir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const cleanup = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await drop();
    await rm(dir, { recursive: true, force: true });
  };
  let url: string;
  try {
    url = await waitForBanner(child, () => output);
  } catch (error) {
    await cleanup();
    throw error;
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    outbox: join(dir, 'outbox'),
    ...(childEnv.DATABASE_URL ? { databaseUrl: childEnv.DATABASE_URL } : {}),
    memoryMb: async () => {
      const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
      const mb = (field: string) =>
        Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
      return { rss: mb('VmRSS'), peak: mb('VmHWM') };
    },
    close: cleanup,
  };
}

/** Whether the backend starts at all with this environment (and the first line it prints). */
export async function startsWith(
  env: Record<string, string>,
  backendDir = backendRoot,
): Promise<{ started: boolean; said: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-probe-start-'));
  try {
    return await new Promise((resolve) => {
      let output = '';
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--conditions=@shop/source', 'src/main.ts'],
        {
          cwd: backendDir,
          env: {
            ...process.env,
            PORT: '0',
            DATA_DIR: dir,
            SEED: 'empty',
            LOG_LEVEL: 'warn',
            DATABASE_URL: '',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      const done = (started: boolean) => {
        child.kill('SIGKILL');
        resolve({ started, said: output.trim().split('\n')[0] ?? '' });
      };
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Backend listening')) done(true);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', () => {
        done(false);
      });
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
