// The cart's writes: the cart row (only ever with cartVisibleTo in its WHERE: someone else's
// cart is never locked, stamped nor deleted) and its lines. Every writer of a cart's lines
// stamps the cart row, so an add checked against lines that have changed since finds a new
// row version and writes nothing.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Db, Tx } from '../../../db/client';
import { isUniqueViolation, rowsOf } from '../../../db/client';
import { compile, runCompiled } from '../../../db/prepared';
import * as s from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type { AddKey, CartLine, CartViewer, DescribedVariant, LinePlan, Targets } from '../types';
import { cartVisibleTo } from './visibility';

const c = alias(s.carts, 'c');

/**
 * For a cart write: locks the cart row and stamps updated_at in one UPDATE, returning the
 * owner's price list and group with it. Someone else's cart matches no row: 404, and its
 * row is neither locked nor stamped.
 */
export async function lockCartForWrite(tx: Tx, cartId: string, viewer: CartViewer | undefined) {
  const result = await tx.execute(sql`
    update carts c set updated_at = now() where c.id = ${cartId} and ${cartVisibleTo(viewer, c)}
    returning c.id, c.customer_id as "customerId", c.currency, c.created_at as "createdAt", c.updated_at as "updatedAt",
      (select g.price_list_id from customers cu join customer_groups g on g.id = cu.group_id where cu.id = c.customer_id) as "priceListId",
      (select g.name from customers cu join customer_groups g on g.id = cu.group_id where cu.id = c.customer_id) as "groupName"`);
  const [row] = rowsOf<{
    id: string;
    customerId: number | null;
    currency: string;
    createdAt: string | Date;
    updatedAt: string | Date;
    priceListId: number | null;
    groupName: string | null;
  }>(result);
  if (!row) throw notFound(`Cart ${cartId} not found`);
  return {
    cart: {
      id: row.id,
      customerId: row.customerId,
      currency: row.currency,
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
    },
    priceListId: row.priceListId,
    groupName: row.groupName ?? '',
  };
}

/**
 * Stamps and locks the cart row only if it is still the version read (`xmin`); false when it
 * is not (someone wrote to the cart since), and nothing is locked then.
 */
export async function stampIfUnchanged(
  tx: Tx,
  cartId: string,
  version: string,
  viewer: CartViewer | undefined,
): Promise<boolean> {
  const stamped = await tx.execute(sql`
    update carts set updated_at = now()
    where id = ${cartId} and xmin = ${version}::text::xid and ${cartVisibleTo(viewer, s.carts)}
    returning id`);
  return rowsOf(stamped).length > 0;
}

/** The rows to write for `targets` (judged already) and the lines they leave, in cart order. */
export function planLines(
  targets: Targets,
  current: readonly CartLine[],
  described: ReadonlyMap<number, DescribedVariant>,
): LinePlan {
  const result = new Map(current.map((l) => [l.variantId, { ...l }]));
  const plan: LinePlan = { lines: [], inserts: [], updates: [], deletes: [] };
  let position = current.reduce((max, l) => Math.max(max, l.position), 0);
  for (const [variantId, t] of targets) {
    const existing = result.get(variantId);
    if (t.quantity === 0) {
      if (existing) {
        plan.deletes.push(existing.id);
        result.delete(variantId);
      }
    } else if (existing) {
      if (existing.quantity !== t.quantity)
        plan.updates.push({ id: existing.id, quantity: t.quantity });
      existing.quantity = t.quantity;
    } else {
      const d = described.get(variantId);
      if (!d) continue;
      position += 1;
      const { isPurchasable: _purchasable, available: _available, ...facts } = d;
      const line: CartLine = { ...facts, id: randomUUID(), quantity: t.quantity, position };
      plan.inserts.push(line);
      result.set(variantId, line);
    }
  }
  plan.lines = [...result.values()].sort((a, b) => a.position - b.position);
  return plan;
}

/** Writes a plan inside the caller's transaction (the cart row is locked by then). */
export async function writePlan(tx: Tx, cartId: string, plan: LinePlan): Promise<void> {
  if (plan.deletes.length > 0)
    await tx.delete(s.cartItems).where(inArray(s.cartItems.id, plan.deletes));
  for (const u of plan.updates)
    await tx.update(s.cartItems).set({ quantity: u.quantity }).where(eq(s.cartItems.id, u.id));
  if (plan.inserts.length > 0)
    await tx.insert(s.cartItems).values(
      plan.inserts.map((l) => ({
        id: l.id,
        cartId,
        productId: l.productId,
        variantId: l.variantId,
        quantity: l.quantity,
        position: l.position,
      })),
    );
}

/**
 * Writes the judged lines only if the cart row is still the version read: the UPDATE takes
 * the row lock (a racing writer waits, then sees a new xmin and writes nothing). One
 * statement, so all of it lands or none of it — the add's key with its lines: a plan judged
 * against lines that have changed since is never written.
 */
