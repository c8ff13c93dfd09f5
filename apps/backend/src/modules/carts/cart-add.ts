import { sql } from 'drizzle-orm';
import type { LineVerdict } from '@shop/domain';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { compile, runCompiled } from '../../db/prepared';
import * as s from '../../db/schema';
import type { AddKey } from './add-keys';
import type { LineItemInput } from './cart-lines';
import { judgeWrite, planTargets, requestsOf } from './cart-lines';
import type { CartRow } from './cart-read';
import { cartForAdd, cartForContainerAdd, cartHead, readVariants, variantRows } from './cart-read';
import type { CartLine, CartOwner, LoadedCart } from './cart-view';
import type { JudgedWrite } from './rules';
import type { VariantDetailsCache } from './variant-details-cache';
import { cartVisibleTo } from './visibility';

// The cart add hot path in two statements and no transaction (behaviour.md#performance: BEGIN, lock, read,
// write and COMMIT were five round trips), both named prepared statements. A container add reads
// the whole cart (a third statement) and plans the factory's container between the read and the
// write, holding no lock and no transaction meanwhile (behaviour.md#load-plans): a plan takes
// up to the planner's time budget, and a lock held that long stalled every other writer of the
// cart (on PGlite, every query of the process).

/**
 * Writes the checked lines only if the cart row is still the version read: the UPDATE takes
 * the row lock (a racing writer waits, then sees a new xmin and writes nothing). One
 * statement, so all of it lands or none of it: a plan checked against lines that have
 * changed since is never written.
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

/** What one optimistic try came to. */
export type OptimisticAdd =
  | { kind: 'added'; cart: LoadedCart; verdicts: LineVerdict[] }
  /**
   * The cart changed between the read and the write; nothing was written. `planned`: the add
   * involved a container (its check plans a load), so the caller tries again the same way
   * rather than under the cart's lock.
   */
  | { kind: 'changed'; planned: boolean };

/** The cart as an add reads it: its row (and version), lines and the variants asked for. */
async function readForAdd(
  database: Database,
  container: boolean,
  cartId: string,
  viewerId: number | null,
  asked: ReadonlySet<number>,
) {
  const rows = await runCompiled<CartRow>(database, container ? cartForContainerAdd : cartForAdd, {
    cartId,
    viewerId,
    variantIds: [...asked],
  });
  return { head: cartHead(rows, cartId), ...variantRows(rows) };
}

/**
 * The add without a transaction: read, check (for a container: plan its load), then one
 * conditional write, which records the add's key with its lines. `changed` when the cart
 * changed between the read and the write (or its key was taken meanwhile: the next try
 * answers it as a replay); rule failures throw as usual.
 */
export async function addItemsOptimistically(
  database: Database,
  cache: VariantDetailsCache,
  cartId: string,
  viewer: CartOwner | undefined,
  items: readonly LineItemInput[],
  write: JudgedWrite,
  addKey?: AddKey,
): Promise<OptimisticAdd> {
  const asked = new Set(items.map((i) => i.variant_id));
  const viewerId = viewer?.id ?? null;
  const replacing = write.nonContainer === 'replace';
  let read = await readForAdd(database, replacing, cartId, viewerId, asked);
  const isContainer = (id: number) => read.described.get(id)?.isContainer === true;
  const container = replacing || items.some((i) => isContainer(i.variant_id));
  // Container capacity needs every line's fresh volume, which the short read leaves out.
  if (container && !replacing) read = await readForAdd(database, true, cartId, viewerId, asked);
  const { head, current, described } = read;
  const { targets, verdicts } = await judgeWrite(
    database.db,
    cartId,
    current,
    described,
    requestsOf(items),
    write,
  );
  for (const id of asked) {
    const d = described.get(id);
    if (d) cache.set(id, d);
  }
  if (!container) await fillDetails(database, cache, current, asked, head.priceListId);
  const plan = planTargets(targets, current, described);
  const loaded = (lines: CartLine[], updatedAt: string | number | Date): LoadedCart => ({
    cart: {
      id: head.id,
      customerId: head.customerId,
      currency: head.currency,
      createdAt: new Date(head.createdAt),
      updatedAt: new Date(updatedAt),
    },
    groupName: head.groupName ?? '',
    lines,
  });
  // A line-by-line write that could take none of its lines changes nothing.
  if (targets.size === 0) return { kind: 'added', cart: loaded(current, head.updatedAt), verdicts };

  let written: { updatedAt: string | Date }[];
  try {
    written = await runCompiled(database, writeIfUnchanged, {
      cartId,
      viewerId,
      version: head.version,
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
    // A line that appeared since the read without the cart row changing, or a key taken
    // meanwhile by the same add sent again: read again.
    if (isUniqueViolation(error)) return { kind: 'changed', planned: container };
    throw error;
  }
  const [done] = written;
  if (!done) return { kind: 'changed', planned: container };
  return { kind: 'added', cart: loaded(plan.lines, done.updatedAt), verdicts };
}
