import { SEARCH_INDEX_NAME, SEARCH_TIMEOUTS_MS } from '@shop/domain';
import { liteClient } from 'algoliasearch/lite';
import type { LiteClient } from 'algoliasearch/lite';
import { z } from 'zod';
import { parseResponse } from '../http/parse-response';

export interface SearchConfig {
  appId: string;
  apiKey: string;
  /** Full URLs of the search hosts; when absent the client's own hosts for the app id are used. */
  hosts?: string[] | undefined;
}

export interface SearchHost {
  url: string;
  protocol: 'http' | 'https';
  accept: 'read';
}

/**
 * `http://localhost:4000/search` → the host entry the search client expects. The port stays
 * inside `url` (the client appends `:port` after the whole url, which would land after a
 * path), so a backend that serves search under a path prefix works too.
 */
export function toSearchHost(href: string): SearchHost {
  const parsed = new URL(href);
  const path = parsed.pathname.replace(/\/+$/, '');
  return {
    url: `${parsed.host}${path}`,
    protocol: parsed.protocol === 'http:' ? 'http' : 'https',
    accept: 'read',
  };
}

/**
 * The search-only client: the configured hosts with read access only, SPEC §9 time-outs
 * (the browser client's defaults, made explicit so SSR behaves the same), and the
 * client's own host retry (a host that fails is marked down and the next one tried).
 */
export function createSearchClient(config: SearchConfig): LiteClient {
  return liteClient(config.appId, config.apiKey, {
    ...(config.hosts ? { hosts: config.hosts.map(toSearchHost) } : {}),
    timeouts: { ...SEARCH_TIMEOUTS_MS },
  });
}

/** SPEC §3 Search hit. */
export const searchHitSchema = z.looseObject({
  objectID: z.string(),
  sku: z.string(),
  name: z.string(),
  imageUrl: z.string().nullish(),
  productUrl: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

const searchResultSchema = z.looseObject({
  hits: z.array(searchHitSchema),
  nbHits: z.number().int().optional(),
  page: z.number().int().optional(),
  nbPages: z.number().int().optional(),
  hitsPerPage: z.number().int().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export interface ProductSearchOptions {
  page?: number;
  hitsPerPage?: number;
  filters?: string;
}

export interface SearchApi {
  /** The configured search client, to hand to react-instantsearch. */
  client: LiteClient;
  indexName: string;
  /** Searches the `products` index and checks each hit's shape. */
  products(query: string, options?: ProductSearchOptions): Promise<SearchResult>;
}

export function createSearchApi(config: SearchConfig): SearchApi {
  const client = createSearchClient(config);
  return {
    client,
    indexName: SEARCH_INDEX_NAME,
    async products(query: string, options: ProductSearchOptions = {}): Promise<SearchResult> {
      const { results } = await client.searchForHits({
        requests: [{ indexName: SEARCH_INDEX_NAME, query, ...options }],
      });
      return parseResponse(searchResultSchema, results[0], {
        method: 'POST',
        url: `search ${SEARCH_INDEX_NAME}`,
      });
    },
  };
}
