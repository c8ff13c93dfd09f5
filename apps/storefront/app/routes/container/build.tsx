import { PagePlaceholder } from '../../page-placeholder';
import { pageMeta } from '../../seo';
import type { Route } from './+types/build';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Build your container',
    description: 'Fill a container per factory, checked against its capacity in cubic metres.',
    keywords: ['container', 'CBM', 'capacity', 'factory'],
  });

export default function ContainerBuild() {
  return <PagePlaceholder heading="Build your container" />;
}
