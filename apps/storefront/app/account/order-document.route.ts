// GET /account/orders/{orderId}/document.pdf: the order confirmation / pro-forma invoice of
// one of the buyer's orders, or a colleague's they may see (as /account/orders/{orderId}).
// Any other customer's order, or a guest, gets a 404.
import { pdfDownload } from '../pdf/pdf-download.server';
import { env } from '../platform/env.server';
import { buyerSession } from '../platform/buyer-session.server';
import { sellerDetails } from '../platform/seller.server';
import { orderBuyer, orderDocument } from './order-document.server';
import { loadOrder } from './order-detail.server';
import type { Route } from './+types/order-document.route';

const notFound = () =>
  new Response('Order not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });

/** A production server without SELLER_* prints no document (behaviour.md#order-documents). */
const notConfigured = () =>
  new Response(
    'Order documents are not available: the seller details are not configured (SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_ID).',
    {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'private, no-store',
      },
    },
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const seller = sellerDetails();
  if (seller === null) return notConfigured();
  const session = buyerSession(context);
  const customer = await session.customer();
  const orderId = Number(params.orderId);
  if (customer === null || !/^\d+$/.test(params.orderId) || !Number.isSafeInteger(orderId))
    return notFound();
  const order = await loadOrder(session, customer, orderId, env.publicBackendUrl);
  if (order === null) return notFound();
  const buyer = orderBuyer(customer, order);
  // Kept per version of what it prints: the order, the buyer's names and the seller.
  return pdfDownload(request, {
    customerId: customer.id,
    name: `order:${String(order.id)}`,
    shows: { order, buyer, seller },
    filename: `order-${String(order.id)}.pdf`,
    render: () => orderDocument(order, buyer, seller),
  });
}
