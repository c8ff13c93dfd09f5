import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  CONTAINER_METAFIELD_NAMESPACE,
  DEFAULT_CONTAINER_CAPACITY_CBM,
  LOAD_PLAN_REASON_FIELD,
  MAX_PLAN_CARTONS,
  OVER_CAPACITY_MESSAGE,
  PLAN_TIME_BUDGET_MS,
  checkContainerLoad,
  containerCapacity,
  containerMetafieldKey,
  containerNoLongerFitsMessage,
  containerTypeForCapacity,
  decideAdd,
  isContainerLineName,
  parseCapacity,
} from '@shop/domain';
import type { LoadCheck, LoadPlanReason } from '@shop/domain';
import type { Db, Tx } from '../../db/client';
import * as s from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { CartLine, DescribedVariant } from './cart-view';
import { cartonsOfVariants } from './cart-view';

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
 * Each brand's container capacity for this cart (@shop/domain `containerCapacity`): the
 * type the buyer picked on /container/build, stored as the cart metafield
 * `factoryID:{brandId}` (behaviour.md#validation), unless it claims more than any container shipped; then
 * the brand's own stored size, then 26 CBM.
 */
export async function capacities(q: Db | Tx, cartId: string, brandIds: readonly number[]) {
  const out = new Map<number, number>();
  if (brandIds.length === 0) return out;
  const keys = brandIds.map((brandId) => containerMetafieldKey(brandId));
  const [chosen, stored] = await Promise.all([
    q
      .select({
        key: s.cartMetafields.key,
        value: s.cartMetafields.value,
        namespace: s.cartMetafields.namespace,
      })
      .from(s.cartMetafields)
      .where(
        and(
          eq(s.cartMetafields.cartId, cartId),
          eq(s.cartMetafields.namespace, CONTAINER_METAFIELD_NAMESPACE),
          inArray(s.cartMetafields.key, keys),
        ),
      ),
    q
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
      ),
  ]);
  for (const brandId of brandIds) {
    const key = containerMetafieldKey(brandId);
    const own = stored.find((r) => r.brandId === brandId && r.key === key);
    out.set(
      brandId,
      containerCapacity(
        chosen,
        brandId,
        parseCapacity(own?.value) ?? DEFAULT_CONTAINER_CAPACITY_CBM,
      ),
    );
  }
  return out;
}

/**
 * The over-capacity refusal (behaviour.md#errors): the figures of the factory that did not fit, and the
 * load plan's reason (behaviour.md#load-plans) — volume, weight, fit, cartons (more than a plan takes) or time
 * (no plan within the budget) — in the error list's `load_plan` field, which
 * @shop/domain's `loadPlanReasonOf` reads back.
 */
export function overCapacity(reason: LoadPlanReason, detail: string) {
  return new HttpError(409, OVER_CAPACITY_MESSAGE, [
    {
      status: 409,
      title: OVER_CAPACITY_MESSAGE,
      errors: { quantity: detail, [LOAD_PLAN_REASON_FIELD]: reason },
    },
  ]);
}

/**
 * The refusal's figures, after the factory's name when `factory` is given (an order: the
 * buyer may hold several factories' containers, behaviour.md#errors).
 */
const named = (detail: string, factory?: string) =>
  factory === undefined ? detail : containerNoLongerFitsMessage(factory, detail);

/** The CBM rule's refusal (behaviour.md#validation): more volume than the capacity the cart holds. */
export const overVolume = (usedAfter: number, capacity: number, factory?: string) =>
  overCapacity(
    'volume',
    named(`${usedAfter.toFixed(3)} CBM would exceed the ${capacity} CBM container`, factory),
  );

const KG = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const COUNT = new Intl.NumberFormat('en-US');

/** The planner's refusal, its figures in words for an API client. */
function loadRefused(check: Extract<LoadCheck, { fits: false }>, box: string, factory?: string) {
  const { reason, requested, capacity } = check;
  if (reason === 'volume')
    return overCapacity(
      reason,
      named(
        `The cartons take ${requested.cbm.toFixed(1)} CBM; a ${box} container holds ${capacity.cbm.toFixed(1)} CBM`,
        factory,
      ),
    );
  if (reason === 'weight')
    return overCapacity(
      reason,
      named(
        `The cartons weigh ${KG.format(requested.kg)} kg; a ${box} container takes ${KG.format(capacity.kg)} kg`,
        factory,
      ),
    );
  if (reason === 'cartons')
    return overCapacity(
      reason,
      `The lines make ${COUNT.format(requested.cartons)} cartons; one ${box} container is planned with at most ${COUNT.format(MAX_PLAN_CARTONS)}`,
    );
  // Nothing was planned, so nothing is known to fit: the add is refused, and may be tried again.
  if (reason === 'time')
    return overCapacity(
      reason,
      `The ${box} container could not be planned within ${String(PLAN_TIME_BUDGET_MS)} ms; nothing was added. Please try again`,
    );
  const left = check.plan?.unplaced.length;
  return overCapacity(
    reason,
    named(
      left === undefined
        ? `${String(requested.cartons)} cartons cannot be planned in a ${box} container`
        : `${String(left)} of ${String(requested.cartons)} cartons cannot be placed in a ${box} container (stacking, turning or the door opening)`,
      factory,
    ),
  );
}

