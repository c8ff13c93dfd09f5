import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  CONTAINER_METAFIELD_NAMESPACE,
  DEFAULT_CONTAINER_CAPACITY_CBM,
  OVER_CAPACITY_MESSAGE,
  checkContainerLimit,
  containerMetafieldKey,
  parseCapacity,
} from '@shop/domain';
import type { ContainerLine } from '@shop/domain';
import type { Db, Tx } from '../db/client';
import * as s from '../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import type { CartLine, CartOwner, DescribedVariant, LoadedCart } from './cart-view';
import {
  describeVariants,
  findCart,
  loadCart,
  loadLinesAndVariants,
  lockCartForWrite,
  priceListOf,
} from './cart-view';

export interface LineItemInput {
  product_id: number;
  variant_id: number;
  quantity: number;
}

/** The brand's container capacity (brand metafield `container_size` / `factoryID:{id}`), 26 CBM by default. */
async function capacities(tx: Tx, brandIds: readonly number[]) {
  const out = new Map<number, number>();
  if (brandIds.length === 0) return out;
  const rows = await tx
    .select({
      brandId: s.brandMetafields.brandId,
      key: s.brandMetafields.key,
      value: s.brandMetafields.value,
    })
    .from(s.brandMetafields)
    .where(
      and(
        inArray(s.brandMetafields.brandId, [...brandIds]),
        eq(s.brandMetafields.namespace, CONTAINER_METAFIELD_NAMESPACE),
      ),
    );
  for (const brandId of brandIds) {
    const row = rows.find((r) => r.brandId === brandId && r.key === containerMetafieldKey(brandId));
    out.set(brandId, parseCapacity(row?.value) ?? DEFAULT_CONTAINER_CAPACITY_CBM);
  }
  return out;
}

const insufficientStock = (sku: string, available: number) =>
  new HttpError(422, `Insufficient stock for ${sku}: ${available} available`, [
    {
      status: 422,
      title: `Insufficient stock for ${sku}: ${available} available`,
      errors: { quantity: `Only ${available} of ${sku} available to sell` },
    },
  ]);

/**
 * Moves the cart's lines to `targets` (variant → new quantity; 0 removes) after checking,
 * inside the caller's transaction, every variant, its stock and container capacity.
 * Any failure throws before a single row is written, so nothing changes.
 */
async function applyTargets(
  tx: Tx,
  cartId: string,
  targets: Map<number, { productId: number; quantity: number }>,
  current: readonly CartLine[],
  described: ReadonlyMap<number, DescribedVariant>,
): Promise<CartLine[]> {
  for (const [variantId, target] of targets) {
    const d = described.get(variantId);
    if (!d || d.productId !== target.productId) {
      throw notFound(`Product ${target.productId} has no variant ${variantId}`);
    }
    if (!d.isPurchasable && target.quantity > 0)
      throw badRequest(`Variant ${d.sku} cannot be purchased`);
  }
  const increases = [...targets].filter(
    ([variantId, t]) =>
      t.quantity > (current.find((l) => l.variantId === variantId)?.quantity ?? 0),
  );
  for (const [variantId, t] of increases) {
    const available = described.get(variantId)?.available ?? 0;
    if (t.quantity > available)
      throw insufficientStock(described.get(variantId)?.sku ?? String(variantId), available);
  }

  // Container capacity per brand, with @shop/domain's rule, adding one increase at a time.
  const containerIncreases = increases.filter(
    ([variantId]) => described.get(variantId)?.isContainer,
  );
  if (containerIncreases.length > 0) {
    const brandIds = [
      ...new Set(containerIncreases.map(([variantId]) => described.get(variantId)?.brandId ?? 0)),
    ];
    const capacityOf = await capacities(tx, brandIds);
    const simulated: (ContainerLine & { variantId: number })[] = current.map((l) => ({
      variantId: l.variantId,
      brandId: l.brandId,
      quantity: l.quantity,
      volume: l.volume,
    }));
    for (const [variantId, t] of containerIncreases) {
      const d = described.get(variantId);
      if (!d) continue;
      const line = simulated.find((l) => l.variantId === variantId);
      const delta = t.quantity - (line?.quantity ?? 0);
      const result = checkContainerLimit(
        simulated,
        { brandId: d.brandId, quantity: delta, volume: d.volume },
        capacityOf.get(d.brandId),
      );
      if (!result.ok) {
        throw new HttpError(409, OVER_CAPACITY_MESSAGE, [
          {
            status: 409,
            title: OVER_CAPACITY_MESSAGE,
            errors: {
              quantity: `${result.usedAfter.toFixed(3)} CBM would exceed the ${result.capacity} CBM container`,
            },
          },
        ]);
      }
      if (line) line.quantity = t.quantity;
      else
        simulated.push({ variantId, brandId: d.brandId, quantity: t.quantity, volume: d.volume });
    }
  }

  // Write, and build the resulting lines in memory rather than reading the cart back.
  const result = new Map(current.map((l) => [l.variantId, { ...l }]));
  let position = current.reduce((max, l) => Math.max(max, l.position), 0);
  for (const [variantId, t] of targets) {
    const existing = result.get(variantId);
    if (t.quantity === 0) {
      if (existing) {
        await tx.delete(s.cartItems).where(eq(s.cartItems.id, existing.id));
        result.delete(variantId);
      }
    } else if (existing) {
      await tx
        .update(s.cartItems)
        .set({ quantity: t.quantity })
        .where(eq(s.cartItems.id, existing.id));
      existing.quantity = t.quantity;
    } else {
      position += 1;
      const id = randomUUID();
      await tx
        .insert(s.cartItems)
        .values({ id, cartId, productId: t.productId, variantId, quantity: t.quantity, position });
      const d = described.get(variantId);
      if (d) {
        const { isPurchasable: _purchasable, available: _available, ...facts } = d;
        result.set(variantId, { ...facts, id, quantity: t.quantity, position });
      }
    }
  }
  return [...result.values()].sort((a, b) => a.position - b.position);
}

