// GET /account/orders/{orderId}/containers/{brandId}/packing-list.pdf: the packing list of one
// factory's container in one of the buyer's orders, from its load plan. Another customer's
// order, or a guest, gets a 404; a container no plan takes, a 409 as its load plan does.
import { orderFactoryLoad, TOO_MANY } from '../../container/load-plans.server';
import { loadPlanRefusal as text } from '../../container/load-plan-pdf.server';
import { pdfDownload } from '../../pdf/pdf-download.server';
import { documentFilename, loadContainerOrder } from './container-order.server';
import { packingListPdf } from './packing-list.server';
import type { Route } from './+types/packing-list.route';

export async function loader(args: Route.LoaderArgs) {
  const input = await loadContainerOrder(args, 'packingList');
  if (input instanceof Response) return input;
  const { customer, buyer, seller, order, container, lines, production } = input;
  const load = await orderFactoryLoad(container, lines);
  if (load === null)
    return text(
      409,
      `These products make more than ${TOO_MANY} cartons, the most one container is planned with: there is no packing list to print.`,
    );
  return pdfDownload(args.request, {
    customerId: customer.id,
    name: `packing-list:order:${String(order.id)}:${container.brandId}`,
    // What it prints: the plan (not "what still fits"), the parties and the container.
    shows: {
      load: { ...load, stillFits: undefined },
      order: { id: order.id, date: order.date, shipping: order.shipping },
      proforma: production.proforma_number,
      container: production.container,
      buyer,
      seller,
    },
    filename: documentFilename('packing-list', input),
    render: () => packingListPdf(input, load),
  });
}
