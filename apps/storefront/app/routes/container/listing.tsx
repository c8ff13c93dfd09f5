import { PagePlaceholder } from '../../page-placeholder';
import { pageMeta } from '../../seo';
import type { Route } from './+types/listing';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Containers',
    description: 'Your container orders.',
    keywords: ['container', 'shipping'],
  });

export default function Containers() {
  return <PagePlaceholder heading="Containers" />;
}
