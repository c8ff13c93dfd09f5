import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { CONTAINER_METAFIELD_NAMESPACE, capacityFor, containerMetafieldKey } from '@shop/domain';
import type { LineRequest } from '@shop/domain';
import type { Db, Tx } from '../../db/client';
import * as s from '../../db/schema';
import type { CartLine, DescribedVariant } from './cart-view';
import { cartonsOfVariants } from './cart-view';
import type { ContainerFacts, JudgedWrite } from './rules';
import { judge, touchesContainer, variantFacts } from './rules';

export interface LineItemInput {
  product_id: number;
  variant_id: number;
  quantity: number;
}

/** Variant → the quantity its line should have (0 removes it). */
export type Targets = Map<number, { productId: number; quantity: number }>;

/** What writing `Targets` does to the cart's rows, and the lines that result. */
export interface LinePlan {
  lines: CartLine[];
  inserts: CartLine[];
  updates: { id: string; quantity: number }[];
  deletes: string[];
}

/**
 * Each brand's container capacity for this cart (@shop/domain `capacityFor`): the type the
 * buyer picked on /container/build, stored as the cart metafield `factoryID:{brandId}`
 * (behaviour.md#validation), else the brand's own container (the brand metafield of the same
 * key), else 26 CBM.
 */
export async function capacities(q: Db | Tx, cartId: string, brandIds: readonly number[]) {
  const out = new Map<number, number>();
  if (brandIds.length === 0) return out;
  const keys = brandIds.map((brandId) => containerMetafieldKey(brandId));
  const [chosen, stored] = await Promise.all([
    q
      .select({ key: s.cartMetafields.key, value: s.cartMetafields.value })
      .from(s.cartMetafields)
      .where(
        and(
          eq(s.cartMetafields.cartId, cartId),
          eq(s.cartMetafields.namespace, CONTAINER_METAFIELD_NAMESPACE),
          inArray(s.cartMetafields.key, keys),
        ),
      ),
    q
      .select({ key: s.brandMetafields.key, value: s.brandMetafields.value })
      .from(s.brandMetafields)
      .where(
        and(
          inArray(s.brandMetafields.brandId, [...brandIds]),
          eq(s.brandMetafields.namespace, CONTAINER_METAFIELD_NAMESPACE),
          inArray(s.brandMetafields.key, keys),
        ),
      ),
  ]);
  const capacityOf = capacityFor(chosen, stored);
  for (const brandId of brandIds) out.set(brandId, capacityOf(brandId));
  return out;
}

/**
 * What judging a container write reads besides the lines: the capacity of each factory asked
 * for, and the cartons of every container line of those factories (in the cart or asked for).
 */
export async function readContainerFacts(
  q: Db | Tx,
  cartId: string,
  current: readonly CartLine[],
  described: ReadonlyMap<number, DescribedVariant>,
  requests: readonly LineRequest[],
): Promise<ContainerFacts> {
  const brandIds = [
    ...new Set(
      requests.flatMap((r) => {
        const d = described.get(r.variantId);
        return d?.isContainer ? [d.brandId] : [];
      }),
    ),
  ];
  const wanted = new Set(brandIds);
  const variants = [...current, ...described.values()].flatMap((v) =>
    v.isContainer && wanted.has(v.brandId) ? [v.variantId] : [],
  );
  const [capacityOf, cartons] = await Promise.all([
    capacities(q, cartId, brandIds),
    cartonsOfVariants(q, variants),
  ]);
  return { capacityOf, cartons };
}

/** The rows to write for `targets` (checked already) and the lines they leave, in cart order. */
export function planTargets(
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

/** The items of a request body as the judge reads them. */
export const requestsOf = (items: readonly LineItemInput[]): LineRequest[] =>
  items.map((i) => ({ variantId: i.variant_id, productId: i.product_id, quantity: i.quantity }));

/**
 * Judges a write against the cart as read (rules.ts): reads what a container write needs — the
 * capacities and cartons — first. Throws the refusal of a whole write.
 */
export async function judgeWrite(
  q: Db | Tx,
  cartId: string,
  current: readonly CartLine[],
  described: ReadonlyMap<number, DescribedVariant>,
  requests: readonly LineRequest[],
  write: JudgedWrite,
) {
  const container = touchesContainer(requests, described, write.nonContainer)
    ? await readContainerFacts(q, cartId, current, described, requests)
    : null;
  return judge(current, requests, variantFacts(current, described, container), container, write);
}
