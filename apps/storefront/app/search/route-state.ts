// The search page's state in its query string (behaviour.md#calls-search: written debounced, read back on
// back and forward). One mapping both ways: InstantSearch's UI state ↔ a flat route
// state ↔ `/search?term=…&brand=…&category=…&colour=…&material=…&instock=1&page=2`.
import { SEARCH_INDEX_NAME, SEARCH_MAX_LENGTH } from '@shop/domain';
import type { UiState } from 'instantsearch.js';

export const SEARCH_PATH = '/search';

/** The facets of the page: query-string key → index attribute. */
export const FACETS = {
  brand: 'brand',
  category: 'categories',
  colour: 'colour',
  material: 'material',
} as const;
export type FacetKey = keyof typeof FACETS;
const FACET_KEYS = Object.keys(FACETS) as FacetKey[];
export const IN_STOCK_ATTRIBUTE = 'inStock';

export interface SearchRouteState {
  term?: string;
  brand?: string[];
  category?: string[];
  colour?: string[];
  material?: string[];
  inStock?: boolean;
  /** From 1; absent for the first page. */
  page?: number;
}

// A hand-edited URL cannot make the page ask for thousands of filters.
const MAX_VALUES = 30;
const MAX_VALUE_LENGTH = 200;
const MAX_PAGE = 1000;

function values(params: URLSearchParams, key: string): string[] | undefined {
  const list = [
    ...new Set(
      params
        .getAll(key)
        .map((value) => value.trim())
        .filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH),
    ),
  ].slice(0, MAX_VALUES);
  return list.length > 0 ? list : undefined;
}

/** Reads the route state from a query string; anything malformed is dropped, never thrown. */
export function parseSearchParams(params: URLSearchParams): SearchRouteState {
  const state: SearchRouteState = {};
  const term = params.get('term')?.trim().slice(0, SEARCH_MAX_LENGTH);
  if (term) state.term = term;
  for (const key of FACET_KEYS) {
    const list = values(params, key);
    if (list) state[key] = list;
  }
  if (['1', 'true'].includes(params.get('instock') ?? '')) state.inStock = true;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) state.page = page;
  return state;
}

/**
 * `/search?term=…` in a fixed order, encoded as `searchHref` encodes the term, so the URL
 * the header's Enter opens and the one the page writes back are the same string (no
 * duplicate history entry).
 */
export function searchPageHref(state: SearchRouteState): string {
  const pairs: string[] = [];
  const add = (key: string, value: string) => pairs.push(`${key}=${encodeURIComponent(value)}`);
  if (state.term) add('term', state.term);
  for (const key of FACET_KEYS) for (const value of state[key] ?? []) add(key, value);
  if (state.inStock) add('instock', '1');
  if (state.page && state.page > 1) add('page', String(state.page));
  return pairs.length > 0 ? `${SEARCH_PATH}?${pairs.join('&')}` : SEARCH_PATH;
}

export function stateToRoute(uiState: UiState): SearchRouteState {
  const index = uiState[SEARCH_INDEX_NAME] ?? {};
  const route: SearchRouteState = {};
  if (index.query?.trim()) route.term = index.query.trim();
  for (const key of FACET_KEYS) {
    const list = index.refinementList?.[FACETS[key]];
    if (list && list.length > 0) route[key] = [...list];
  }
  if (index.toggle?.[IN_STOCK_ATTRIBUTE]) route.inStock = true;
  if (index.page && index.page > 1) route.page = index.page;
  return route;
}

export function routeToState(route: SearchRouteState): UiState {
  const refinementList: Record<string, string[]> = {};
  for (const key of FACET_KEYS) {
    const list = route[key];
    if (list && list.length > 0) refinementList[FACETS[key]] = [...list];
  }
  return {
    [SEARCH_INDEX_NAME]: {
      query: route.term ?? '',
      ...(Object.keys(refinementList).length > 0 ? { refinementList } : {}),
      ...(route.inStock ? { toggle: { [IN_STOCK_ATTRIBUTE]: true } } : {}),
      ...(route.page && route.page > 1 ? { page: route.page } : {}),
    },
  };
}
