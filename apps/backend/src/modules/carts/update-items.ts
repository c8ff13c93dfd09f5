// A line's new quantity (0 removes it) and a line's removal, as steps: read → find the line →
// read what a container write weighs → judge (rules.ts) → plan → write → answer the cart, or
// no cart when its last line went (finishOrDrop). Every step that touches the database is
// one call into the repository; this file holds no SQL.
//
//   updateItem        per try: updateUnlocked, or updateLocked
//   updateUnlocked    readCartForWrite → lineToChange → readContainerFacts → judge → planLines
//                     → stampIfUnchanged → writePlan → finishOrDrop
//   updateLocked      lockCartForWrite → findLine → lineToChange → loadLinesAndVariants
//                     → readContainerFacts → judge → planLines → writePlan → finishOrDrop
//   deleteItem        lockCartForWrite → deleteLine → finishOrDrop
import type { Database, Db, Tx } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { loadCart, loadLinesAndVariants, readCartForWrite } from './repository/cart-reads';
import {
  deleteLine,
  dropIfEmpty,
  findLine,
  lockCartForWrite,
  planLines,
  stampIfUnchanged,
  writePlan,
} from './repository/cart-writes';
import { readContainerFacts } from './repository/containers';
import { CONTAINER_ADD_ATTEMPTS, cartChanged, judge, requestsOf } from './rules';
import type { CartViewer, LineItemInput, LoadedCart } from './types';

/**
 * Sets one line's quantity; 0 removes the line (and the cart with its last line). Judged with
 * nothing locked and written only if the cart is unchanged: raising a container line plans
 * its load (behaviour.md#load-plans), which must not hold the cart's row lock, so it reads and
 * plans again when another write landed meanwhile (up to CONTAINER_ADD_ATTEMPTS times); any
 * other change runs again under the cart's row lock.
 */
export async function updateItem(
  database: Database,
  cartId: string,
  itemId: string,
  viewer: CartViewer | undefined,
  item: LineItemInput,
) {
  for (let attempt = 1; ; attempt++) {
    const result = await updateUnlocked(database, cartId, itemId, viewer, item);
    if (result.kind === 'written') return result.cart;
    if (!result.planned) return updateLocked(database.db, cartId, itemId, viewer, item);
    if (attempt >= CONTAINER_ADD_ATTEMPTS) throw cartChanged();
  }
}

/** What one unlocked try came to (as for an add: `planned` says how to try again). */
type UnlockedUpdate =
  { kind: 'written'; cart: LoadedCart | undefined } | { kind: 'changed'; planned: boolean };

/** Step: the update judged with nothing locked, written only if the cart row is still the version read. */
async function updateUnlocked(
  database: Database,
  cartId: string,
  itemId: string,
  viewer: CartViewer | undefined,
  item: LineItemInput,
): Promise<UnlockedUpdate> {
  const { head, current, described } = await readCartForWrite(
    database,
    true,
    cartId,
    viewer?.id ?? null,
    [item.variant_id],
  );
  const line = lineToChange(
    current.find((l) => l.id === itemId),
    itemId,
    item,
  );
  const planned = line.isContainer && item.quantity > line.quantity;
  const requests = requestsOf([item]);
  const facts = await readContainerFacts(database.db, cartId, current, described, requests);
  const { targets } = judge(current, described, requests, facts, { write: 'set' });
  const plan = planLines(targets, current, described);
  return database.db.transaction(async (tx): Promise<UnlockedUpdate> => {
    // A plan judged against lines that have changed since is never written.
    if (!(await stampIfUnchanged(tx, cartId, head.version, viewer)))
      return { kind: 'changed', planned };
    await writePlan(tx, cartId, plan);
    return { kind: 'written', cart: await finishOrDrop(tx, cartId, viewer) };
  });
}

/** Step: {@link updateItem} under the cart's row lock, for a change that plans no load. */
async function updateLocked(
  db: Db,
  cartId: string,
  itemId: string,
  viewer: CartViewer | undefined,
  item: LineItemInput,
) {
  return db.transaction(async (tx) => {
    // Stamping the cart row (not only locking it) tells an optimistic add that the lines moved.
    const { priceListId } = await lockCartForWrite(tx, cartId, viewer);
    lineToChange(await findLine(tx, cartId, itemId), itemId, item);
    const { current, described } = await loadLinesAndVariants(tx, cartId, priceListId, [
      item.variant_id,
    ]);
    const requests = requestsOf([item]);
    const facts = await readContainerFacts(tx, cartId, current, described, requests);
    const { targets } = judge(current, described, requests, facts, { write: 'set' });
    if (targets.size > 0) await writePlan(tx, cartId, planLines(targets, current, described));
    return finishOrDrop(tx, cartId, viewer);
  });
}

/** Removes one line (and the cart with its last line), under the cart's row lock. */
export async function deleteItem(
  db: Db,
  cartId: string,
  itemId: string,
  viewer: CartViewer | undefined,
) {
  return db.transaction(async (tx) => {
    await lockCartForWrite(tx, cartId, viewer);
    if (!(await deleteLine(tx, cartId, itemId))) throw notFound(`Cart item ${itemId} not found`);
    return finishOrDrop(tx, cartId, viewer);
  });
}

/** Step: the cart line being changed, which must exist and hold the product and variant named. */
function lineToChange<L extends { productId: number; variantId: number }>(
  line: L | undefined,
  itemId: string,
  item: LineItemInput,
): L {
  if (!line) throw notFound(`Cart item ${itemId} not found`);
  if (line.productId !== item.product_id || line.variantId !== item.variant_id) {
    throw badRequest('The line item does not match the cart line', {
      variant_id: `Cart line ${itemId} holds product ${line.productId} variant ${line.variantId}`,
    });
  }
  return line;
}

/** Step: an emptied cart is deleted and answered with no data (behaviour.md#cart-states: that clears the cart). */
async function finishOrDrop(tx: Tx, cartId: string, viewer: CartViewer | undefined) {
  if (await dropIfEmpty(tx, cartId, viewer)) return undefined;
  return loadCart(tx, cartId, viewer);
}
