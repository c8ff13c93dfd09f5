// What every document of one factory's container in a placed order starts from: the buyer's
// own order (loadOrder: another customer's, or a guest, is a 404 as on the order page), the
// factory's container and lines in it, the factory's production (the order's `production`
// metafield) and its container's DCSA events (journeys.server.ts, as the container view reads
// them). A refusal is the plain-text answer the route returns, as the load-plan route's are.
import type { Customer, TrackTraceEvent } from '@shop/api';
import type { OrderProduction } from '@shop/api/production';
import type { ContainerStage } from '@shop/domain';
import { loadPlanRefusal as text } from '../../container/load-plan-pdf.server';
import { buyerSession } from '../../platform/buyer-session.server';
import { env } from '../../platform/env.server';
import { sellerDetails, type SellerDetails } from '../../platform/seller.server';
import { documentBuyer, type DocumentBuyer } from '../order-document.server';
import { loadOrder } from '../order-detail.server';
import type { OrderContainerView, OrderDetail, OrderLineView } from '../order-detail.server';
import { stageOf } from '../container-journey';
import { orderProductions } from '../journeys.server';
import { CONTAINER_DOCUMENTS, type ContainerDocumentKind } from './paths';

export interface ContainerOrder {
  customer: Customer;
  buyer: DocumentBuyer;
  seller: SellerDetails;
  order: OrderDetail;
  container: OrderContainerView;
  /** The order's lines in this factory's container. */
  lines: OrderLineView[];
  production: OrderProduction;
  events: TrackTraceEvent[];
  stage: ContainerStage;
}

interface LoaderArgs {
  params: { orderId: string; brandId: string };
  context: Parameters<typeof buyerSession>[0];
}

/** A production server without SELLER_* prints no document (behaviour.md#order-documents). */
export const sellerNotConfigured = () =>
  text(
    503,
    'Container documents are not available: the seller details are not configured (SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_ID).',
  );

/**
 * The buyer's order `orderId` and its factory `brandId`'s container with its production and
 * events, or the answer that refuses the document `kind`.
 */
export async function loadContainerOrder(
  { params, context }: LoaderArgs,
  kind: ContainerDocumentKind,
): Promise<ContainerOrder | Response> {
  const seller = sellerDetails();
  if (seller === null) return sellerNotConfigured();
  const orderId = Number(params.orderId);
  if (!/^\d{1,15}$/.test(params.orderId) || !Number.isSafeInteger(orderId) || orderId < 1)
    return text(404, 'Order not found');
  if (!/^\d{1,9}$/.test(params.brandId))
    return text(
      400,
      `The factory in a container document address is its number, e.g. /account/orders/${params.orderId}/containers/40/${CONTAINER_DOCUMENTS[kind].file}.`,
    );
  const session = buyerSession(context);
  const customer = await session.customer();
  if (customer === null) return text(404, 'Order not found');
  const order = await loadOrder(session, customer, orderId, env.publicBackendUrl);
  if (order === null) return text(404, 'Order not found');
  const noContainer = () =>
    text(404, `Order ${String(orderId)} has no container of factory ${params.brandId}.`);
  const container = order.containers.find((c) => c.brandId === params.brandId);
  if (container === undefined) return noContainer();
  const metafields = await session.api.customers.orderMetafields(orderId, {
    token: session.token,
  });
  const [factory] = await orderProductions(session, metafields, Number(params.brandId));
  if (factory === undefined) return noContainer();
  const { production, events } = factory;
  return {
    customer,
    buyer: documentBuyer(customer),
    seller,
    order,
    container,
    lines: order.lines.filter((line) => container.variantIds.includes(line.variantId)),
    production,
    events,
    stage: stageOf(production, events),
  };
}

/** A document's file name: its kind, the order and the factory, e.g. `proforma-order-12-foshan-living.pdf`. */
export function documentFilename(kind: string, { order, container }: ContainerOrder): string {
  const factory =
    container.brandName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || container.brandId;
  return `${kind}-order-${String(order.id)}-${factory}.pdf`;
}
