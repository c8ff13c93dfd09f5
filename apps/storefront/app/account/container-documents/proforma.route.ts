// GET /account/orders/{orderId}/containers/{brandId}/proforma.pdf: the pro-forma invoice of
// one factory's container in one of the buyer's orders. Another customer's order, or a guest,
// gets a 404; a production server without SELLER_PAYMENT_DETAILS prints none (503).
import { loadPlanRefusal as text } from '../../container/load-plan-pdf.server';
import { pdfDownload } from '../../pdf/pdf-download.server';
import { paymentDetails } from '../../platform/seller.server';
import { documentFilename, loadContainerOrder } from './container-order.server';
import { proformaPdf } from './proforma.server';
import type { Route } from './+types/proforma.route';

export async function loader(args: Route.LoaderArgs) {
  const payment = paymentDetails();
  if (payment === null)
    return text(
      503,
      'Pro-forma invoices are not available: the payment details are not configured (SELLER_PAYMENT_DETAILS).',
    );
  const input = await loadContainerOrder(args, 'proforma');
  if (input instanceof Response) return input;
  const { customer, buyer, seller, order, container, lines, production } = input;
  // Kept per version of what it prints: the order's parties, the lines, the invoices, the bank.
  return pdfDownload(args.request, {
    customerId: customer.id,
    name: `proforma:order:${String(order.id)}:${container.brandId}`,
    shows: {
      order: { id: order.id, date: order.date, billing: order.billing, shipping: order.shipping },
      lines,
      production,
      buyer,
      seller,
      payment,
    },
    filename: documentFilename('proforma', input),
    render: () => proformaPdf(input, payment),
  });
}
