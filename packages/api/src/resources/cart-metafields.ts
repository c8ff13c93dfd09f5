import type { KyInstance } from 'ky';
import { z } from 'zod';
import { parsePayload } from '../http/parse-payload';
import { segment, send } from '../http/send';
import {
  cartMetafieldInputSchema,
  cartMetafieldListResponseSchema,
  cartMetafieldResponseSchema,
} from './cart-metafields.schemas';
import type { CartMetafield, CartMetafieldInput } from './cart-metafields.schemas';
import { cartIdSchema } from './carts.schemas';
import { idSchema } from './customers.schemas';

export function createCartMetafieldsApi(rest: KyInstance) {
  return {
    /** GET /carts/metafield/{cartId} → the cart's metafields. */
    async list(cartId: string): Promise<CartMetafield[]> {
      const id = parsePayload(cartIdSchema, cartId, 'cartMetafields.list');
      const { message } = await send(rest, {
        method: 'get',
        path: `carts/metafield/${segment(id)}`,
        schema: cartMetafieldListResponseSchema,
      });
      return message.data;
    },

    /** POST /carts/metafield/{cartId} with the metafield. */
    async create(cartId: string, metafield: CartMetafieldInput): Promise<CartMetafield> {
      const id = parsePayload(cartIdSchema, cartId, 'cartMetafields.create');
      const json = parsePayload(cartMetafieldInputSchema, metafield, 'cartMetafields.create');
      const { message } = await send(rest, {
        method: 'post',
        path: `carts/metafield/${segment(id)}`,
        json,
        schema: cartMetafieldResponseSchema,
      });
      return message.data;
    },

    /** PUT /carts/metafield/{cartId}/{metafieldId} with the new `value`. */
    async update(
      cartId: string,
      metafieldId: number | string,
      value: string,
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
      });
      return message.data;
    },
  };
}

export type CartMetafieldsApi = ReturnType<typeof createCartMetafieldsApi>;
