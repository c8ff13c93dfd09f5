import { useLocation } from 'react-router';
import { PagePlaceholder } from '../page-placeholder';
import { pageMeta } from '../seo';
import type { Route } from './+types/category';

// Serves /shop/{category...} (any number of segments, or none), /shop-all/ and
// /collections/. TODO(issue 8): breadcrumbs, sub-categories and the product grid from a
// loader; the title then comes from the category's name.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Shop',
    description: 'Browse trade furniture by category and brand.',
    keywords: ['shop', 'furniture categories', 'brands'],
  });

export default function Category() {
  const { pathname } = useLocation();
  return (
    <PagePlaceholder heading="Shop">
      <p data-category-path>{pathname}</p>
    </PagePlaceholder>
  );
}
