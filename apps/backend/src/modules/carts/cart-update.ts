import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { runCompiled } from '../../db/prepared';
import * as s from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { LineItemInput } from './cart-lines';
import { judgeWrite, planTargets, requestsOf, writePlan } from './cart-lines';
import type { CartRow } from './cart-read';
import { cartForContainerAdd, cartHead, variantRows } from './cart-read';
import { finishOrDrop } from './cart-finish';
import type { CartOwner, LoadedCart } from './cart-view';
import { cartVisibleTo } from './visibility';

// A line's new quantity, checked with nothing locked: raising a container line plans its
// factory's load (behaviour.md#load-plans), which must not hold the cart's row lock. The write
// then lands only if the cart row is still the version read.

/** What one unlocked try came to (see OptimisticAdd, the same for an add). */
export type UnlockedUpdate =
  { kind: 'written'; cart: LoadedCart | undefined } | { kind: 'changed'; planned: boolean };

export async function updateItemUnlocked(
  database: Database,
  cartId: string,
  itemId: string,
  viewer: CartOwner | undefined,
  item: LineItemInput,
): Promise<UnlockedUpdate> {
  const rows = await runCompiled<CartRow>(database, cartForContainerAdd, {
    cartId,
    viewerId: viewer?.id ?? null,
    variantIds: [item.variant_id],
  });
  const head = cartHead(rows, cartId);
  const { current, described } = variantRows(rows);
  const line = current.find((l) => l.id === itemId);
  if (!line) throw notFound(`Cart item ${itemId} not found`);
  if (line.productId !== item.product_id || line.variantId !== item.variant_id) {
    throw badRequest('The line item does not match the cart line', {
      variant_id: `Cart line ${itemId} holds product ${line.productId} variant ${line.variantId}`,
    });
  }
  const planned = line.isContainer && item.quantity > line.quantity;
  const { targets } = await judgeWrite(
    database.db,
    cartId,
    current,
    described,
    requestsOf([item]),
    {
      write: 'set',
    },
  );
  const plan = planTargets(targets, current, described);
  return database.db.transaction(async (tx): Promise<UnlockedUpdate> => {
    // Stamps and locks the row only if it is the version read: a plan checked against lines
    // that have changed since is never written.
    const stamped = await tx.execute(sql`
      update carts set updated_at = now()
      where id = ${cartId} and xmin = ${head.version}::text::xid and ${cartVisibleTo(viewer, s.carts)}
      returning id`);
    if (rowsOf(stamped).length === 0) return { kind: 'changed', planned };
    await writePlan(tx, cartId, plan);
    return { kind: 'written', cart: await finishOrDrop(tx, cartId, viewer) };
  });
}
