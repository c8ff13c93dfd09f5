import type { KyInstance } from 'ky';
import type { RestConfig } from '../config';
import type { CallOptions } from '../http/call-options';
import { newIdempotencyKey } from '../http/idempotency-key';
import { idempotencyKeySchema } from '../http/idempotency-key-schema';
import { parsePayload } from '../http/parse-payload';
import { send } from '../http/send';
import { restHttp } from '../http/service-http';
import { orderCreatePayloadSchema, orderCreateResponseSchema } from './orders.schemas';
import type { OrderCreatePayload, OrderCreateResponse } from './orders.schemas';

export interface OrderCreateOptions extends CallOptions {
  /**
   * Sent as `Idempotency-Key`. Order creation is never retried automatically; to retry
   * after a network failure, call again with the same key and the server answers with
   * the first result instead of placing a second order. Defaults to a fresh UUID.
   */
  idempotencyKey?: string;
}

/** Order creation (behaviour.md#calls-cart, #errors), idempotent by key. */
export function ordersApi(rest: KyInstance) {
  return {
    /**
     * POST /orders/create. behaviour.md#errors hands the server body back to the caller: on success it
     * is returned, on failure it is in the thrown `ApiError`'s `body`.
     */
    async create(
      payload: OrderCreatePayload,
      options: OrderCreateOptions = {},
    ): Promise<OrderCreateResponse> {
      const json = parsePayload(orderCreatePayloadSchema, payload, 'orders.create');
      const key = parsePayload(
        idempotencyKeySchema,
        options.idempotencyKey ?? newIdempotencyKey(),
        'orders.create',
      );
      return send(rest, {
        method: 'post',
        path: 'orders/create',
        json,
        headers: { 'Idempotency-Key': key },
        schema: orderCreateResponseSchema,
        call: options,
      });
    },
  };
}

export type OrdersApi = ReturnType<typeof ordersApi>;

/** The order call alone (`@shop/api/orders`). */
export function createOrdersApi(config: RestConfig): OrdersApi {
  return ordersApi(restHttp(config));
}
