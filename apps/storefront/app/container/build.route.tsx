import { loadCartState } from '../cart/cart.server';
import { ContainerBuilder } from './container-builder';
import { factoryLoads } from './load-plans.server';
import { productionSlotsOf } from './production-slots.server';
import { pageMeta } from '../shell/seo';
import { buyerSession } from '../platform/buyer-session.server';
import type { Route } from './+types/build.route';
import containerStyles from './container.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: containerStyles }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Build your container',
    description:
      'Fill a container per factory: checked against its capacity in cubic metres and planned carton by carton, by weight and fit.',
    keywords: ['container', 'CBM', 'capacity', 'factory', 'load plan'],
  });

// The cart itself comes with the buyer layout (read once per request); this adds each
// factory's load plan and what still fits its container (behaviour.md#load-plans).
// The production slot each factory's container would book now comes beside it.
export async function loader({ context }: Route.LoaderArgs) {
  const session = buyerSession(context);
  const state = await loadCartState(session);
  const brandIds = state.status === 'ready' ? state.containers.map((c) => c.brandId) : [];
  const [loads, slots] = await Promise.all([
    factoryLoads(state),
    productionSlotsOf(session, brandIds),
  ]);
  return { loads, slots };
}

export default function ContainerBuild({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-build">
      <h1>Build your container</h1>
      <ContainerBuilder loads={loaderData.loads} slots={loaderData.slots} />
    </section>
  );
}
