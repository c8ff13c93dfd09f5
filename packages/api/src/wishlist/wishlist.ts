import type { KyInstance } from 'ky';
import type { RestConfig } from '../config';
import type { CallOptions } from '../http/call-options';
import type { CustomerId } from '../http/ids';
import { idSchema } from '../http/ids';
import { parsePayload } from '../http/parse-payload';
import { segment, send } from '../http/send';
import { restHttp } from '../http/service-http';
import {
  productIdSchema,
  wishlistMergePayloadSchema,
  wishlistResponseSchema,
} from './wishlist.schemas';
import type { WishlistItem } from './wishlist.schemas';

/**
 * The logged-in customer's wishlist, kept on the server so it follows them across devices.
 * Every call answers the whole list after the change, in the order items were added.
 */
export function wishlistApi(rest: KyInstance) {
  const path = (id: string | number, productId?: number) =>
    `customers/${segment(id)}/wishlist${productId === undefined ? '' : `/${segment(productId)}`}`;
  return {
    /** GET /customers/{id}/wishlist → `message.data`. */
    async list(customerId: CustomerId, options: CallOptions = {}): Promise<WishlistItem[]> {
      const id = parsePayload(idSchema, customerId, 'wishlist.list');
      const { message } = await send(rest, {
        method: 'get',
        path: path(id),
        schema: wishlistResponseSchema,
        call: options,
      });
      return message.data;
    },

    /** PUT /customers/{id}/wishlist/{productId}: adds a product (once; 404 unknown, 422 full). */
    async add(
      customerId: CustomerId,
      productId: number,
      options: CallOptions = {},
    ): Promise<WishlistItem[]> {
      const id = parsePayload(idSchema, customerId, 'wishlist.add');
      const product = parsePayload(productIdSchema, productId, 'wishlist.add');
      const { message } = await send(rest, {
        method: 'put',
        path: path(id, product),
        schema: wishlistResponseSchema,
        call: options,
      });
      return message.data;
    },

    /** DELETE /customers/{id}/wishlist/{productId}: removes a product (not listed is fine). */
    async remove(
      customerId: CustomerId,
      productId: number,
      options: CallOptions = {},
    ): Promise<WishlistItem[]> {
      const id = parsePayload(idSchema, customerId, 'wishlist.remove');
      const product = parsePayload(productIdSchema, productId, 'wishlist.remove');
      const { message } = await send(rest, {
        method: 'delete',
        path: path(id, product),
        schema: wishlistResponseSchema,
        call: options,
      });
      return message.data;
    },

    /**
     * POST /customers/{id}/wishlist with `product_ids`: merges a guest list at login with
     * @shop/domain's `mergeWishlists` on the server (saved items first, then the guest
     * items it lacks, in order). Products that no longer exist are dropped.
     */
    async merge(
      customerId: CustomerId,
      productIds: readonly number[],
      options: CallOptions = {},
    ): Promise<WishlistItem[]> {
      const id = parsePayload(idSchema, customerId, 'wishlist.merge');
      const product_ids = parsePayload(wishlistMergePayloadSchema, productIds, 'wishlist.merge');
      const { message } = await send(rest, {
        method: 'post',
        path: path(id),
        json: { product_ids },
        schema: wishlistResponseSchema,
        call: options,
      });
      return message.data;
    },
  };
}

export type WishlistApi = ReturnType<typeof wishlistApi>;

/** The wishlist calls alone (`@shop/api/wishlist`). */
export function createWishlistApi(config: RestConfig): WishlistApi {
  return wishlistApi(restHttp(config));
}
