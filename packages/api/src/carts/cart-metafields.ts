import type { KyInstance } from 'ky';
import { z } from 'zod';
import type { RestConfig } from '../config';
import type { CallOptions } from '../http/call-options';
import { parsePayload } from '../http/parse-payload';
import { segment, send } from '../http/send';
import { restHttp } from '../http/service-http';
import {
  cartMetafieldInputSchema,
  cartMetafieldListResponseSchema,
  cartMetafieldResponseSchema,
} from './cart-metafields.schemas';
import type { CartMetafield } from './cart-metafields.schemas';
import { cartIdSchema } from './carts.schemas';
import { idSchema } from '../http/ids';

/** The cart metafield calls of behaviour.md#calls-cart (the container size lives in one, behaviour.md#constants). */
export function cartMetafieldsApi(rest: KyInstance) {
  return {
    /** GET /carts/metafield/{cartId} → the cart's metafields. */
    async list(cartId: string, options: CallOptions = {}): Promise<CartMetafield[]> {
      const id = parsePayload(cartIdSchema, cartId, 'cartMetafields.list');
      const { message } = await send(rest, {
        method: 'get',
        path: `carts/metafield/${segment(id)}`,
        schema: cartMetafieldListResponseSchema,
        call: options,
      });
      return message.data;
    },

    /** POST /carts/metafield/{cartId} with the metafield. */
    async create(
      cartId: string,
      metafield: z.input<typeof cartMetafieldInputSchema>,
      options: CallOptions = {},
    ): Promise<CartMetafield> {
      const id = parsePayload(cartIdSchema, cartId, 'cartMetafields.create');
      const json = parsePayload(cartMetafieldInputSchema, metafield, 'cartMetafields.create');
      const { message } = await send(rest, {
        method: 'post',
        path: `carts/metafield/${segment(id)}`,
        json,
        schema: cartMetafieldResponseSchema,
        call: options,
      });
      return message.data;
    },

    /** PUT /carts/metafield/{cartId}/{metafieldId} with the new `value`. */
    async update(
      cartId: string,
      metafieldId: number | string,
      value: string,
      options: CallOptions = {},
    ): Promise<CartMetafield> {
      const id = parsePayload(cartIdSchema, cartId, 'cartMetafields.update');
      const metafield = parsePayload(idSchema, metafieldId, 'cartMetafields.update');
      const json = parsePayload(
        z.object({ value: z.string().min(1) }),
        { value },
        'cartMetafields.update',
      );
      const { message } = await send(rest, {
        method: 'put',
        path: `carts/metafield/${segment(id)}/${segment(metafield)}`,
        json,
        schema: cartMetafieldResponseSchema,
        call: options,
      });
      return message.data;
    },
  };
}

export type CartMetafieldsApi = ReturnType<typeof cartMetafieldsApi>;

/** The cart metafield calls alone (`@shop/api/carts`). */
export function createCartMetafieldsApi(config: RestConfig): CartMetafieldsApi {
  return cartMetafieldsApi(restHttp(config));
}
