// What every B2B GraphQL list shares: B2B Edition's connection shape, Unix-second times and
// the LIKE pattern of a search.

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A page of `items` as B2B Edition's connections answer it. */
export function page<T>(items: T[], totalCount: number, offset: number) {
  return {
    totalCount,
    pageInfo: { hasNextPage: offset + items.length < totalCount, hasPreviousPage: offset > 0 },
    edges: items.map((node) => ({ node })),
  };
}

/** `text` as an ILIKE pattern, its wildcards escaped: anywhere in the value, or (`partial` false) the whole value. */
export function likePattern(text: string, partial = true) {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return partial ? `%${escaped}%` : escaped;
}
