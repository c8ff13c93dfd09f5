import type pg from 'pg';

// SQLSTATEs that mean "the server is going away or not there yet", not "this query is wrong":
// admin_shutdown (pg_terminate_backend, a fast or immediate stop), crash_shutdown,
// cannot_connect_now (starting up, shutting down), too_many_connections, and the class 08
// connection exceptions.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres says these in words only.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * True when a query failed because the database could not be reached or dropped the
 * connection (a restart, a failover, pg_terminate_backend), as opposed to a failing statement.
 * Drizzle wraps driver errors, so the causes are walked.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m)))
      return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

/**
 * Keeps a pool alive through lost connections. node-postgres emits `error` on a client whose
 * connection drops; the pool listens only while the client is idle, so a client checked out
 * by a transaction (or between its statements) crashed the process with an unhandled
 * `error` event (57P01 at a PostgreSQL restart). Every client gets a listener for its whole
 * life; a checked-out one is also given back to the pool with the error at once, which then
 * drops it: Drizzle does not release a client whose BEGIN failed, and such a client would
 * otherwise hold its pool slot for ever. Drizzle's own later release becomes a no-op.
 */
export function superviseClients(pool: pg.Pool, onLost: (error: Error) => void): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  // An idle client's error also reaches the pool (which drops it); reported by the client's own listener.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      onLost(error);
      if (!checkedOut.has(client)) return;
      const release = client.release.bind(client);
      client.release = () => undefined;
      checkedOut.delete(client);
      release(error);
    });
  });
}
