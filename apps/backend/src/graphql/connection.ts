import { GraphQLError } from 'graphql';

/** The hosted schema's page limit for every connection. */
export const MAX_PAGE_SIZE = 50;

export interface Edge<T> {
  node: T;
  cursor: string;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64');

function decodeCursor(cursor: string): number {
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match) throw badArgument(`Invalid cursor "${cursor}"`);
  return Number(match[1]) + 1;
}

export function badArgument(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Checks a `first` argument: 1 to 50, like the hosted schema. */
export function pageSize(first: number | null | undefined, fallback = 10): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badArgument(`"first" must be between 1 and ${MAX_PAGE_SIZE}, got ${size}`);
  }
  return size;
}

/** A page of an in-memory list as a connection (`first` / `after` by offset cursors). */
export function toConnection<T>(
  items: readonly T[],
  first: number | null | undefined,
  after?: string | null,
): Connection<T> {
  const size = pageSize(first);
  const start = after ? decodeCursor(after) : 0;
  const page = items.slice(start, start + size);
  const edges = page.map((node, i) => ({ node, cursor: encodeCursor(start + i) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: start + size < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
