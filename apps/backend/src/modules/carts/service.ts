import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client';
import * as s from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AddKey } from './add-keys';
import { addKeyOf, alreadyTaken, recordAddKey } from './add-keys';
import { addItemsOptimistically } from './cart-add';
import { finishOrDrop } from './cart-finish';
import { updateItemUnlocked } from './cart-update';
import type { LineVerdict, LineRequest } from '@shop/domain';
import type { LineItemInput } from './cart-lines';
import { judgeWrite, planTargets, requestsOf, writePlan } from './cart-lines';
import type { CartLine, CartOwner, DescribedVariant, LoadedCart } from './cart-view';
import type { JudgedWrite } from './rules';
import {
  describeVariants,
  findCart,
  loadCart,
  loadLinesAndVariants,
  lockCartForWrite,
  priceListOf,
} from './cart-view';
import type { VariantDetailsCache } from './variant-details-cache';
import { cartVisibleTo } from './visibility';

export type { LineItemInput } from './cart-lines';

/** Judges a write under the caller's lock, then writes it (the caller's transaction has locked the cart). */
async function applyWrite(
  tx: Tx,
  cartId: string,
  requests: readonly LineRequest[],
  current: readonly CartLine[],
  described: ReadonlyMap<number, DescribedVariant>,
  write: JudgedWrite,
): Promise<{ lines: CartLine[]; verdicts: LineVerdict[] }> {
  const { targets, verdicts } = await judgeWrite(tx, cartId, current, described, requests, write);
  if (targets.size === 0) return { lines: [...current], verdicts };
  const plan = planTargets(targets, current, described);
  await writePlan(tx, cartId, plan);
  return { lines: plan.lines, verdicts };
}

/**
 * A new cart with its first lines. They are checked first — a container planned (behaviour.md#load-plans) —
 * with no transaction open: nobody else can write to a cart that does not exist yet.
 */
export async function createCart(
  db: Db,
  owner: CartOwner | undefined,
  items: readonly LineItemInput[],
  write: Omit<JudgedWrite, 'write'> = {},
): Promise<(LoadedCart & { verdicts: LineVerdict[] }) | { cart: null; verdicts: LineVerdict[] }> {
  const id = randomUUID();
  const { priceListId, groupName } = await priceListOf(db, owner?.id ?? null);
  const requests = requestsOf(items);
  const described = await describeVariants(
    db,
    requests.map((r) => r.variantId),
    priceListId,
  );
  // A new cart holds no line; the lines asked for may still mix (a pasted list): the question.
  const { targets, verdicts } = await judgeWrite(db, id, [], described, requests, {
    ...write,
    write: 'add',
  });
  // A line-by-line write that could take none of its lines makes no cart.
  if (targets.size === 0) return { cart: null, verdicts };
  const plan = planTargets(targets, [], described);
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .insert(s.carts)
      .values({ id, customerId: owner?.id ?? null })
      .returning();
    if (!cart) throw new Error('cart insert returned nothing');
    await writePlan(tx, id, plan);
    return { cart, groupName, lines: plan.lines, verdicts };
  });
}

export interface AddOptions {
  /**
   * The "Yes" of behaviour.md#cart-states: the cart's non-container lines go in the same transaction as the add of
   * these container products — or, when the add is refused, nothing changes.
   */
  replaceNonContainer?: boolean;
  /** `ask`: answer the question of behaviour.md#cart-states (409) rather than add (the storefront's first try). */
  nonContainer?: JudgedWrite['nonContainer'];
  /** Line by line (quick order, reorder): each line added, capped or refused on its own. */
  lines?: JudgedWrite['lines'];
  shortfall?: JudgedWrite['shortfall'];
  /** The client's Idempotency-Key: an add sent again with it is answered, not applied twice. */
  key?: string;
}

/**
 * An add's answer: the cart, whether it answers a key this cart had already taken, and what
 * became of each line (none for a replay: the first answer said it).
 */
export interface AddResult extends LoadedCart {
  replayed: boolean;
  verdicts: LineVerdict[] | null;
}

/**
 * How many times a container add reads, plans and tries to write before it gives up: each
 * lost race means another write to the cart landed, so eight racing adds all get through.
 */
export const CONTAINER_ADD_ATTEMPTS = 8;

const cartChanged = () =>
  conflict('The cart changed while the change was being checked. Please try again.');

