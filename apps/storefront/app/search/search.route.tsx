import type { ShouldRevalidateFunction } from 'react-router';
import { pageMeta } from '../shell/seo';
import { SearchPage } from './search-page';
import { loadSearchPage } from './server-state.server';
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
  return <SearchPage {...loaderData} />;
}
