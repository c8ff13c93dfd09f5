import { PagePlaceholder } from '../page-placeholder';
import { pageMeta } from '../seo';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Wishlist',
    description: 'Products you have saved for later.',
    keywords: ['wishlist', 'saved products'],
  });

export default function Wishlist() {
  return <PagePlaceholder heading="Wishlist" />;
}
