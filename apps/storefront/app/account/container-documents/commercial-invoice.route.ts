// GET /account/orders/{orderId}/containers/{brandId}/commercial-invoice.pdf: the commercial
// invoice of one factory's container in one of the buyer's orders, once the container is
// loaded (409 before). Another customer's order, or a guest, gets a 404.
import { loadPlanRefusal as text } from '../../container/load-plan-pdf.server';
import { pdfDownload } from '../../pdf/pdf-download.server';
import { isLoaded } from '../container-journey';
import { commercialInvoicePdf } from './commercial-invoice.server';
import { documentFilename, loadContainerOrder } from './container-order.server';
import type { Route } from './+types/commercial-invoice.route';

export async function loader(args: Route.LoaderArgs) {
  const input = await loadContainerOrder(args, 'commercialInvoice');
  if (input instanceof Response) return input;
  if (!isLoaded(input.stage))
    return text(409, 'The commercial invoice is issued when the container is loaded.');
  const { customer, buyer, seller, order, container, lines, production, events } = input;
  return pdfDownload(args.request, {
    customerId: customer.id,
    name: `commercial-invoice:order:${String(order.id)}:${container.brandId}`,
    // What it prints: the parties, the lines, the production and what the events tell.
    shows: {
      order: { id: order.id, date: order.date, billing: order.billing, shipping: order.shipping },
      lines,
      production,
      events,
      buyer,
      seller,
    },
    filename: documentFilename('commercial-invoice', input),
    render: () => commercialInvoicePdf(input),
  });
}
