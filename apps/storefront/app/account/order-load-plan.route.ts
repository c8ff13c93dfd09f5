// GET /account/orders/{orderId}/containers/{brandId}/load-plan.pdf: the printable load plan
// of one factory's container in one of the buyer's orders (behaviour.md#load-plans), planned
// in the container the order kept from its cart. Another customer's order, or a guest, gets
// a 404, as the order page does.
import { orderFactoryLoad, TOO_MANY } from '../container/load-plans.server';
import { loadPlanDownload, loadPlanRefusal as text } from '../container/load-plan-pdf.server';
import { buyersOrderContainer } from './order-container.server';
import type { Route } from './+types/order-load-plan.route';

export async function loader(args: Route.LoaderArgs) {
  const found = await buyersOrderContainer(args, { what: 'load plan', file: 'load-plan.pdf' });
  if (found instanceof Response) return found;
  const { customer, orderId, container, lines } = found;
  const load = await orderFactoryLoad(container, lines);
  if (load === null)
    return text(
      409,
      `These products make more than ${TOO_MANY} cartons, the most one container is planned with: there is no plan to print.`,
    );
  return loadPlanDownload(args.request, {
    customerId: customer.id,
    holder: `order:${String(orderId)}`,
    load,
    orderId,
  });
}
