// The add keys a cart has taken (`cart_add_keys`): an add whose answer was lost and is sent
// again with its Idempotency-Key finds its key and is answered, never applied twice. The
// optimistic add writes its key in its own statement (cart-writes.ts `writeLinesIfUnchanged`).
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import * as s from '../../../db/schema';
import type { AddKey } from '../types';

/** The request hash this cart recorded with `key`, or undefined if the key is new to it. */
export async function recordedRequestHash(
  q: Db | Tx,
  cartId: string,
  key: string,
): Promise<string | undefined> {
  const [earlier] = await q
    .select({ requestHash: s.cartAddKeys.requestHash })
    .from(s.cartAddKeys)
    .where(and(eq(s.cartAddKeys.cartId, cartId), eq(s.cartAddKeys.key, key)));
  return earlier?.requestHash;
}

/** Records the key in the add's transaction: it lands with the lines or not at all. */
export async function recordAddKey(tx: Tx, cartId: string, addKey: AddKey): Promise<void> {
  await tx.insert(s.cartAddKeys).values({ cartId, ...addKey });
}
