import pg from 'pg';

export interface FreshDatabase {
  /** Its name on the server (`test_<pid>_<random>`). */
  name: string;
  /** The new database's URL: the server's URL with the database name in its path. */
  url: string;
  /** Drops the database, closing whatever connections to it are still open. */
  drop: () => Promise<void>;
}

/**
 * A new, empty database of its own on the PostgreSQL server `serverUrl` points at (any database
 * there to connect to), under a unique name, so test runs side by side never share one and a
 * run can repeat. The caller drops it when done.
 */
export async function freshPostgresDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `test_${String(process.pid)}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    name,
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