/**
 * Adds to a cart. Without a transaction: one read, the checks, one conditional write that
 * lands only if the cart row is the one read (every cart-line writer stamps it). A container
 * add plans its load between the read and the write, with nothing locked (behaviour.md#load-plans); if
 * anything wrote to the cart in between, it reads and plans again, never writing a plan made
 * against the old lines, and after CONTAINER_ADD_ATTEMPTS lost races answers 409. Any other
 * add, whose check plans nothing, runs again under the cart's row lock.
 */
export async function addItems(
  database: Database,
  cache: VariantDetailsCache,
  cartId: string,
  viewer: CartOwner | undefined,
  items: readonly LineItemInput[],
  options: AddOptions = {},
): Promise<AddResult> {
  const write: JudgedWrite = {
    write: 'add',
    nonContainer: options.replaceNonContainer ? 'replace' : (options.nonContainer ?? 'keep'),
    lines: options.lines ?? 'whole',
    shortfall: options.shortfall ?? 'refuse',
  };
  const addKey = addKeyOf(options.key, items, write);
  for (let attempt = 1; ; attempt++) {
    // An add sent again with its key is answered before any rule: a container it filled
    // would otherwise refuse the very add that filled it.
    if (addKey && (await alreadyTaken(database.db, cartId, addKey)))
      return { ...(await loadCart(database.db, cartId, viewer)), replayed: true, verdicts: null };
    const result = await addItemsOptimistically(
      database,
      cache,
      cartId,
      viewer,
      items,
      write,
      addKey,
    );
    if (result.kind === 'added')
      return { ...result.cart, replayed: false, verdicts: result.verdicts };
    if (!result.planned) return addItemsLocked(database.db, cartId, viewer, items, write, addKey);
    if (attempt >= CONTAINER_ADD_ATTEMPTS) throw cartChanged();
  }
}

/** An add that plans no load (no container product), under the cart's row lock. */
async function addItemsLocked(
  db: Db,
  cartId: string,
  viewer: CartOwner | undefined,
  items: readonly LineItemInput[],
  write: JudgedWrite,
  addKey: AddKey | undefined,
): Promise<AddResult> {
  return db.transaction(async (tx) => {
    // One UPDATE locks the cart: concurrent adds are checked one after the other (stock).
    const { cart, priceListId, groupName } = await lockCartForWrite(tx, cartId, viewer);
    const replayed = addKey !== undefined && (await alreadyTaken(tx, cartId, addKey));
    const { current, described } = await loadLinesAndVariants(
      tx,
      cartId,
      priceListId,
      replayed ? [] : items.map((i) => i.variant_id),
    );
    if (replayed) return { cart, groupName, lines: current, replayed, verdicts: null };
    const { lines, verdicts } = await applyWrite(
      tx,
      cartId,
      requestsOf(items),
      current,
      described,
      write,
    );
    if (addKey) await recordAddKey(tx, cartId, addKey);
    return { cart, groupName, lines, replayed, verdicts };
  });
}

/**
 * Sets one line's quantity; 0 removes the line (and the cart with its last line). Checked with
 * nothing locked and written only if the cart is unchanged (cart-update.ts); raising a container
 * line plans its load, so it reads and plans again when another write landed meanwhile (up to
 * CONTAINER_ADD_ATTEMPTS times), any other change runs again under the cart's row lock.
 */
export async function updateItem(
  database: Database,
  cartId: string,
  itemId: string,
  viewer: CartOwner | undefined,
  item: LineItemInput,
) {
  for (let attempt = 1; ; attempt++) {
    const result = await updateItemUnlocked(database, cartId, itemId, viewer, item);
    if (result.kind === 'written') return result.cart;
    if (!result.planned) return updateItemLocked(database.db, cartId, itemId, viewer, item);
    if (attempt >= CONTAINER_ADD_ATTEMPTS) throw cartChanged();
  }
}

