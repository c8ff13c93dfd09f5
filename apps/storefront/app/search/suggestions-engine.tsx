// Loaded on demand (first focus or key in a search bar), so react-instantsearch stays out
// of every page's first-load JavaScript. Renders nothing: it runs the suggestion search
// and hands its answer to the search bar.
import { SEARCH_INDEX_NAME, SEARCH_STALLED_MS } from '@shop/domain';
import type { SearchConfig } from '@shop/api/search';
import { useEffect } from 'react';
import {
  Configure,
  InstantSearch,
  useHits,
  useInstantSearch,
  useSearchBox,
} from 'react-instantsearch';
import { searchClientFor } from './search-client';
import { HIT_ATTRIBUTES, type ProductRecord } from './search-hit';

export const SUGGESTION_COUNT = 8;

export interface SuggestionsAnswer {
  /** The query these hits answer (trimmed). */
  query: string;
  hits: ProductRecord[];
  /** behaviour.md#search-bar: flagged once a search has taken longer than 1000 ms. */
  stalled: boolean;
}

export interface SuggestionsEngineProps {
  /** The public search configuration; the engine makes (or reuses) the client. */
  config: SearchConfig;
  /** The trimmed, non-blank term to suggest for. */
  query: string;
  onAnswer: (answer: SuggestionsAnswer) => void;
}

function Feed({ query, onAnswer }: Omit<SuggestionsEngineProps, 'config'>) {
  const { refine } = useSearchBox();
  const { items, results } = useHits<ProductRecord>();
  const { status } = useInstantSearch();
  useEffect(() => {
    if (query !== '') refine(query);
  }, [query, refine]);
  // A failed search (behaviour.md#errors: unreachable hosts, API error) answers the term with no hits:
  // the bar then says to try again later instead of waiting for ever.
  const failed = status === 'error';
  const answered = failed ? query : (results?.query.trim() ?? '');
  const stalled = status === 'stalled';
  useEffect(() => {
    onAnswer({ query: answered, hits: failed ? [] : items, stalled });
  }, [answered, failed, items, stalled, onAnswer]);
  return null;
}

export default function SuggestionsEngine({ config, query, onAnswer }: SuggestionsEngineProps) {
  return (
    <InstantSearch
      searchClient={searchClientFor(config)}
      indexName={SEARCH_INDEX_NAME}
      stalledSearchDelay={SEARCH_STALLED_MS}
      // The first search is for the term typed, not an empty query.
      initialUiState={{ [SEARCH_INDEX_NAME]: { query } }}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        hitsPerPage={SUGGESTION_COUNT}
        attributesToRetrieve={HIT_ATTRIBUTES}
        attributesToHighlight={[]}
      />
      <Feed query={query} onAnswer={onAnswer} />
    </InstantSearch>
  );
}
