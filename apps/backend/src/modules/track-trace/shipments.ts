import { isContainerLineName } from '@shop/domain';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import * as s from '../../db/schema';
import { ORDER_STATUSES } from '../../db/schema';
import { notFound } from '../../http/errors';
import { shipmentJson } from './serialize';

type Container = typeof s.orderContainers.$inferSelect;

/**
 * The container is on board (ACT LOAD): the order's shipment of it, as the commerce platform
 * keeps shipments — tracking number the container number, its factory's container lines as
 * the items — made once (a second LOAD finds it), in the event's transaction. The shipping
 * address counts the items shipped, and the order moves to the platform's own status:
 * Partially Shipped until every item has shipped, then Shipped.
 */
export async function shipContainer(tx: Tx, container: Container): Promise<boolean> {
  const lines = await tx
    .select({
      id: s.orderProducts.id,
      productId: s.orderProducts.productId,
      name: s.orderProducts.name,
      quantity: s.orderProducts.quantity,
    })
    .from(s.orderProducts)
    .innerJoin(s.products, eq(s.products.id, s.orderProducts.productId))
    .where(
      and(
        eq(s.orderProducts.orderId, container.orderId),
        eq(s.products.brandId, container.brandId),
      ),
    )
    .orderBy(asc(s.orderProducts.id));
  const items = lines
    .filter((line) => isContainerLineName(line.name))
    .map((line) => ({
      order_product_id: line.id,
      product_id: line.productId,
      quantity: line.quantity,
    }));
  const [address] = await tx
    .select({ id: s.orderShippingAddresses.id })
    .from(s.orderShippingAddresses)
    .where(eq(s.orderShippingAddresses.orderId, container.orderId))
    .orderBy(asc(s.orderShippingAddresses.id))
    .limit(1);
  const made = await tx
    .insert(s.orderShipments)
    .values({
      orderId: container.orderId,
      orderContainerId: container.id,
      orderAddressId: address?.id ?? null,
      trackingNumber: container.equipmentReference,
      comments: `Loaded on board under booking ${container.carrierBookingReference}`,
      items,
    })
    .onConflictDoNothing({ target: s.orderShipments.orderContainerId })
    .returning({ id: s.orderShipments.id });
  if (made.length === 0) return false;
  const shipped = items.reduce((sum, item) => sum + item.quantity, 0);
  if (address)
    await tx
      .update(s.orderShippingAddresses)
      .set({ itemsShipped: sql`${s.orderShippingAddresses.itemsShipped} + ${shipped}` })
      .where(eq(s.orderShippingAddresses.id, address.id));
  const [order] = await tx
    .select({
      total: s.orders.itemsTotal,
      shipped:
        sql<number>`(select coalesce(sum(a.items_shipped), 0) from order_shipping_addresses a where a.order_id = ${container.orderId})`.mapWith(
          Number,
        ),
    })
    .from(s.orders)
    .where(eq(s.orders.id, container.orderId));
  const statusId = order && order.shipped >= order.total ? 2 : 3;
  await tx
    .update(s.orders)
    .set({ statusId, status: ORDER_STATUSES[statusId] })
    // A refunded, cancelled or declined order keeps its status: the shipment is only recorded.
    .where(and(eq(s.orders.id, container.orderId), notInArray(s.orders.statusId, [4, 5, 6, 14])));
  return true;
}

/** An order's shipments, its owner's only: another customer's order is not found. */
export async function shipmentsOf(db: Db, customerId: number, orderId: number) {
  const [order] = await db
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(and(eq(s.orders.id, orderId), eq(s.orders.customerId, customerId)));
  if (!order) throw notFound(`Order ${String(orderId)} not found`);
  const rows = await db
    .select()
    .from(s.orderShipments)
    .where(eq(s.orderShipments.orderId, orderId))
    .orderBy(asc(s.orderShipments.id));
  return rows.map((row) => shipmentJson(row, customerId));
}
