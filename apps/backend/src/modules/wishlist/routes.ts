import { WISHLIST_MAX_ITEMS } from '@shop/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireSelf } from '../../http/auth';
import type { AppEnv, Services } from '../../http/context';
import { noStore } from '../../http/no-store';
import { readJson, readParams, readQuery } from '../../http/validate';
import { addWishlistItem, listWishlist, mergeWishlistItems, removeWishlistItem } from './service';
import { customerIdParams, idParam, noQuery } from '../../http/params';

const wishlistItemParams = z.strictObject({ id: idParam, productId: idParam });

const mergeBody = z.strictObject({
  product_ids: z
    .array(z.number().int().positive().max(2_147_483_647), {
      error: 'product_ids must be a list of product ids',
    })
    .max(WISHLIST_MAX_ITEMS, `At most ${String(WISHLIST_MAX_ITEMS)} products`),
});

/**
 * The customer's wishlist, in the style of `/customers/{id}/addresses`: only the token's
 * own customer, answers `message.data` (the whole list after the change).
 */
export function wishlistRoutes(services: Services) {
  return new Hono<AppEnv>()
    .use(noStore)
    .get('/:id/wishlist', async (c) => {
      const { id } = readParams(c, customerIdParams);
      readQuery(c, noQuery);
      await requireSelf(c, services, id);
      return c.json({ status: 200, message: { data: await listWishlist(services.database, id) } });
    })
    .post('/:id/wishlist', async (c) => {
      const { id } = readParams(c, customerIdParams);
      await requireSelf(c, services, id);
      const body = await readJson(c, mergeBody);
      return c.json({
        status: 200,
        message: { data: await mergeWishlistItems(services.database, id, body.product_ids) },
      });
    })
    .put('/:id/wishlist/:productId', async (c) => {
      const { id, productId } = readParams(c, wishlistItemParams);
      await requireSelf(c, services, id);
      return c.json({
        status: 200,
        message: { data: await addWishlistItem(services.database, id, productId) },
      });
    })
    .delete('/:id/wishlist/:productId', async (c) => {
      const { id, productId } = readParams(c, wishlistItemParams);
      await requireSelf(c, services, id);
      return c.json({
        status: 200,
        message: { data: await removeWishlistItem(services.database, id, productId) },
      });
    });
}
