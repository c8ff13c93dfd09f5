// The cart's metafields (its container choice among them): rows of `cart_metafields`. The
// caller has found the cart with cartVisibleTo first.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import * as s from '../../../db/schema';

export type CartMetafieldRow = typeof s.cartMetafields.$inferSelect;

export interface MetafieldInput {
  permission_set: (typeof s.metafieldPermissionSet.enumValues)[number];
  namespace: string;
  key: string;
  value: string;
  description?: string | undefined;
}

export function metafieldRows(db: Db, cartId: string): Promise<CartMetafieldRow[]> {
  return db
    .select()
    .from(s.cartMetafields)
    .where(eq(s.cartMetafields.cartId, cartId))
    .orderBy(s.cartMetafields.id);
}

/** The id of the cart's metafield with this namespace and key, if it has one. */
export async function metafieldIdOf(tx: Tx, cartId: string, namespace: string, key: string) {
  const [existing] = await tx
    .select({ id: s.cartMetafields.id })
    .from(s.cartMetafields)
    .where(
      and(
        eq(s.cartMetafields.cartId, cartId),
        eq(s.cartMetafields.namespace, namespace),
        eq(s.cartMetafields.key, key),
      ),
    );
  return existing?.id;
}

export async function insertMetafield(
  tx: Tx,
  cartId: string,
  input: MetafieldInput,
): Promise<CartMetafieldRow> {
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
  return row;
}

/** The updated row, or undefined when the cart has no metafield `metafieldId`. */
export async function updateMetafieldRow(
  db: Db | Tx,
  cartId: string,
  metafieldId: number,
  input: { value: string; description?: string | undefined },
): Promise<CartMetafieldRow | undefined> {
  const [row] = await db
    .update(s.cartMetafields)
    .set({
      value: input.value,
      ...(input.description === undefined ? {} : { description: input.description }),
      updatedAt: new Date(),
    })
    .where(and(eq(s.cartMetafields.id, metafieldId), eq(s.cartMetafields.cartId, cartId)))
    .returning();
  return row;
}
