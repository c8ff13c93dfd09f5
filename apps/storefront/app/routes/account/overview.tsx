import { PagePlaceholder } from '../../page-placeholder';
import { pageMeta } from '../../seo';
import type { Route } from './+types/overview';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'My account',
    description: 'Your trade account: profile and recent orders.',
    keywords: ['account', 'orders', 'trade'],
  });

export default function Account() {
  return <PagePlaceholder heading="My account" />;
}
