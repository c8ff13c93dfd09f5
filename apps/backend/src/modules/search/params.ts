import { HttpError } from '../../http/errors';

/** `facetFilters` / `numericFilters`: a string, or a list whose inner lists are OR groups. */
export type FilterList = (string | string[])[];

/** The Algolia search parameters this index understands (others are accepted and ignored). */
export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  offset: number | undefined;
  length: number | undefined;
  filters: string;
  facetFilters: FilterList;
  numericFilters: FilterList;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  attributesToRetrieve: string[];
  attributesToHighlight: string[] | undefined;
  attributesToSnippet: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  typoTolerance: boolean | 'min' | 'strict';
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone';
  facetQuery: string;
  maxFacetHits: number;
  /** The parameters as received, echoed back as `params` in each result. */
  echo: string;
}

/** Algolia's limits: a query of at most 512 bytes, 1000 hits per page, 1000 values per facet. */
export const MAX_QUERY_LENGTH = 512;
const MAX_HITS_PER_PAGE = 1000;
/**
 * Highlight tags and the ellipsis are copied into every highlighted word of every hit, and
 * attribute lists are walked per hit: bounded so one request cannot multiply its answer
 * (behaviour.md#security). InstantSearch sends `__ais-highlight__` tags and a handful of attributes.
 */
const MAX_TAG_BYTES = 64;
const MAX_LIST_ENTRIES = 100;

/** An error in Algolia's shape (`{ message, status }`): the client surfaces `message`. */
export const searchError = (status: number, message: string) =>
  new HttpError(status, message, message);

type Raw = Record<string, unknown>;

/** `params` may be a url-encoded string (v3/v4 clients, InstantSearch) or an object. */
export function mergeParams(...sources: (Raw | string | undefined)[]): Raw {
  const out: Raw = {};
  for (const source of sources) {
    if (source === undefined) continue;
    if (typeof source === 'string') {
      for (const [key, value] of new URLSearchParams(source)) out[key] = value;
      continue;
    }
    for (const [key, value] of Object.entries(source)) {
      if (key === 'params') {
        if (typeof value === 'string') Object.assign(out, mergeParams(value));
        else if (value && typeof value === 'object' && !Array.isArray(value))
          Object.assign(out, value);
        else if (value !== undefined)
          throw searchError(400, 'params must be a string or an object');
      } else if (value !== undefined) {
        out[key] = value;
      }
    }
  }
  return out;
}

function tag(raw: Raw, key: string, fallback: string): string {
  const value = text(raw, key, fallback);
  if (Buffer.byteLength(value) > MAX_TAG_BYTES)
    throw searchError(400, `${key} must be at most ${String(MAX_TAG_BYTES)} bytes`);
  return value;
}

function boundedList(raw: Raw, key: string): string[] | undefined {
  const value = list(raw, key);
  if (value && value.length > MAX_LIST_ENTRIES)
    throw searchError(400, `${key} must list at most ${String(MAX_LIST_ENTRIES)} entries`);
  return value;
}

function text(raw: Raw, key: string, fallback: string): string {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw searchError(400, `${key} must be a string`);
}

function integer(raw: Raw, key: string, fallback: number, min: number, max: number): number {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return fallback;
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isInteger(n)) throw searchError(400, `${key} must be an integer`);
  if (n < min || n > max) throw searchError(400, `${key} must be between ${min} and ${max}`);
  return n;
}

function optionalInteger(raw: Raw, key: string, min: number, max: number): number | undefined {
  return raw[key] === undefined || raw[key] === null || raw[key] === ''
    ? undefined
    : integer(raw, key, 0, min, max);
}

/** A list given as an array, a JSON array string or a comma-separated string. */
function list(raw: Raw, key: string): string[] | undefined {
  const value = raw[key];
  if (value === undefined || value === null) return undefined;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) parsed = parseJson(trimmed, key);
    else parsed = trimmed === '' ? [] : trimmed.split(',').map((s) => s.trim());
  }
  if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string'))
    throw searchError(400, `${key} must be a list of strings`);
  return parsed;
}