/** {@link updateItem} under the cart's row lock, for a change that plans no load. */
async function updateItemLocked(
  db: Db,
  cartId: string,
  itemId: string,
  viewer: CartOwner | undefined,
  item: LineItemInput,
) {
  return db.transaction(async (tx) => {
    // Stamping the cart row (not only locking it) tells an optimistic add that the lines moved.
    const { priceListId } = await lockCartForWrite(tx, cartId, viewer);
    const [line] = await tx
      .select()
      .from(s.cartItems)
      .where(and(eq(s.cartItems.id, itemId), eq(s.cartItems.cartId, cartId)))
      .limit(1);
    if (!line) throw notFound(`Cart item ${itemId} not found`);
    if (line.productId !== item.product_id || line.variantId !== item.variant_id) {
      throw badRequest('The line item does not match the cart line', {
        variant_id: `Cart line ${itemId} holds product ${line.productId} variant ${line.variantId}`,
      });
    }
    const { current, described } = await loadLinesAndVariants(tx, cartId, priceListId, [
      item.variant_id,
    ]);
    await applyWrite(tx, cartId, requestsOf([item]), current, described, { write: 'set' });
    return finishOrDrop(tx, cartId, viewer);
  });
}

export async function deleteItem(
  db: Db,
  cartId: string,
  itemId: string,
  viewer: CartOwner | undefined,
) {
  return db.transaction(async (tx) => {
    await lockCartForWrite(tx, cartId, viewer);
    const deleted = await tx
      .delete(s.cartItems)
      .where(and(eq(s.cartItems.id, itemId), eq(s.cartItems.cartId, cartId)))
      .returning({ id: s.cartItems.id });
    if (deleted.length === 0) throw notFound(`Cart item ${itemId} not found`);
    return finishOrDrop(tx, cartId, viewer);
  });
}

/** Attaches a guest cart to the logged-in customer (on login); someone else's cart stays unreachable. */
export async function attachCustomer(db: Db, cartId: string, viewer: CartOwner) {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, cartId, viewer, true);
    if (cart.customerId !== viewer.id) {
      await tx
        .update(s.carts)
        .set({ customerId: viewer.id, updatedAt: new Date() })
        .where(and(eq(s.carts.id, cartId), cartVisibleTo(viewer)));
    }
    return loadCart(tx, cartId, viewer);
  });
}

// ---------------------------------------------------------------- cart metafields

export interface MetafieldInput {
  permission_set: (typeof s.metafieldPermissionSet.enumValues)[number];
  namespace: string;
  key: string;
  value: string;
  description?: string | undefined;
}

function metafieldJson(m: typeof s.cartMetafields.$inferSelect) {
  return {
    id: m.id,
    permission_set: m.permissionSet,
    namespace: m.namespace,
    key: m.key,
    value: m.value,
    description: m.description,
    resource_type: 'cart',
    resource_id: m.cartId,
    date_created: m.createdAt.toISOString(),
    date_modified: m.updatedAt.toISOString(),
  };
}

export async function listMetafields(db: Db, cartId: string, viewer: CartOwner | undefined) {
  await findCart(db, cartId, viewer);
  const rows = await db
    .select()
    .from(s.cartMetafields)
    .where(eq(s.cartMetafields.cartId, cartId))
    .orderBy(s.cartMetafields.id);
  return rows.map(metafieldJson);
}

export async function createMetafield(
  db: Db,
  cartId: string,
  viewer: CartOwner | undefined,
  input: MetafieldInput,
) {
  return db.transaction(async (tx) => {
    await findCart(tx, cartId, viewer, true);
    const [existing] = await tx
      .select({ id: s.cartMetafields.id })
      .from(s.cartMetafields)
      .where(
        and(
          eq(s.cartMetafields.cartId, cartId),
          eq(s.cartMetafields.namespace, input.namespace),
          eq(s.cartMetafields.key, input.key),
        ),
      );
    if (existing)
      throw conflict(
        `Metafield ${input.namespace}/${input.key} already exists (id ${existing.id}); update it with PUT`,
      );
    const [row] = await tx
      .insert(s.cartMetafields)
      .values({
        cartId,
        permissionSet: input.permission_set,
        namespace: input.namespace,
        key: input.key,
        value: input.value,
        description: input.description ?? '',
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return metafieldJson(row);
  });
}

export async function updateMetafield(
  db: Db,
  cartId: string,
  metafieldId: number,
  viewer: CartOwner | undefined,
  input: { value: string; description?: string | undefined },
) {
  await findCart(db, cartId, viewer);
  const [row] = await db
    .update(s.cartMetafields)
    .set({
      value: input.value,
      ...(input.description === undefined ? {} : { description: input.description }),
      updatedAt: new Date(),
    })
    .where(and(eq(s.cartMetafields.id, metafieldId), eq(s.cartMetafields.cartId, cartId)))
    .returning();
  if (!row) throw notFound(`Metafield ${metafieldId} not found`);
  return metafieldJson(row);
}
