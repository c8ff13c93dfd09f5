// A container list's load plans: each factory's container its container lines would fill,
// drawn as the container builder draws the cart's (3D with JavaScript and WebGL, the flat
// views always) — what the approver will load before the lines become a cart.
import type { ContainerView } from '../../cart/cart-state';
import { FactoryLoadPlan } from '../../container/factory-load-plan';
import type { ListContainers } from './list-containers.server';

export function ListLoadPlans({
  containers,
  loads,
}: {
  containers: readonly ContainerView[];
  loads: ListContainers['loads'];
}) {
  return containers.map((container) => (
    <section
      key={container.brandId}
      className="list-detail__plan"
      aria-label={`${container.brandName} container`}
    >
      <h2>{`${container.brandName} container`}</h2>
      <FactoryLoadPlan brandName={container.brandName} load={loads[container.brandId]} />
    </section>
  ));
}