function additions(current: readonly CartLine[], items: readonly LineItemInput[]) {
  const targets = new Map<number, { productId: number; quantity: number }>();
  for (const item of items) {
    const base =
      targets.get(item.variant_id)?.quantity ??
      current.find((l) => l.variantId === item.variant_id)?.quantity ??
      0;
    targets.set(item.variant_id, { productId: item.product_id, quantity: base + item.quantity });
  }
  return targets;
}

export async function createCart(
  db: Db,
  owner: CartOwner | undefined,
  items: readonly LineItemInput[],
): Promise<LoadedCart> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const [cart] = await tx
      .insert(s.carts)
      .values({ id, customerId: owner?.id ?? null })
      .returning();
    if (!cart) throw new Error('cart insert returned nothing');
    const { priceListId, groupName } = await priceListOf(tx, owner?.id ?? null);
    const targets = additions([], items);
    const described = await describeVariants(tx, [...targets.keys()], priceListId);
    const lines = await applyTargets(tx, id, targets, [], described);
    return { cart, groupName, lines };
  });
}

export async function addItems(
  db: Db,
  cartId: string,
  viewer: CartOwner | undefined,
  items: readonly LineItemInput[],
) {
  return db.transaction(async (tx) => {
    // One UPDATE locks the cart: concurrent adds are checked one after the other (capacity, stock).
    const { cart, priceListId, groupName } = await lockCartForWrite(tx, cartId, viewer);
    const { current, described } = await loadLinesAndVariants(
      tx,
      cartId,
      priceListId,
      items.map((i) => i.variant_id),
    );
    const lines = await applyTargets(tx, cartId, additions(current, items), current, described);
    return { cart, groupName, lines };
  });
}

/** Sets one line's quantity; 0 removes the line (and the cart with its last line). */
export async function updateItem(
  db: Db,
  cartId: string,
  itemId: string,
  viewer: CartOwner | undefined,
  item: LineItemInput,
) {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, cartId, viewer, true);
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
    const { priceListId } = await priceListOf(tx, cart.customerId);
    const { current, described } = await loadLinesAndVariants(tx, cartId, priceListId, [
      item.variant_id,
    ]);
    const target = new Map([
      [item.variant_id, { productId: item.product_id, quantity: item.quantity }],
    ]);
    await applyTargets(tx, cartId, target, current, described);
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
    await findCart(tx, cartId, viewer, true);
    const deleted = await tx
      .delete(s.cartItems)
      .where(and(eq(s.cartItems.id, itemId), eq(s.cartItems.cartId, cartId)))
      .returning({ id: s.cartItems.id });
    if (deleted.length === 0) throw notFound(`Cart item ${itemId} not found`);
    return finishOrDrop(tx, cartId, viewer);
  });
}

/** An emptied cart is deleted and answered with no data (SPEC §4: that clears the cart). */
async function finishOrDrop(tx: Tx, cartId: string, viewer: CartOwner | undefined) {
  const [left] = await tx
    .select({ id: s.cartItems.id })
    .from(s.cartItems)
    .where(eq(s.cartItems.cartId, cartId))
    .limit(1);
  if (!left) {
    await tx.delete(s.carts).where(eq(s.carts.id, cartId));
    return undefined;
  }
  return loadCart(tx, cartId, viewer);
}

/** Attaches a guest cart to the logged-in customer (on login); someone else's cart stays unreachable. */
export async function attachCustomer(db: Db, cartId: string, viewer: CartOwner) {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, cartId, viewer, true);
    if (cart.customerId !== viewer.id) {
      await tx
        .update(s.carts)
        .set({ customerId: viewer.id, updatedAt: new Date() })
        .where(eq(s.carts.id, cartId));
    }
    return loadCart(tx, cartId, viewer);
  });
}

// ---------------------------------------------------------------- cart metafields

export interface MetafieldInput {
  permission_set: string;
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
