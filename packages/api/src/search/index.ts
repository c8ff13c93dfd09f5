// Public API of @shop/api/search: the search-only client for browsers.
export { createSearchClient, toSearchHost } from './lite-client';
export type { SearchConfig, SearchHost } from './lite-client';
