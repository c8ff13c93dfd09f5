import { ContainerBuilder } from '../../container/container-builder';
import { pageMeta } from '../../seo';
import type { Route } from './+types/build';
import containerStyles from '../../container/container.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: containerStyles }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Build your container',
    description: 'Fill a container per factory, checked against its capacity in cubic metres.',
    keywords: ['container', 'CBM', 'capacity', 'factory'],
  });

// The cart lives in the browser's cart store (restored from the cartId cookie on every
// navigation), so the page renders the builder from it rather than from a loader.
export default function ContainerBuild() {
  return (
    <section className="container-build">
      <h1>Build your container</h1>
      <ContainerBuilder />
    </section>
  );
}
