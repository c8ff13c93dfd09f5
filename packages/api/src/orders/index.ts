// `@shop/api/orders`: order creation (behaviour.md#calls-cart, #errors), idempotent by key, and
// the order's shape (the customer's order history answers it too).
export { createOrdersApi } from './orders';
export type { OrderCreateOptions, OrdersApi } from './orders';
export { orderCreatePayloadSchema } from './orders.schemas';
export type { OrderCreatePayload, OrderCreateResponse } from './orders.schemas';
export {
  fullOrderSchema,
  orderBillingAddressSchema,
  orderLineSchema,
  orderMetafieldSchema,
  orderSchema,
  orderShippingAddressSchema,
  orderSummarySchema,
  shipmentSchema,
} from './order.schemas';
export type {
  FullOrder,
  Order,
  OrderBillingAddress,
  OrderLine,
  OrderMetafield,
  OrderShippingAddress,
  OrderSummary,
  Shipment,
} from './order.schemas';
export type { CallOptions } from '../http/call-options';
export type { RestConfig } from '../config';
