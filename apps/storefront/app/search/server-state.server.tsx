// The search page's first results, computed on the server with the same InstantSearch
// tree the page renders (react-instantsearch's getServerState), so the page has its
// results, facets and pagination in the HTML: it works before (and without) script.
import { SEARCH_INDEX_NAME } from '@shop/domain';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import { serverApi } from '../platform/api.server';
import { knownSkus } from './known-skus.server';
import { SearchResultsApp } from './results-app';
import { createSearchRouting } from './routing';
import { knownRecords, type ProductRecord } from './search-hit';

export interface SearchPageData {
  /** `null` when the search service failed; the browser tries again. */
  serverState: InstantSearchServerState | null;
  /** objectIDs of first-page hits the store does not know, hidden until the browser has the SKU list. */
  hiddenIds: string[];
}

const plainLink = ({ href, children }: { href: string; children: React.ReactNode }) => (
  <a href={href}>{children}</a>
);

export async function loadSearchPage(requestUrl: string): Promise<SearchPageData> {
  const url = new URL(requestUrl);
  const { routing } = createSearchRouting({
    location: () => ({ pathname: url.pathname, search: url.search }),
    push: () => undefined,
  });
  const known = knownSkus();
  try {
    const serverState = await getServerState(
      <SearchResultsApp
        searchClient={serverApi().search.client}
        routing={routing}
        filter={(records) => [...records]}
        assetBaseUrl=""
        renderLink={plainLink}
      />,
      { renderToString },
    );
    const filter = await known;
    const records = (serverState.initialResults[SEARCH_INDEX_NAME]?.results?.[0]?.hits ??
      []) as ProductRecord[];
    const kept = new Set(knownRecords(records, { filter }).map((record) => record.objectID));
    return {
      serverState,
      hiddenIds: records.filter((r) => !kept.has(r.objectID)).map((r) => r.objectID),
    };
  } catch (error) {
    console.error('Search results could not be rendered on the server', error);
    return { serverState: null, hiddenIds: [] };
  }
}
