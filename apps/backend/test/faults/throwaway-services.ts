import { spawn, execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// PostgreSQL and Redis servers of a test's own, on free ports, so a test can stop, kill and
// restart them without touching the machine's shared services that other suites use.

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not come up in ${String(ms / 1000)} s`);
}

// PostgreSQL refuses to run as root: as root (CI, this machine) it runs as the `postgres` user.
const asRoot = process.getuid?.() === 0;
const pgUser = (command: string, args: string[]) =>
  asRoot
    ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] }
    : { command, args };

export interface ThrowawayPostgres {
  /** postgres://…/postgres (trust auth). */
  url: string;
  port: number;
  /** A fast shutdown (every connection ends with 57P01); resolves once it has exited. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`, as an operator restarts it. */
  restart(): Promise<void>;
  /** Ends every other connection to `database` (pg_terminate_backend: 57P01 on each). */
  terminateConnections(database: string): Promise<number>;
  destroy(): Promise<void>;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-res-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
    chmodSync(dir, 0o700);
  }
  const init = pgUser(join(PG_BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  execFileSync(init.command, init.args, { stdio: 'ignore' });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${String(port)}/postgres`;
  const ctl = (...args: string[]) => {
    const c = pgUser(join(PG_BIN, 'pg_ctl'), ['-D', data, ...args]);
    execFileSync(c.command, c.args, { stdio: 'ignore' });
  };
  const options = `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const ping = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    await client.end();
    return true;
  };
  const start = async () => {
    ctl('-o', options, '-l', join(dir, 'log'), 'start');
    await waitFor(ping, 'PostgreSQL');
  };
  await start();
  return {
    url,
    port,
    start,
    stop: () => {
      ctl('-m', 'fast', 'stop');
      return Promise.resolve();
    },
    restart: async () => {
      ctl('-o', options, '-l', join(dir, 'log'), '-m', 'fast', 'restart');
      await waitFor(ping, 'PostgreSQL');
    },
    terminateConnections: async (database) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rowCount } = await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        return rowCount ?? 0;
      } finally {
        await client.end();
      }
    },
    destroy: async () => {
      if (existsSync(join(data, 'postmaster.pid'))) {
        try {
          ctl('-m', 'immediate', 'stop');
        } catch {
          // Already stopped.
        }
      }
      rmSync(dir, { recursive: true, force: true });
      await Promise.resolve();
    },
  };
}

export interface ThrowawayRedis {
  url: string;
  port: number;
  /** Ends the server at once (SIGKILL: nothing saved, as the machine's Redis keeps nothing). */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const c = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = c;
    await waitFor(
      () =>
        new Promise<boolean>((resolve) => {
          // A PING in Redis's protocol, without a client library or redis-cli.
          const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
          socket.once('data', (data: Buffer) => {
            socket.destroy();
            resolve(data.toString().startsWith('+PONG'));
          });
          socket.once('error', () => {
            resolve(false);
          });
        }),
      'Redis',
    );
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${String(port)}`, port, start, stop, destroy: stop };
}
