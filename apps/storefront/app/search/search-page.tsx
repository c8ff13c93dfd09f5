// The /search page: the server's first results, then InstantSearch in the browser with its
// state in the query string (use-search-routing.ts).
import { useMemo } from 'react';
import { InstantSearchSSRProvider } from 'react-instantsearch';
import { renderLink } from '../shell/app-link';
import { useShell } from '../shell/shell-data';
import { useKnownSkus } from './known-skus';
import { SearchResultsApp, type RecordFilter } from './results-app';
import { searchClientFor } from './search-client';
import { knownRecords } from './search-hit';
import type { SearchPageData } from './server-state.server';
import { useSearchRouting } from './use-search-routing';

export function SearchPage({ serverState, hiddenIds }: SearchPageData) {
  const { assetBaseUrl, search } = useShell().config;
  const searchClient = searchClientFor(search);
  const routing = useSearchRouting();
  const known = useKnownSkus(true);

  const filter = useMemo<RecordFilter>(() => {
    if (known) return (records) => knownRecords(records, known);
    const hidden = new Set(hiddenIds);
    return (records) => records.filter((record) => !hidden.has(record.objectID));
  }, [known, hiddenIds]);

  return (
    <InstantSearchSSRProvider {...serverState}>
      <SearchResultsApp
        searchClient={searchClient}
        routing={routing}
        filter={filter}
        assetBaseUrl={assetBaseUrl}
        renderLink={renderLink}
        serverFailed={serverState === null}
        onPageChange={() => {
          window.scrollTo({ top: 0 });
        }}
      />
    </InstantSearchSSRProvider>
  );
}
