// What every document of one factory's container in a placed order starts from: the buyer's
// own order or a colleague's their role sees (loadOrder: anyone else's, or a guest, is a 404
// as on the order page; a colleague's prints the colleague who placed it), the
// factory's container and lines in it, the factory's production (the order's `production`
// metafield) and its container's DCSA events (journeys.server.ts, as the container view reads
// them). A refusal is the plain-text answer the route returns, as the load-plan route's are.
import type { Customer, TrackTraceEvent } from '@shop/api';
import type { OrderProduction } from '@shop/api/production';
import type { ContainerStage } from '@shop/domain';
import { loadPlanRefusal as text } from '../../container/load-plan-pdf.server';
import { sellerDetails, type SellerDetails } from '../../platform/seller.server';
import { orderBuyer, type DocumentBuyer } from '../order-document.server';
import {
  buyersOrderContainer,
  noContainer,
  type OrderContainerArgs,
} from '../order-container.server';
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
  args: OrderContainerArgs,
  kind: ContainerDocumentKind,
): Promise<ContainerOrder | Response> {
  const seller = sellerDetails();
  if (seller === null) return sellerNotConfigured();
  const found = await buyersOrderContainer(args, {
    what: 'container document',
    file: CONTAINER_DOCUMENTS[kind].file,
  });
  if (found instanceof Response) return found;
  const { session, customer, orderId, order, container, lines } = found;
  const metafields = await session.api.customers.orderMetafields(orderId, {
    token: session.token,
  });
  const [factory] = await orderProductions(session, metafields, Number(container.brandId));
  if (factory === undefined) return noContainer(orderId, container.brandId);
  const { production, events } = factory;
  return {
    customer,
    buyer: orderBuyer(customer, order),
    seller,
    order,
    container,
    lines,
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