function filterList(raw: Raw, key: string): FilterList {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return [];
  let parsed: unknown = value;
  if (typeof value === 'string')
    parsed = value.trim().startsWith('[') ? parseJson(value, key) : value.split(',');
  const ok =
    Array.isArray(parsed) &&
    parsed.every(
      (v) => typeof v === 'string' || (Array.isArray(v) && v.every((w) => typeof w === 'string')),
    );
  if (!ok)
    throw searchError(400, `${key} must be a string or a list of strings and lists of strings`);
  return parsed as FilterList;
}

function parseJson(value: string, key: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw searchError(400, `${key} is not valid JSON`);
  }
}

function oneOf<T extends string>(raw: Raw, key: string, allowed: readonly T[], fallback: T): T {
  const value = text(raw, key, fallback);
  if (!(allowed as readonly string[]).includes(value))
    throw searchError(400, `${key} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function typoTolerance(raw: Raw): SearchParams['typoTolerance'] {
  const value = raw.typoTolerance;
  if (value === undefined || value === null || value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  if (value === 'min' || value === 'strict') return value;
  throw searchError(400, 'typoTolerance must be true, false, min or strict');
}

function echo(raw: Raw): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'indexName' || key === 'type' || key === 'facet' || key.startsWith('x-algolia-'))
      continue;
    out.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return out.toString().replace(/\+/g, '%20');
}

/** Validates merged raw parameters; bad values answer 400 with the parameter named. */
export function parseSearchParams(raw: Raw): SearchParams {
  const query = text(raw, 'query', '');
  if (Buffer.byteLength(query) > MAX_QUERY_LENGTH)
    throw searchError(400, `query must be at most ${MAX_QUERY_LENGTH} bytes`);
  const facetQuery = text(raw, 'facetQuery', '');
  if (Buffer.byteLength(facetQuery) > MAX_QUERY_LENGTH)
    throw searchError(400, `facetQuery must be at most ${MAX_QUERY_LENGTH} bytes`);
  return {
    query,
    page: integer(raw, 'page', 0, 0, 100_000),
    hitsPerPage: integer(raw, 'hitsPerPage', 20, 0, MAX_HITS_PER_PAGE),
    offset: optionalInteger(raw, 'offset', 0, 100_000),
    length: optionalInteger(raw, 'length', 0, MAX_HITS_PER_PAGE),
    filters: text(raw, 'filters', ''),
    facetFilters: filterList(raw, 'facetFilters'),
    numericFilters: filterList(raw, 'numericFilters'),
    facets: boundedList(raw, 'facets') ?? [],
    maxValuesPerFacet: integer(raw, 'maxValuesPerFacet', 100, 1, 1000),
    sortFacetValuesBy: oneOf(raw, 'sortFacetValuesBy', ['count', 'alpha'], 'count'),
    attributesToRetrieve: boundedList(raw, 'attributesToRetrieve') ?? ['*'],
    attributesToHighlight: boundedList(raw, 'attributesToHighlight'),
    attributesToSnippet: boundedList(raw, 'attributesToSnippet') ?? [],
    highlightPreTag: tag(raw, 'highlightPreTag', '<em>'),
    highlightPostTag: tag(raw, 'highlightPostTag', '</em>'),
    snippetEllipsisText: tag(raw, 'snippetEllipsisText', '…'),
    typoTolerance: typoTolerance(raw),
    minWordSizefor1Typo: integer(raw, 'minWordSizefor1Typo', 4, 1, 100),
    minWordSizefor2Typos: integer(raw, 'minWordSizefor2Typos', 8, 1, 100),
    queryType: oneOf(raw, 'queryType', ['prefixLast', 'prefixAll', 'prefixNone'], 'prefixLast'),
    facetQuery,
    maxFacetHits: integer(raw, 'maxFacetHits', 10, 1, 100),
    echo: echo(raw),
  };
}
