import { PagePlaceholder } from '../../page-placeholder';
import { pageMeta } from '../../seo';
import type { Route } from './+types/edit';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Edit profile',
    description: 'Update the profile of your trade account.',
    keywords: ['profile', 'account'],
  });

export default function AccountEdit() {
  return <PagePlaceholder heading="Edit profile" />;
}