const linesIfUnchanged = compile(
  'cart_add_write',
  sql`
    with c as (
      update carts set updated_at = now()
      where id = ${sql.placeholder('cartId')} and xmin = ${sql.placeholder('version')}::text::xid
        and ${cartVisibleTo(sql.placeholder('viewerId'), s.carts)}
      returning id, updated_at
    ),
    deleted as (
      delete from cart_items ci using c
      where ci.cart_id = c.id and ci.id = any(${sql.placeholder('deleteIds')}::text[])
    ),
    updated as (
      update cart_items ci set quantity = u.quantity
      from c, unnest(${sql.placeholder('updateIds')}::text[], ${sql.placeholder('updateQuantities')}::int[]) as u(id, quantity)
      where ci.cart_id = c.id and ci.id = u.id
    ),
    inserted as (
      insert into cart_items (id, cart_id, product_id, variant_id, quantity, position)
      select n.id, c.id, n.product_id, n.variant_id, n.quantity, n.position
      from c, unnest(
        ${sql.placeholder('insertIds')}::text[], ${sql.placeholder('insertProducts')}::int[],
        ${sql.placeholder('insertVariants')}::int[], ${sql.placeholder('insertQuantities')}::int[],
        ${sql.placeholder('insertPositions')}::int[]
      ) as n(id, product_id, variant_id, quantity, position)
    ),
    keyed as (
      insert into cart_add_keys (cart_id, key, request_hash)
      select c.id, k.key, k.request_hash
      from c, (select ${sql.placeholder('addKey')}::text as key,
                      ${sql.placeholder('requestHash')}::text as request_hash) k
      where k.key is not null
    )
    select c.updated_at as "updatedAt" from c`,
);

/**
 * The optimistic write (no transaction, one prepared statement): the cart's new updated_at,
 * or null when nothing was written because the cart changed since `version` was read — or a
 * line appeared meanwhile without the row changing, or the add's key was taken meanwhile by
 * the same add sent again (a unique violation).
 */
export async function writeLinesIfUnchanged(
  database: Database,
  cartId: string,
  viewerId: number | null,
  version: string,
  plan: LinePlan,
  addKey: AddKey | undefined,
): Promise<string | Date | null> {
  let written: { updatedAt: string | Date }[];
  try {
    written = await runCompiled(database, linesIfUnchanged, {
      cartId,
      viewerId,
      version,
      deleteIds: plan.deletes,
      updateIds: plan.updates.map((u) => u.id),
      updateQuantities: plan.updates.map((u) => u.quantity),
      insertIds: plan.inserts.map((l) => l.id),
      insertProducts: plan.inserts.map((l) => l.productId),
      insertVariants: plan.inserts.map((l) => l.variantId),
      insertQuantities: plan.inserts.map((l) => l.quantity),
      insertPositions: plan.inserts.map((l) => l.position),
      addKey: addKey?.key ?? null,
      requestHash: addKey?.requestHash ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return written[0]?.updatedAt ?? null;
}

/** A new cart and its first lines, in one transaction. */
export async function insertCart(
  db: Db,
  id: string,
  viewer: CartViewer | undefined,
  plan: LinePlan,
) {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .insert(s.carts)
      .values({ id, customerId: viewer?.id ?? null })
      .returning();
    if (!cart) throw new Error('cart insert returned nothing');
    await writePlan(tx, id, plan);
    return cart;
  });
}

/** Makes the viewer the cart's customer (the cart is locked by then). */
export async function setCartCustomer(tx: Tx, cartId: string, viewer: CartViewer) {
  await tx
    .update(s.carts)
    .set({ customerId: viewer.id, updatedAt: new Date() })
    .where(and(eq(s.carts.id, cartId), cartVisibleTo(viewer)));
}

/** One line of the cart, by its id (the cart is locked by then). */
export async function findLine(tx: Tx, cartId: string, itemId: string) {
  const [line] = await tx
    .select()
    .from(s.cartItems)
    .where(and(eq(s.cartItems.id, itemId), eq(s.cartItems.cartId, cartId)))
    .limit(1);
  return line;
}

/** Deletes one line of the cart; false when the cart has no such line. */
export async function deleteLine(tx: Tx, cartId: string, itemId: string): Promise<boolean> {
  const deleted = await tx
    .delete(s.cartItems)
    .where(and(eq(s.cartItems.id, itemId), eq(s.cartItems.cartId, cartId)))
    .returning({ id: s.cartItems.id });
  return deleted.length > 0;
}

/** Deletes the cart if its last line is gone (behaviour.md#cart-states); true when it did. */
export async function dropIfEmpty(
  tx: Tx,
  cartId: string,
  viewer: CartViewer | undefined,
): Promise<boolean> {
  const [left] = await tx
    .select({ id: s.cartItems.id })
    .from(s.cartItems)
    .where(eq(s.cartItems.cartId, cartId))
    .limit(1);
  if (left) return false;
  await tx.delete(s.carts).where(and(eq(s.carts.id, cartId), cartVisibleTo(viewer)));
  return true;
}
