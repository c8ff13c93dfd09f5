// The public search configuration (app id, search-only key, hosts) the root loader hands
// down; no client here, so every page can read it without loading the search library.
import type { SearchConfig } from '@shop/api/search';
import { createContext, useContext } from 'react';

export const SearchConfigContext = createContext<SearchConfig | null>(null);

export function useSearchConfig(): SearchConfig {
  const config = useContext(SearchConfigContext);
  if (config === null) throw new Error('useSearchConfig must be used inside the site shell');
  return config;
}
