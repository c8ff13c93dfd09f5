// The cart's metafields (behaviour.md#calls-cart): listed, created and updated only on a cart
// the viewer may reach (findCart, else 404). A write stamps the cart row with it, in one
// transaction: the container type picked is part of what a container add judged, so an add
// that read the cart before it plans again rather than write against the old capacity.
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { findCart } from './repository/cart-reads';
import { lockCartForWrite } from './repository/cart-writes';
import type { MetafieldInput } from './repository/metafields';
import {
  insertMetafield,
  metafieldIdOf,
  metafieldRows,
  updateMetafieldRow,
} from './repository/metafields';
import { metafieldJson } from './serialize';
import type { CartViewer } from './types';

export async function listMetafields(db: Db, cartId: string, viewer: CartViewer | undefined) {
  await findCart(db, cartId, viewer);
  return (await metafieldRows(db, cartId)).map(metafieldJson);
}

/** A new metafield; 409 when the cart has one of this namespace and key (it is updated with PUT). */
export async function createMetafield(
  db: Db,
  cartId: string,
  viewer: CartViewer | undefined,
  input: MetafieldInput,
) {
  return db.transaction(async (tx) => {
    await lockCartForWrite(tx, cartId, viewer);
    const existing = await metafieldIdOf(tx, cartId, input.namespace, input.key);
    if (existing !== undefined)
      throw conflict(
        `Metafield ${input.namespace}/${input.key} already exists (id ${existing}); update it with PUT`,
      );
    return metafieldJson(await insertMetafield(tx, cartId, input));
  });
}

export async function updateMetafield(
  db: Db,
  cartId: string,
  metafieldId: number,
  viewer: CartViewer | undefined,
  input: { value: string; description?: string | undefined },
) {
  return db.transaction(async (tx) => {
    await lockCartForWrite(tx, cartId, viewer);
    const row = await updateMetafieldRow(tx, cartId, metafieldId, input);
    if (!row) throw notFound(`Metafield ${metafieldId} not found`);
    return metafieldJson(row);
  });
}
