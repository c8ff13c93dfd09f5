// Where every download of one factory's container in a placed order starts (its load plan,
// its documents): the buyer's own order (loadOrder: another customer's, or a guest, is a 404
// as on the order page) and that factory's container in it. A refusal is the plain-text
// answer the route returns.
import { loadPlanRefusal as text } from '../container/load-plan-pdf.server';
import { buyerSession } from '../platform/buyer-session.server';
import { env } from '../platform/env.server';
import { loadOrder } from './order-detail.server';

export interface OrderContainerArgs {
  params: { orderId: string; brandId: string };
  context: Parameters<typeof buyerSession>[0];
}

type Session = ReturnType<typeof buyerSession>;
type Found = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

export interface BuyersOrderContainer {
  session: Session;
  customer: NonNullable<Awaited<ReturnType<Session['customer']>>>;
  orderId: number;
  order: Found;
  container: Found['containers'][number];
  /** The order's lines in this factory's container. */
  lines: Found['lines'];
}

/**
 * The buyer's order `orderId` and its factory `brandId`'s container, or the refusal. `what`
 * and `file` name the download in the answer to a factory that is not a number ("The factory
 * in a load plan address is its number, e.g. …/containers/40/load-plan.pdf.").
 */
export async function buyersOrderContainer(
  { params, context }: OrderContainerArgs,
  address: { what: string; file: string },
): Promise<BuyersOrderContainer | Response> {
  const orderId = Number(params.orderId);
  if (!/^\d{1,15}$/.test(params.orderId) || !Number.isSafeInteger(orderId) || orderId < 1)
    return text(404, 'Order not found');
  if (!/^\d{1,9}$/.test(params.brandId))
    return text(
      400,
      `The factory in a ${address.what} address is its number, e.g. /account/orders/${params.orderId}/containers/40/${address.file}.`,
    );
  const session = buyerSession(context);
  const customer = await session.customer();
  if (customer === null) return text(404, 'Order not found');
  const order = await loadOrder(session, customer, orderId, env.publicBackendUrl);
  if (order === null) return text(404, 'Order not found');
  const container = order.containers.find((c) => c.brandId === params.brandId);
  if (container === undefined) return noContainer(orderId, params.brandId);
  const lines = order.lines.filter((line) => container.variantIds.includes(line.variantId));
  return { session, customer, orderId, order, container, lines };
}

/** The answer when the order has no container (or no production) of that factory. */
export const noContainer = (orderId: number, brandId: string) =>
  text(404, `Order ${String(orderId)} has no container of factory ${brandId}.`);
