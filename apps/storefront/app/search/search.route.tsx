import { useEffect, useMemo, useRef, useState } from 'react';
import { InstantSearchSSRProvider } from 'react-instantsearch';
import {
  NavigationType,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationType,
  type ShouldRevalidateFunction,
} from 'react-router';
import { renderLink } from '../shell/app-link';
import { useKnownSkus } from './known-skus';
import { SearchResultsApp, type RecordFilter } from './results-app';
import { createSearchRouting } from './routing';
import { searchClientFor } from './search-client';
import { knownRecords } from './search-hit';
import { loadSearchPage } from './server-state.server';
import { pageMeta } from '../shell/seo';
import { useShell } from '../shell/shell-data';
import type { Route } from './+types/search.route';

export const meta: Route.MetaFunction = ({ location }) => {
  const term = new URLSearchParams(location.search).get('term')?.trim();
  return pageMeta({
    title: term ? `Search results for '${term}'` : 'Search',
    description: 'Search the trade furniture catalogue by name, SKU, brand or category.',
    keywords: ['search', 'furniture', ...(term ? [term] : [])],
  });
};

export function loader({ request }: Route.LoaderArgs) {
  return loadSearchPage(request.url);
}

// Once the page is open, InstantSearch owns the query string: moving between /search URLs
// (its own writes, back/forward, a new term from the header) needs no server trip.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod === undefined && currentUrl.pathname === nextUrl.pathname
    ? false
    : defaultShouldRevalidate;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { serverState, hiddenIds } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigation = useNavigation();
  const heading = navigation.location
    ? `${navigation.location.pathname}${navigation.location.search}`
    : null;
  const { assetBaseUrl, search } = useShell().config;
  const searchClient = searchClientFor(search);
  const known = useKnownSkus(true);
  // Created once: InstantSearch cannot change its routing. On the server there is no
  // window; the location React Router rendered is the request's.
  const [{ routing, locationChanged, navigating }] = useState(() => {
    const rendered = { pathname: location.pathname, search: location.search };
    return createSearchRouting({
      location: () => (typeof window === 'undefined' ? rendered : window.location),
      push: (href) => {
        void navigate(href, { preventScrollReset: true });
      },
    });
  });
  // A delayed URL write must not cancel a navigation the shopper started meanwhile.
  useEffect(() => {
    navigating(heading);
  }, [navigating, heading]);
  // Back/forward is read by InstantSearch itself (popstate); any other arrival at a new
  // /search URL is passed on. The location the page mounted with is already its state.
  const seen = useRef(location.key);
  useEffect(() => {
    if (location.key === seen.current) return;
    seen.current = location.key;
    if (navigationType !== NavigationType.Pop) locationChanged(location);
  }, [location, navigationType, locationChanged]);

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
