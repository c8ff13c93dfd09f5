// The containers of the buyer's orders after checkout: each factory's production (the order's
// `production` metafields) and its container's milestones (DCSA Track & Trace events, asked
// with the buyer's token, so only their own containers answer).
import type { Customer, OrderMetafield } from '@shop/api';
import { productionOfOrder } from '@shop/api/production';
import type { ApiCaller } from '../platform/api.server';
import { containerJourney, type ContainerJourney } from './container-journey';

/** The most recent orders /account/containers looks through. */
export const JOURNEY_ORDERS_MAX = 50;

const today = () => new Date().toISOString().slice(0, 10);

/** The journeys of one order's containers, from metafields already read. */
export async function orderJourneys(
  { api, token }: ApiCaller,
  orderId: number,
  metafields: readonly OrderMetafield[],
): Promise<ContainerJourney[]> {
  const productions = productionOfOrder(metafields);
  const events = await Promise.all(
    productions.map(async (production) =>
      production.container
        ? (
            await api.trackTrace.allEvents(
              { equipmentReference: production.container.equipment_reference },
              { token },
            )
          ).events
        : [],
    ),
  );
  return productions.map((production, i) =>
    containerJourney(orderId, production, events[i] ?? [], today()),
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
