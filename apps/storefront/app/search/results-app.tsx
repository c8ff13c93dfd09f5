// The search page's InstantSearch tree. The same tree renders in the loader (through
// getServerState, to compute the first results on the server) and in the page.
import { SEARCH_INDEX_NAME, SEARCH_STALLED_MS, SEARCH_UNAVAILABLE_MESSAGE } from '@shop/domain';
import type { SearchBarProps } from '@shop/ui/search';
import { FacetList, Pagination, SearchResultGrid, SearchResultsLayout } from '@shop/ui/search';
import type { SearchClient } from './search-client';
import {
  Configure,
  InstantSearch,
  useHits,
  useInstantSearch,
  usePagination,
  useRefinementList,
  useSearchBox,
  useToggleRefinement,
} from 'react-instantsearch';
import { FACETS, IN_STOCK_ATTRIBUTE } from './route-state';
import type { SearchRouting } from './routing';
import { HIT_ATTRIBUTES, toResultHit, type ProductRecord } from './search-hit';

export const RESULTS_PER_PAGE = 24;
const FACET_VALUES_SHOWN = 12;

export type RecordFilter = (records: readonly ProductRecord[]) => ProductRecord[];
type RenderLink = NonNullable<SearchBarProps['renderLink']>;

export interface SearchResultsAppProps {
  searchClient: SearchClient;
  routing: SearchRouting;
  /** behaviour.md#calls-search: keeps the hits whose SKUs the store knows. */
  filter: RecordFilter;
  assetBaseUrl: string;
  renderLink: RenderLink;
  /** The server could not search: say so until the browser's own search answers (or fails too). */
  serverFailed?: boolean;
  onPageChange?: () => void;
}

/** The term comes from the URL (the header's search bar sets it), so the page's search box is virtual. */
function VirtualSearchBox() {
  useSearchBox();
  return null;
}

function Facet({ attribute, title }: { attribute: string; title: string }) {
  const { items, refine, createURL } = useRefinementList({
    attribute,
    limit: FACET_VALUES_SHOWN,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  return (
    <FacetList
      title={title}
      items={items.map((item) => ({
        value: item.value,
        label: item.label,
        count: item.count,
        refined: item.isRefined,
        href: createURL(item.value),
      }))}
      onToggle={refine}
    />
  );
}

function InStockFacet() {
  const { value, refine, createURL } = useToggleRefinement({
    attribute: IN_STOCK_ATTRIBUTE,
    on: true,
  });
  const count = value.onFacetValue.count ?? 0;
  if (!value.isRefined && count === 0) return null;
  return (
    <FacetList
      title="Availability"
      items={[
        {
          value: 'true',
          label: 'In stock',
          count,
          refined: value.isRefined,
          href: createURL(),
        },
      ]}
      onToggle={() => {
        refine({ isRefined: value.isRefined });
      }}
    />
  );
}

function ResultsView({
  filter,
  assetBaseUrl,
  renderLink,
  serverFailed,
  onPageChange,
}: Omit<SearchResultsAppProps, 'searchClient' | 'routing'>) {
  const { items, results } = useHits<ProductRecord>();
  const { status } = useInstantSearch();
  const pages = usePagination();
  const term = results?.query.trim() ?? '';
  // The browser's own search failed (the service is away): words, not an empty page.
  const failed = status === 'error' || serverFailed === true;
  const answered = results !== undefined && !results.__isArtificial && status !== 'error';
  const count = results?.nbHits ?? 0;
  return (
    <SearchResultsLayout
      heading={term === '' ? 'Search' : `Search results for '${term}'`}
      summary={answered ? `${String(count)} ${count === 1 ? 'product' : 'products'}` : undefined}
      busy={status === 'stalled'}
      facets={
        <>
          <Facet attribute={FACETS.brand} title="Brand" />
          <Facet attribute={FACETS.category} title="Category" />
          <Facet attribute={FACETS.colour} title="Colour" />
          <Facet attribute={FACETS.material} title="Material" />
          <InStockFacet />
        </>
      }
    >
      {answered ? (
        <>
          <SearchResultGrid
            hits={filter(items).map((record) => toResultHit(record, assetBaseUrl))}
            term={term}
            renderLink={renderLink}
          />
          <Pagination
            current={pages.currentRefinement + 1}
            total={pages.nbPages}
            hrefFor={(page) => pages.createURL(page - 1)}
            onNavigate={(page) => {
              pages.refine(page - 1);
              onPageChange?.();
            }}
          />
        </>
      ) : (
        <p role="status">{failed ? SEARCH_UNAVAILABLE_MESSAGE : 'Searching…'}</p>
      )}
    </SearchResultsLayout>
  );
}

export function SearchResultsApp({ searchClient, routing, ...view }: SearchResultsAppProps) {
  return (
    <InstantSearch
      searchClient={searchClient}
      indexName={SEARCH_INDEX_NAME}
      routing={routing}
      stalledSearchDelay={SEARCH_STALLED_MS}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        hitsPerPage={RESULTS_PER_PAGE}
        attributesToRetrieve={HIT_ATTRIBUTES}
        attributesToHighlight={[]}
        maxValuesPerFacet={FACET_VALUES_SHOWN}
      />
      <VirtualSearchBox />
      <ResultsView {...view} />
    </InstantSearch>
  );
}
