import { SEARCH_INDEX_NAME } from '@shop/domain';
import type { LiteClient } from 'algoliasearch/lite';
import { z } from 'zod';
import { parseResponse } from '../http/parse-response';
import { createSearchClient } from './lite-client';
import type { SearchConfig } from './lite-client';

export { createSearchClient, toSearchHost } from './lite-client';
export type { SearchConfig, SearchHost } from './lite-client';

/** A search hit (behaviour.md#entities). */
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
