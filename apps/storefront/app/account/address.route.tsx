import { PagePlaceholder } from '../shell/page-placeholder';
import { pageMeta } from '../shell/seo';
import type { Route } from './+types/address.route';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Addresses',
    description: 'Billing and shipping addresses of your trade account.',
    keywords: ['addresses', 'shipping', 'billing'],
  });

export default function AccountAddress() {
  return <PagePlaceholder heading="Addresses" />;
}
