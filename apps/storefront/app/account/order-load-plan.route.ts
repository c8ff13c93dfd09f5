// GET /account/orders/{orderId}/containers/{brandId}/load-plan.pdf: the printable load plan
// of one factory's container in one of the buyer's orders (behaviour.md#load-plans), planned
// in the container the order kept from its cart. Another customer's order, or a guest, gets
// a 404, as the order page does.
import { orderFactoryLoad, TOO_MANY } from '../container/load-plans.server';
import { loadPlanDownload, loadPlanRefusal as text } from '../container/load-plan-pdf.server';
import { buyerSession } from '../platform/buyer-session.server';
import { env } from '../platform/env.server';
import { loadOrder } from './order-detail.server';
import type { Route } from './+types/order-load-plan.route';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const orderId = Number(params.orderId);
  if (!/^\d{1,15}$/.test(params.orderId) || !Number.isSafeInteger(orderId) || orderId < 1)
    return text(404, 'Order not found');
  if (!/^\d{1,9}$/.test(params.brandId))
    return text(
      400,
      `The factory in a load plan address is its number, e.g. /account/orders/${params.orderId}/containers/40/load-plan.pdf.`,
    );
  const session = buyerSession(context);
  const customer = await session.customer();
  if (customer === null) return text(404, 'Order not found');
  const order = await loadOrder(session, customer, orderId, env.publicBackendUrl);
  if (order === null) return text(404, 'Order not found');
  const container = order.containers.find((c) => c.brandId === params.brandId);
  if (container === undefined)
    return text(404, `Order ${String(orderId)} has no container of factory ${params.brandId}.`);
  const lines = order.lines.filter((line) => container.variantIds.includes(line.variantId));
  const load = await orderFactoryLoad(container, lines);
  if (load === null)
    return text(
      409,
      `These products make more than ${TOO_MANY} cartons, the most one container is planned with: there is no plan to print.`,
    );
  return loadPlanDownload(request, {
    customerId: customer.id,
    holder: `order:${String(orderId)}`,
    load,
    orderId,
  });
}
