// What a container write, and an order of container lines, reads besides the lines: each
// factory's container capacity and the cartons its lines ship in.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CARTON_METAFIELD_KEYS,
  CONTAINER_METAFIELD_NAMESPACE,
  METAFIELD_NAMESPACE,
  SIZE_METAFIELD_KEYS,
  capacityFor,
  cartonFromMetafields,
  containerMetafieldKey,
} from '@shop/domain';
import type { CartonSpec, LineRequest } from '@shop/domain';
import type { Db, Tx } from '../../../db/client';
import { rowsOf } from '../../../db/client';
import * as s from '../../../db/schema';
import type { CartLine, ContainerFacts, DescribedVariant } from '../types';

type Queryable = Db | Tx;

/**
 * Each brand's container capacity for this cart (@shop/domain `capacityFor`): the type the
 * buyer picked on /container/build, stored as the cart metafield `factoryID:{brandId}`
 * (behaviour.md#validation), else the brand's own container (the brand metafield of the same
 * key), else 26 CBM.
 */
export async function capacities(q: Queryable, cartId: string, brandIds: readonly number[]) {
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

// The carton figures and, for a product without carton data, its size (the fallback carton).
const LOAD_KEYS = [...Object.values(CARTON_METAFIELD_KEYS), ...Object.values(SIZE_METAFIELD_KEYS)];

/**
 * The carton each variant ships in (behaviour.md#load-plans, @shop/domain `cartonFromMetafields`): its own
 * carton metafields, else its product's, else the product size as one estimated carton;
 * `null` for a variant with no size at all. One round trip for any number of variants; only
 * the container checks call it (an ordinary add never plans a load).
 */
export async function cartonsOfVariants(
  q: Queryable,
  variantIds: readonly number[],
): Promise<Map<number, CartonSpec | null>> {
  const out = new Map<number, CartonSpec | null>();
  if (variantIds.length === 0) return out;
  const result = await q.execute(sql`
    select v.id as "variantId",
      (select json_object_agg(m.key, m.value) from product_metafields m
         where m.variant_id = v.id and m.namespace = ${METAFIELD_NAMESPACE}
           and m.key = any(${sql.param(LOAD_KEYS)}::text[])) as variant,
      (select json_object_agg(m.key, m.value) from product_metafields m
         where m.product_id = v.product_id and m.variant_id is null and m.namespace = ${METAFIELD_NAMESPACE}
           and m.key = any(${sql.param(LOAD_KEYS)}::text[])) as product
    from variants v
    where v.id = any(${sql.param([...new Set(variantIds)])}::int[])`);
  for (const row of rowsOf<{
    variantId: number;
    variant: Record<string, string> | null;
    product: Record<string, string> | null;
  }>(result)) {
    out.set(row.variantId, cartonFromMetafields(row.variant, row.product));
  }
  return out;
}

/**
 * What judging a write reads besides the lines: the capacity of each factory whose container
 * lines are asked for, and the cartons of every container line of those factories (in the
 * cart or asked for). A write that asks for no container line reads nothing (empty facts).
 */
export async function readContainerFacts(
  q: Queryable,
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
