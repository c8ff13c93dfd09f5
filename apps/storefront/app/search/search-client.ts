// The browser's search client: the Algolia-compatible index queried directly with the public
// search-only key, as hosted Algolia is used (the backend answers any page origin). One
// client per configuration, so its cache serves the header's suggestions and /search alike.
// Imported by the suggestion engine (loaded on first focus) and the /search page only.
import { createSearchClient, type SearchConfig } from '@shop/api/search';

export type SearchClient = ReturnType<typeof createSearchClient>;

const clients = new Map<string, SearchClient>();

export function searchClientFor(config: SearchConfig): SearchClient {
  const key = JSON.stringify(config);
  let client = clients.get(key);
  if (!client) {
    client = createSearchClient(config);
    clients.set(key, client);
  }
  return client;
}
