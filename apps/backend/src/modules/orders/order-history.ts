import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { notFound } from '../../http/errors';

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
async function ownedOrder(db: Db, customerId: number, orderId: number) {
  const [row] = await db
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(and(eq(s.orders.id, orderId), eq(s.orders.customerId, customerId)))
    .limit(1);
  if (!row) throw notFound(`Order ${orderId} not found`);
}

export async function orderProducts(db: Db, customerId: number, orderId: number) {
  await ownedOrder(db, customerId, orderId);
  const rows = await db
    .select()
    .from(s.orderProducts)
    .where(eq(s.orderProducts.orderId, orderId))
    .orderBy(asc(s.orderProducts.id));
  return rows.map(orderProductJson);
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

export async function orderShipping(db: Db, customerId: number, orderId: number) {
  await ownedOrder(db, customerId, orderId);
  const rows = await db
    .select()
    .from(s.orderShippingAddresses)
    .where(eq(s.orderShippingAddresses.orderId, orderId))
    .orderBy(asc(s.orderShippingAddresses.id));
  return rows.map(orderShippingJson);
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
