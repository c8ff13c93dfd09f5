import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { notFound } from '../../http/errors';
import { productionMetafields } from '../production/production-metafields';
import { ordersVisibleTo } from './orders-visible-to';

type OrderRow = typeof s.orders.$inferSelect;

export function orderJson(o: OrderRow) {
  return {
    id: o.id,
    customer_id: o.customerId,
    status: o.status,
    status_id: o.statusId,
    date_created: o.createdAt.toISOString(),
    date_modified: o.updatedAt.toISOString(),
    costumer_order_number: o.costumerOrderNumber,
    order_notes: o.orderNotes,
    customer_message: o.orderNotes,
    billing_address: o.billingAddress,
    customer_group: o.customerGroup,
    subtotal_ex_tax: o.subtotalExTax,
    subtotal_inc_tax: o.subtotalIncTax,
    total_tax: o.totalTax,
    total_ex_tax: o.totalExTax,
    total_inc_tax: o.totalIncTax,
    discount_amount: o.discountAmount,
    items_total: o.itemsTotal,
    currency_code: o.currency,
    cart_id: o.cartId,
  };
}

export async function listOrders(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(s.orders)
    .where(eq(s.orders.customerId, customerId))
    .orderBy(desc(s.orders.id));
  return rows.map(orderJson);
}

/** Ownership in the WHERE clause: another customer's order is simply not found. */
const ownOrder = (customerId: number, orderId: number) =>
  and(eq(s.orders.id, orderId), eq(s.orders.customerId, customerId));

/** An order's products, its owner's only: one query (the order's relation). */
export async function orderProducts(db: Db, customerId: number, orderId: number) {
  const order = await db.query.orders.findFirst({
    columns: { id: true },
    where: ownOrder(customerId, orderId),
    with: { products: { orderBy: asc(s.orderProducts.id) } },
  });
  if (!order) throw notFound(`Order ${orderId} not found`);
  return order.products.map(orderProductJson);
}

/** The order with its products and shipping addresses, its owner's only: one query. */
export async function fullOrder(db: Db, customerId: number, orderId: number) {
  const order = await db.query.orders.findFirst({
    where: ownOrder(customerId, orderId),
    with: {
      products: { orderBy: asc(s.orderProducts.id) },
      shippingAddresses: { orderBy: asc(s.orderShippingAddresses.id) },
    },
  });
  if (!order) throw notFound(`Order ${orderId} not found`);
  return {
    ...orderJson(order),
    products: order.products.map(orderProductJson),
    shipping_addresses: order.shippingAddresses.map(orderShippingJson),
  };
}

export function orderProductJson(p: typeof s.orderProducts.$inferSelect) {
  return {
    id: p.id,
    order_id: p.orderId,
    product_id: p.productId,
    variant_id: p.variantId,
    sku: p.sku,
    name: p.name,
    quantity: p.quantity,
    base_price: p.basePrice,
    price_ex_tax: p.priceExTax,
    price_inc_tax: p.priceIncTax,
    total_ex_tax: p.totalExTax,
    total_inc_tax: p.totalIncTax,
  };
}

/** What an order kept of its cart's metafields (each factory's container), its owner's only. */
/** An order's metafields, for its owner or a colleague whose role sees the company's orders. */
export async function orderMetafieldsOf(db: Db, customerId: number, orderId: number) {
  const order = await db.query.orders.findFirst({
    columns: { id: true },
    where: and(eq(s.orders.id, orderId), ordersVisibleTo(db, customerId)),
    with: { metafields: { orderBy: asc(s.orderMetafields.id) } },
  });
  if (!order) throw notFound(`Order ${orderId} not found`);
  return [
    ...order.metafields.map(({ namespace, key, value }) => ({ namespace, key, value })),
    ...(await productionMetafields(db, orderId)),
  ];
}

export async function orderShipping(db: Db, customerId: number, orderId: number) {
  const order = await db.query.orders.findFirst({
    columns: { id: true },
    where: ownOrder(customerId, orderId),
    with: { shippingAddresses: { orderBy: asc(s.orderShippingAddresses.id) } },
  });
  if (!order) throw notFound(`Order ${orderId} not found`);
  return order.shippingAddresses.map(orderShippingJson);
}

export function orderShippingJson(a: typeof s.orderShippingAddresses.$inferSelect) {
  return {
    id: a.id,
    order_id: a.orderId,
    first_name: a.firstName,
    last_name: a.lastName,
    company: a.company,
    street_1: a.street1,
    street_2: a.street2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    country_iso2: a.countryCode,
    phone: a.phone,
    email: a.email,
    items_total: a.itemsTotal,
    items_shipped: a.itemsShipped,
    shipping_method: a.shippingMethod,
    cost_ex_tax: a.costExTax,
  };
}
