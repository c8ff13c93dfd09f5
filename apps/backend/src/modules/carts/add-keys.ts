// Idempotent cart adds: an add carries the client's `Idempotency-Key`; the cart records it
// in the add's own write, so an add whose answer was lost (a storefront or a balancer gone
// between the write and the answer) and is sent again finds its key and is answered with
// the cart as it is — never applied twice.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import * as s from '../../db/schema';
import { unprocessable } from '../../http/errors';
import type { LineItemInput } from './cart-lines';
import type { JudgedWrite } from './rules';

export interface AddKey {
  key: string;
  /** What the add asked for, so the same key sent with another add is told apart. */
  requestHash: string;
}

export const ADD_KEY_REUSED = 'This Idempotency-Key was already used for another add to this cart';

/** The add's key and the hash of its lines and options, or undefined without a key. */
export function addKeyOf(
  key: string | undefined,
  items: readonly LineItemInput[],
  write: Omit<JudgedWrite, 'write'>,
): AddKey | undefined {
  if (key === undefined) return undefined;
  const asked = items.map((i) => [i.product_id, i.variant_id, i.quantity]);
  const { nonContainer = 'keep', lines = 'whole', shortfall = 'refuse' } = write;
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ asked, nonContainer, lines, shortfall }))
    .digest('hex');
  return { key, requestHash };
}

/**
 * Whether this add was already taken (true: answer it as a replay), refusing a key that came
 * with another add (422, as for orders). Asked before an add is checked, and again under the
 * cart's row lock.
 */
export async function alreadyTaken(q: Db | Tx, cartId: string, addKey: AddKey): Promise<boolean> {
  const [earlier] = await q
    .select({ requestHash: s.cartAddKeys.requestHash })
    .from(s.cartAddKeys)
    .where(and(eq(s.cartAddKeys.cartId, cartId), eq(s.cartAddKeys.key, addKey.key)));
  if (!earlier) return false;
  if (earlier.requestHash !== addKey.requestHash)
    throw unprocessable(ADD_KEY_REUSED, { 'Idempotency-Key': ADD_KEY_REUSED });
  return true;
}

/** Records the key in the add's transaction: it lands with the lines or not at all. */
export async function recordAddKey(tx: Tx, cartId: string, addKey: AddKey): Promise<void> {
  await tx.insert(s.cartAddKeys).values({ cartId, ...addKey });
}
