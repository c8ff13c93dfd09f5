import { fillPlaceholders } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, PreparedStatement } from './client';

export interface Compiled {
  statement: PreparedStatement;
  params: unknown[];
}

/**
 * A hot-path statement written with Drizzle's `sql` and `sql.placeholder(…)`, compiled once
 * at load time to a named prepared statement: PostgreSQL then parses and plans it once per
 * connection instead of on every request (planning the cart's joins costs more than running them).
 */
export function compile(name: string, query: SQL): Compiled {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { statement: { name, text }, params };
}

/** Runs a compiled statement with its placeholders filled, outside any transaction. */
export function runCompiled<T>(
  database: Database,
  compiled: Compiled,
  values: Record<string, unknown>,
): Promise<T[]> {
  return database.prepared<T>(compiled.statement, fillPlaceholders(compiled.params, values));
}
