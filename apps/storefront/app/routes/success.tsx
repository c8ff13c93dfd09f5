import { PagePlaceholder } from '../page-placeholder';
import { pageMeta } from '../seo';
import type { Route } from './+types/success';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Order placed',
    description: 'Your order has been placed.',
    keywords: ['order', 'confirmation'],
  });

export default function Success() {
  return <PagePlaceholder heading="Order placed" />;
}
