import { useSearchParams } from 'react-router';
import { PagePlaceholder } from '../page-placeholder';
import { pageMeta } from '../seo';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = ({ location }) => {
  const term = new URLSearchParams(location.search).get('term')?.trim();
  return pageMeta({
    title: term ? `Search results for '${term}'` : 'Search',
    description: 'Search the trade furniture catalogue by name, SKU, brand or category.',
    keywords: ['search', 'furniture', ...(term ? [term] : [])],
  });
};

// TODO(issue 8): react-instantsearch results with facets and pagination.
export default function Search() {
  const [params] = useSearchParams();
  const term = params.get('term')?.trim() ?? '';
  return <PagePlaceholder heading={term ? `Search results for '${term}'` : 'Search'} />;
}
