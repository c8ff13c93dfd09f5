import { setImmediate as nextTurn } from 'node:timers/promises';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { SEARCH_INDEX_NAME } from '@shop/domain';
import type { AppEnv, Services } from '../../http/context';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../http/json-depth';
import { searchAuth } from './auth';
import type { SearchEngine } from './engine';
import { PAGINATION_LIMIT } from './engine';
import { mergeParams, parseSearchParams, searchError } from './params';
import type { SearchParams } from './params';
import { searchBudget } from './search-budget';
import type { ReplicaSort } from './schema';
import {
  FACET_ATTRIBUTES,
  NUMERIC_ATTRIBUTES,
  REPLICA_SORTS,
  SEARCHABLE_ATTRIBUTES,
} from './schema';

/** Algolia caps a multi-query at 50 requests; so does this index. */
const MAX_QUERIES = 50;
/**
 * Hits one call may ask for across its queries: one full page. Fifty queries of 1000 hits
 * used to answer 46 MB and hold the event loop for seconds; InstantSearch asks
 * for one page plus hit-less facet queries.
 */
export const MAX_HITS_PER_CALL = 1000;

interface Index {
  name: string;
  sort: ReplicaSort | undefined;
}

/** `products`, or a virtual replica sorted by price (`products_price_asc`, `products_price_desc`). */
function resolveIndex(name: unknown): Index {
  if (typeof name !== 'string' || name === '') throw searchError(400, 'indexName is required');
  if (name === SEARCH_INDEX_NAME) return { name, sort: undefined };
  const suffix = name.startsWith(`${SEARCH_INDEX_NAME}_`)
    ? name.slice(SEARCH_INDEX_NAME.length + 1)
    : '';
  const sort = (REPLICA_SORTS as Record<string, ReplicaSort | undefined>)[suffix];
  if (!sort) throw searchError(404, `Index ${name} does not exist`);
  return { name, sort };
}

/** Algolia clients send JSON as text/plain (a CORS "simple" request), so the content type is not checked. */
async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw searchError(400, 'The request body is not valid JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw searchError(400, 'The request body must be a JSON object');
  if (nestsDeeperThan(body))
    throw searchError(400, `The request body may nest at most ${String(MAX_JSON_DEPTH)} levels`);
  return body as Record<string, unknown>;
}

function withoutCredentials(query: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query))
    if (!k.toLowerCase().startsWith('x-algolia-')) out[k] = v;
  return out;
}

interface ParsedQuery {
  index: Index;
  params: SearchParams;
  facet: string | undefined;
}

function parseOne(request: Record<string, unknown>): ParsedQuery {
  const index = resolveIndex(request.indexName);
  const params = parseSearchParams(mergeParams(request));
  if (request.type === 'facet') {
    if (typeof request.facet !== 'string' || request.facet === '')
      throw searchError(400, 'facet is required for a facet query');
    return { index, params, facet: request.facet };
  }
  if (request.type !== undefined && request.type !== 'default')
    throw searchError(400, 'type must be default or facet');
  return { index, params, facet: undefined };
}

/** The hits (or facet hits) a query can answer at most. */
function hitsAskedFor({ params, facet }: ParsedQuery): number {
  if (facet !== undefined) return params.maxFacetHits;
  return params.offset !== undefined ? (params.length ?? params.hitsPerPage) : params.hitsPerPage;
}

function runOne(engine: SearchEngine, { index, params, facet }: ParsedQuery) {
  return facet === undefined
    ? engine.search(index.name, params, index.sort)
    : engine.searchFacetValues(facet, params, index.sort);
}

/** The Algolia search API of the `products` index (behaviour.md#calls-search), under `/1/indexes`. */
export function searchRoutes(services: Services): Hono<AppEnv> {
  const { config } = services;
  const app = new Hono<AppEnv>();
  app.use('*', searchAuth(config.SEARCH_APP_ID, config.SEARCH_API_KEY));
  const charge = searchBudget(services);

  // Multi-queries: what searchForHits / react-instantsearch send, as `/1/indexes/*/queries`.
  app.post('/:index/queries', async (c) => {
    if (c.req.param('index') !== '*')
      throw searchError(404, 'Multiple queries go to /1/indexes/*/queries');
    const body = await readBody(c);
    const requests = body.requests;
    if (!Array.isArray(requests) || requests.length === 0)
      throw searchError(400, 'requests must be a non-empty list');
    if (requests.length > MAX_QUERIES)
      throw searchError(400, `At most ${MAX_QUERIES} requests per call`);
    const queries = requests.map((request: unknown) => {
      if (!request || typeof request !== 'object' || Array.isArray(request))
        throw searchError(400, 'Each request must be an object');
      return parseOne(request as Record<string, unknown>);
    });
    const hits = queries.reduce((sum, query) => sum + hitsAskedFor(query), 0);
    if (hits > MAX_HITS_PER_CALL)
      throw searchError(
        400,
        `At most ${String(MAX_HITS_PER_CALL)} hits per call across its queries (these ask for ${String(hits)}): lower hitsPerPage or split the call`,
      );
    await charge(c, queries.length);
    const engine = services.search.engine();
    const results: string[] = [];
    for (const query of queries) {
      results.push(JSON.stringify(runOne(engine, query)));
      // One query (and its JSON) per turn of the event loop: other requests, /health among
      // them, run between the queries of a call instead of waiting for all fifty.
      await nextTurn();
    }
    return c.body(`{"results":[${results.join(',')}]}`, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
    });
  });

  app.post('/:index/query', async (c) => {
    const index = resolveIndex(c.req.param('index'));
    const params = parseSearchParams(mergeParams(await readBody(c)));
    await charge(c, 1);
    return c.json(services.search.engine().search(index.name, params, index.sort));
  });

  app.post('/:index/facets/:facet/query', async (c) => {
    const index = resolveIndex(c.req.param('index'));
    const params = parseSearchParams(mergeParams(await readBody(c)));
    await charge(c, 1);
    return c.json(
      services.search.engine().searchFacetValues(c.req.param('facet'), params, index.sort),
    );
  });

  app.get('/:index/settings', (c) => {
    resolveIndex(c.req.param('index'));
    return c.json({
      searchableAttributes: SEARCHABLE_ATTRIBUTES.map((a) => a.name),
      attributesForFaceting: FACET_ATTRIBUTES,
      numericAttributesForFiltering: NUMERIC_ATTRIBUTES,
      replicas: Object.keys(REPLICA_SORTS).map(
        (suffix) => `virtual(${SEARCH_INDEX_NAME}_${suffix})`,
      ),
      hitsPerPage: 20,
      maxValuesPerFacet: 100,
      paginationLimitedTo: PAGINATION_LIMIT,
      queryType: 'prefixLast',
      typoTolerance: true,
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
    });
  });

  // The REST API's GET form of a search: parameters in the query string.
  app.get('/:index', async (c) => {
    const index = resolveIndex(c.req.param('index'));
    const params = parseSearchParams(mergeParams(withoutCredentials(c.req.query())));
    await charge(c, 1);
    return c.json(services.search.engine().search(index.name, params, index.sort));
  });

  app.get('/:index/:objectID', (c) => {
    resolveIndex(c.req.param('index'));
    const record = services.search.engine().get(c.req.param('objectID'));
    if (!record) throw searchError(404, 'ObjectID does not exist');
    return c.json(record);
  });

  return app;
}
