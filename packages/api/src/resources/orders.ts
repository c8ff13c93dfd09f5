import type { KyInstance } from 'ky';
import { z } from 'zod';
import { newIdempotencyKey } from '../http/idempotency-key';
import { parsePayload } from '../http/parse-payload';
import { send } from '../http/send';
import { orderCreatePayloadSchema, orderCreateResponseSchema } from './orders.schemas';
import type { OrderCreatePayload, OrderCreateResponse } from './orders.schemas';

export interface OrderCreateOptions {
  /**
   * Sent as `Idempotency-Key`. Order creation is never retried automatically; to retry
   * after a network failure, call again with the same key and the server answers with
   * the first result instead of placing a second order. Defaults to a fresh UUID.
   */
  idempotencyKey?: string;
}

export function createOrdersApi(rest: KyInstance) {
  return {
    /**
     * POST /orders/create. SPEC §8 hands the server body back to the caller: on success it
     * is returned, on failure it is in the thrown `ApiError`'s `body`.
     */
    async create(
      payload: OrderCreatePayload,
      options: OrderCreateOptions = {},
    ): Promise<OrderCreateResponse> {
      const json = parsePayload(orderCreatePayloadSchema, payload, 'orders.create');
      const key = parsePayload(
        z.string().trim().min(1).max(255),
        options.idempotencyKey ?? newIdempotencyKey(),
        'orders.create',
      );
      return send(rest, {
        method: 'post',
        path: 'orders/create',
        json,
        headers: { 'Idempotency-Key': key },
        schema: orderCreateResponseSchema,
      });
    },
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
