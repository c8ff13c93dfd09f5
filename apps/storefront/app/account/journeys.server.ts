// The containers of the buyer's orders after checkout: each factory's production (the order's
// `production` metafields) and its container's milestones (DCSA Track & Trace events, asked
// with the buyer's token, so only their own containers answer).
import type { Customer, OrderMetafield, TrackTraceEvent } from '@shop/api';
import { productionOfOrder, type OrderProduction } from '@shop/api/production';
import type { ApiCaller } from '../platform/api.server';
import { containerJourney, type ContainerJourney } from './container-journey';

/** The most recent orders /account/containers looks through. */
export const JOURNEY_ORDERS_MAX = 50;

const today = () => new Date().toISOString().slice(0, 10);

/** A factory's production of an order and its container's DCSA events (none before it has one). */
export interface FactoryProduction {
  production: OrderProduction;
  events: TrackTraceEvent[];
}

/**
 * The production of each factory of an order (only `brandId`'s when given), with its events,
 * from metafields already read.
 */
export async function orderProductions(
  { api, token }: ApiCaller,
  metafields: readonly OrderMetafield[],
  brandId?: number,
): Promise<FactoryProduction[]> {
  const productions = productionOfOrder(metafields).filter(
    (production) => brandId === undefined || production.factory.id === brandId,
  );
  return Promise.all(
    productions.map(async (production) => ({
      production,
      events: production.container
        ? (
            await api.trackTrace.allEvents(
              { equipmentReference: production.container.equipment_reference },
              { token },
            )
          ).events
        : [],
    })),
  );
}

/** The journeys of one order's containers, from metafields already read. */
export async function orderJourneys(
  caller: ApiCaller,
  orderId: number,
  metafields: readonly OrderMetafield[],
): Promise<ContainerJourney[]> {
  return (await orderProductions(caller, metafields)).map(({ production, events }) =>
    containerJourney(orderId, production, events, today()),
  );
}

/** Every container of the buyer's recent orders, newest order first. */
export async function allJourneys(
  caller: ApiCaller,
  customer: Customer,
): Promise<ContainerJourney[]> {
  const { api, token } = caller;
  const orders = (await api.customers.orders(customer.id, { token })).slice(0, JOURNEY_ORDERS_MAX);
  const perOrder = await Promise.all(
    orders.map(async (order) =>
      orderJourneys(caller, order.id, await api.customers.orderMetafields(order.id, { token })),
    ),
  );
  return perOrder.flat();
}
