/** One metafield as the commerce API returns it. */
export interface Metafield {
  key: string;
  value: unknown;
}

/**
 * Every shape product metafields arrive in: a REST list of `{ key, value }`, a GraphQL
 * connection (`{ edges: [{ node: { key, value } }] }`), or a plain record keyed by the
 * metafield key. `null`/`undefined` reads as "no metafields".
 */
export type MetafieldSource =
  | readonly Metafield[]
  | { edges: readonly { node: Metafield }[] }
  | Readonly<Record<string, unknown>>
  | null
  | undefined;

function isMetafield(entry: unknown): entry is Metafield {
  return typeof entry === 'object' && entry !== null && 'key' in entry && 'value' in entry;
}

function nodeOf(edge: unknown): unknown {
  return typeof edge === 'object' && edge !== null && 'node' in edge ? edge.node : undefined;
}

function findValue(entries: readonly unknown[], key: string): unknown {
  for (const entry of entries) {
    if (isMetafield(entry) && entry.key === key) return entry.value;
  }
  return undefined;
}

function rawValue(metafields: unknown, key: string): unknown {
  if (typeof metafields !== 'object' || metafields === null) return undefined;
  if (Array.isArray(metafields)) return findValue(metafields, key);
  if ('edges' in metafields && Array.isArray(metafields.edges)) {
    return findValue(metafields.edges.map(nodeOf), key);
  }
  return Object.hasOwn(metafields, key) ? (metafields as Record<string, unknown>)[key] : undefined;
}

/**
 * The trimmed text value of metafield `key`, or `null` when it is absent, empty or not
 * text (numbers are read as their decimal text, since size values sometimes arrive as
 * numbers). Never throws, whatever the shape of `metafields`.
 */
export function readMetafield(metafields: MetafieldSource, key: string): string | null {
  const value = rawValue(metafields, key);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
