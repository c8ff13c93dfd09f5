import { PagePlaceholder } from '../shell/page-placeholder';
import { pageMeta } from '../shell/seo';
import type { Route } from './+types/listing.route';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Containers',
    description: 'Your container orders.',
    keywords: ['container', 'shipping'],
  });

export default function Containers() {
  return <PagePlaceholder heading="Containers" />;
}
