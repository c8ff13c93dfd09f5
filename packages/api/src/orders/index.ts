// `@shop/api/orders`: order creation (behaviour.md#calls-cart, #errors), idempotent by key.
export { createOrdersApi } from './orders';
export type { OrderCreateOptions, OrdersApi } from './orders';
export { orderCreatePayloadSchema } from './orders.schemas';
export type { OrderCreatePayload, OrderCreateResponse } from './orders.schemas';
export type { CallOptions } from '../http/call-options';
export type { RestConfig } from '../config';
