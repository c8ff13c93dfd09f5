import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { compile, runCompiled } from '../../db/prepared';
import * as s from '../../db/schema';
import type { AddKey } from './add-keys';
import type { LineItemInput } from './cart-lines';
import { additions, checkTargets, planTargets } from './cart-lines';
import type { CartRow } from './cart-read';
import { cartForAdd, cartHead, readVariants, variantRows } from './cart-read';
import type { CartLine, CartOwner, LoadedCart } from './cart-view';
import type { VariantDetailsCache } from './variant-details-cache';
import { cartVisibleTo } from './visibility';

// The cart add hot path in two statements and no transaction (behaviour.md#performance: BEGIN, lock, read,
// write and COMMIT were five round trips), both named prepared statements.

/**
 * Writes the checked lines only if the cart row is still the version read: the UPDATE takes
 * the row lock (a racing writer waits, then sees a new xmin and writes nothing). One
 * statement, so all of it lands or none of it.
 */
const writeIfUnchanged = compile(
  'cart_add_write',
  sql`
    with c as (
      update carts set updated_at = now()
      where id = ${sql.placeholder('cartId')} and xmin = ${sql.placeholder('version')}::text::xid
        and ${cartVisibleTo(sql.placeholder('viewerId'), s.carts)}
      returning id, updated_at
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

/** The lines not asked for get their volume and options from the cache, or one lookup for the misses. */
async function fillDetails(
  database: Database,
  cache: VariantDetailsCache,
  lines: CartLine[],
  asked: ReadonlySet<number>,
  priceListId: number | null,
) {
  const missing: CartLine[] = [];
  for (const line of lines) {
    if (asked.has(line.variantId)) continue;
    const details = cache.get(line.variantId);
    if (details) {
      line.volume = details.volume;
      line.options = details.options;
    } else missing.push(line);
  }
  if (missing.length === 0) return;
  const fetched = await readVariants(
    database,
    missing.map((l) => l.variantId),
    priceListId,
  );
  for (const line of missing) {
    const d = fetched.get(line.variantId);
    if (!d) continue;
    cache.set(line.variantId, d);
    line.volume = d.volume;
    line.options = d.options;
  }
}

/**
 * The add without a transaction, or undefined when the cart changed between the read and the
 * write, or its key was taken before (the caller then adds under the cart's row lock, where a
 * taken key is a replay). Rule failures throw as usual.
 */
export async function addItemsOptimistically(
  database: Database,
  cache: VariantDetailsCache,
  cartId: string,
  viewer: CartOwner | undefined,
  items: readonly LineItemInput[],
  addKey?: AddKey,
): Promise<LoadedCart | undefined> {
  const asked = new Set(items.map((i) => i.variant_id));
  const viewerId = viewer?.id ?? null;
  const rows = await runCompiled<CartRow>(database, cartForAdd, {
    cartId,
    viewerId,
    variantIds: [...asked],
  });
  const head = cartHead(rows, cartId);
  const { current, described } = variantRows(rows);
  const targets = additions(current, items);
  // Container capacity needs every line's fresh volume: that add runs under the lock.
  if ([...targets.keys()].some((id) => described.get(id)?.isContainer)) return undefined;
  await checkTargets(database.db, cartId, targets, current, described);
  for (const id of asked) {
    const d = described.get(id);
    if (d) cache.set(id, d);
  }
  await fillDetails(database, cache, current, asked, head.priceListId);
  const plan = planTargets(targets, current, described);
  if (plan.deletes.length > 0) return undefined;

  let written: { updatedAt: string | Date }[];
  try {
    written = await runCompiled(database, writeIfUnchanged, {
      cartId,
      viewerId,
      version: head.version,
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
    // A line that appeared since the read without the cart row changing, or a key this cart
    // already took: under the lock, the add is checked again or answered as a replay.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  const [done] = written;
  if (!done) return undefined;
  return {
    cart: {
      id: head.id,
      customerId: head.customerId,
      currency: head.currency,
      createdAt: new Date(head.createdAt),
      updatedAt: new Date(done.updatedAt),
    },
    groupName: head.groupName ?? '',
    lines: plan.lines,
  };
}