/** A container line as the load check reads it. */
export interface LoadLine {
  variantId: number;
  name: string;
  brandId: number;
  quantity: number;
}

/**
 * Load plans (behaviour.md#load-plans): each of `brandIds`' containers planned with @shop/domain's planner, in the box
 * its capacity maps to (`containerTypeForCapacity`: a picked type's own box, the standard
 * 26 CBM in a 20 ft); throws the over-capacity refusal with the reason for the first that
 * cannot be planned. In addition to the CBM rule, which the callers check first. Reads the
 * cartons of the brands' container lines in one query.
 */
export async function checkLoadPlans(
  q: Db | Tx,
  lines: readonly LoadLine[],
  brandIds: readonly number[],
  capacityOf: ReadonlyMap<number, number>,
  /** Each brand's name, given at order time: the refusal then names the factory. */
  factoryOf?: ReadonlyMap<number, string>,
): Promise<void> {
  const wanted = new Set(brandIds);
  const container = lines.filter(
    (l) => wanted.has(l.brandId) && l.quantity > 0 && isContainerLineName(l.name),
  );
  if (container.length === 0) return;
  const cartons = await cartonsOfVariants(
    q,
    container.map((l) => l.variantId),
  );
  for (const brandId of wanted) {
    const box = containerTypeForCapacity(capacityOf.get(brandId) ?? DEFAULT_CONTAINER_CAPACITY_CBM);
    const check = checkContainerLoad(
      container
        .filter((l) => l.brandId === brandId)
        .map((l) => ({
          key: String(l.variantId),
          label: l.name,
          quantity: l.quantity,
          carton: cartons.get(l.variantId) ?? null,
        })),
      box,
    );
    if (!check.fits) throw loadRefused(check, box.label, factoryOf?.get(brandId));
  }
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
 * Checks moving the cart's lines to `targets`: every variant exists and is purchasable, the
 * stock covers every increase, and container lines fit their brand's capacity
 * (@shop/domain's rule). Throws the client's error; reads nothing of the cart itself.
 */
export async function checkTargets(
  q: Db | Tx,
  cartId: string,
  targets: Targets,
  current: readonly CartLine[],
  described: ReadonlyMap<number, DescribedVariant>,
): Promise<void> {
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

  // Container capacity per factory, decided by @shop/domain's decideAdd one increase at a
  // time: only container lines fill a container, ordinary products have no limit.
  const containerIncreases = increases.filter(
    ([variantId]) => described.get(variantId)?.isContainer,
  );
  if (containerIncreases.length === 0) return;
  const brandIds = [
    ...new Set(containerIncreases.map(([variantId]) => described.get(variantId)?.brandId ?? 0)),
  ];
  const capacityOf = await capacities(q, cartId, brandIds);
  const simulated = current
    .filter((l) => (targets.get(l.variantId)?.quantity ?? l.quantity) > 0)
    .map((l) => ({
      variantId: l.variantId,
      name: l.name,
      brandId: l.brandId,
      quantity: l.quantity,
      volume: l.volume,
    }));
  for (const [variantId, t] of containerIncreases) {
    const d = described.get(variantId);
    if (!d) continue;
    const line = simulated.find((l) => l.variantId === variantId);
    const delta = t.quantity - (line?.quantity ?? 0);
    const decision = decideAdd(
      simulated,
      { name: d.name, brandId: d.brandId, quantity: delta, volume: d.volume },
      (brandId) => capacityOf.get(Number(brandId)),
      'keep',
    );
    if (decision.kind === 'over-capacity')
      throw overVolume(decision.limit.usedAfter, decision.limit.capacity);
    if (line) line.quantity = t.quantity;
    else
      simulated.push({
        variantId,
        name: d.name,
        brandId: d.brandId,
        quantity: t.quantity,
        volume: d.volume,
      });
  }
  // Within the CBM rule: now the real cartons in the real box (behaviour.md#load-plans), for the factories
  // this write fills further. An add checks with no lock held and writes only if the cart is
  // unchanged (cart-add.ts); the other writers still hold the cart's lock, and the carton
  // limit and the time budget bound the plan.
  await checkLoadPlans(
    q,
    simulated.map((l) => ({ ...l, quantity: targets.get(l.variantId)?.quantity ?? l.quantity })),
    brandIds,
    capacityOf,
  );
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

/** Adding `items` to the current lines: quantities add up, per variant. */
export function additions(current: readonly CartLine[], items: readonly LineItemInput[]): Targets {
  const targets: Targets = new Map();
  for (const item of items) {
    const base =
      targets.get(item.variant_id)?.quantity ??
      current.find((l) => l.variantId === item.variant_id)?.quantity ??
      0;
    targets.set(item.variant_id, { productId: item.product_id, quantity: base + item.quantity });
  }
  return targets;
}
