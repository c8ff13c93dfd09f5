import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  CARTON_METAFIELD_KEYS,
  METAFIELD_NAMESPACE,
  SIZE_METAFIELD_KEYS,
  isContainerLineName,
  itemVolume,
  cartonFromMetafields,
  priceForGroup,
  roundToCents,
  scaleCartTotals,
} from '@shop/domain';
import type { CartonSpec } from '@shop/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/client';
import * as s from '../../db/schema';
import { notFound } from '../../http/errors';
import { cartAmounts } from '../pricing/order-pricing';
import { cartVisibleTo } from './visibility';

type Queryable = Db | Tx;

export interface CartOwner {
  id: number;
  groupName: string;
}

export interface CartLine {
  id: string;
  productId: number;
  variantId: number;
  quantity: number;
  position: number;
  sku: string;
  name: string;
  path: string;
  brandId: number;
  imageUrl: string | null;
  listPrice: number;
  /** CBM of one unit, null when the product has no size metafields. */
  volume: number | null;
  isContainer: boolean;
  options: { name: string; value: string }[];
}

export type DescribedVariant = Omit<CartLine, 'id' | 'quantity' | 'position'> & {
  isPurchasable: boolean;
  /** Stock over every location: what is available to sell. */
  available: number;
};

export interface LoadedCart {
  cart: typeof s.carts.$inferSelect;
  groupName: string;
  lines: CartLine[];
}

/**
 * The cart, if `viewer` may reach it (cartVisibleTo): a guest cart by its id alone, a
 * customer's cart only with that customer's token. Anyone else gets 404, never a hint that
 * it exists, and locks nothing (`lock` locks only a cart the viewer may reach).
 */
export async function findCart(
  q: Queryable,
  cartId: string,
  viewer: CartOwner | undefined,
  lock = false,
) {
  const base = q
    .select()
    .from(s.carts)
    .where(and(eq(s.carts.id, cartId), cartVisibleTo(viewer)))
    .limit(1);
  const [cart] = lock ? await base.for('update') : await base;
  if (!cart) throw notFound(`Cart ${cartId} not found`);
  return cart;
}

/** Price-list id of a customer (via the group), or null: guests and groups without a list. */
export async function priceListOf(q: Queryable, customerId: number | null) {
  if (customerId === null) return { priceListId: null, groupName: '' };
  const [row] = await q
    .select({ priceListId: s.customerGroups.priceListId, groupName: s.customerGroups.name })
    .from(s.customers)
    .leftJoin(s.customerGroups, eq(s.customerGroups.id, s.customers.groupId))
    .where(eq(s.customers.id, customerId))
    .limit(1);
  return { priceListId: row?.priceListId ?? null, groupName: row?.groupName ?? '' };
}

interface VariantRow {
  variantId: number;
  productId: number;
  sku: string;
  variantPrice: number;
  isPurchasable: boolean;
  imageUrl: string | null;
  name: string;
  path: string;
  brandId: number;
  listPrice: number | null;
  dims: Record<string, string> | null;
  available: number;
  options: { name: string; value: string }[] | null;
}

// One round trip per read: the variant, its product, the customer's list price, the size
// metafields and the option labels come back together (the cart hot path).
// `priceList` is the customer's price-list id as an SQL expression (a parameter or a column).
// `detailed`, when given, limits stock, size and options (the costly lookups, one set per
// line) to the rows it holds for; the others answer 0 / null (the add's cached lines).
export const variantColumns = (priceList: SQL, detailed: SQL = sql`true`) => sql`
  v.id as "variantId", v.product_id as "productId", v.sku, v.price::float8 as "variantPrice",
  v.is_purchasable as "isPurchasable", v.image_url as "imageUrl",
  p.name, p.path, p.brand_id as "brandId",
  (select e.price::float8 from price_list_entries e where e.variant_id = v.id and e.price_list_id = ${priceList}) as "listPrice",
  case when ${detailed} then
    (select coalesce(sum(i.available_to_sell), 0)::int from inventory i where i.variant_id = v.id)
  else 0 end as available,
  case when ${detailed} then
    (select json_object_agg(m.key, m.value) from product_metafields m
       where m.product_id = p.id and m.variant_id is null and m.namespace = ${METAFIELD_NAMESPACE}
         and m.key in (${SIZE_METAFIELD_KEYS.width}, ${SIZE_METAFIELD_KEYS.depth}, ${SIZE_METAFIELD_KEYS.height}))
  end as dims,
  case when ${detailed} then
    (select json_agg(json_build_object('name', po.display_name, 'value', ov.label) order by po.id)
       from variant_option_values vo
       join option_values ov on ov.id = vo.option_value_id
       join product_options po on po.id = ov.option_id
       where vo.variant_id = v.id)
  end as options`;

export function describeRow(r: VariantRow): DescribedVariant {
  const dims = r.dims ?? {};
  return {
    productId: r.productId,
    variantId: r.variantId,
    sku: r.sku,
    name: r.name,
    path: r.path,
    brandId: r.brandId,
    imageUrl: r.imageUrl,
    isPurchasable: r.isPurchasable,
    available: r.available,
    listPrice: r.listPrice ?? r.variantPrice,
    volume: itemVolume({
      width: dims[SIZE_METAFIELD_KEYS.width],
      depth: dims[SIZE_METAFIELD_KEYS.depth],
      height: dims[SIZE_METAFIELD_KEYS.height],
    }),
    isContainer: isContainerLineName(r.name),
    options: r.options ?? [],
  };
}

/** Variant facts a cart needs: name, brand, price for this customer, size, options. */
export async function describeVariants(
  q: Queryable,
  variantIds: readonly number[],
  priceListId: number | null,
) {
  const out = new Map<number, DescribedVariant>();
  if (variantIds.length === 0) return out;
  const ids = [...new Set(variantIds)];
  const result = await q.execute(sql`
    select ${variantColumns(sql`${priceListId ?? -1}`)}
    from variants v join products p on p.id = v.product_id
    where v.id in ${ids}`);
  for (const row of rowsOf<VariantRow>(result)) out.set(row.variantId, describeRow(row));
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

export async function loadCartLines(
  q: Queryable,
  cartId: string,
  priceListId: number | null,
): Promise<CartLine[]> {
  const result = await q.execute(sql`
    select ci.id as "itemId", ci.quantity, ci.position, ${variantColumns(sql`${priceListId ?? -1}`)}
    from cart_items ci
    join variants v on v.id = ci.variant_id
    join products p on p.id = v.product_id
    where ci.cart_id = ${cartId}
    order by ci.position, ci.created_at`);
  return rowsOf<VariantRow & { itemId: string; quantity: number; position: number }>(result).map(
    (row) => {
      const { isPurchasable: _purchasable, available: _available, ...facts } = describeRow(row);
      return { ...facts, id: row.itemId, quantity: row.quantity, position: row.position };
    },
  );
}

const c = alias(s.carts, 'c');

/**
 * For a cart write: locks the cart row and stamps updated_at in one UPDATE, returning the
 * owner's price list and group with it. Someone else's cart matches no row: 404, and its
 * row is neither locked nor stamped.
 */
export async function lockCartForWrite(tx: Tx, cartId: string, viewer: CartOwner | undefined) {
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

/** The cart's lines and the facts of `variantIds` (in the cart or not), in one round trip. */
export async function loadLinesAndVariants(
  q: Queryable,
  cartId: string,
  priceListId: number | null,
  variantIds: readonly number[],
) {
  // Index lookups of the cart's lines and the asked variants (an OR over a left join scanned every variant).
  const ids = [...new Set(variantIds)];
  const result = await q.execute(sql`
    select ci.id as "itemId", ci.quantity, ci.position, ci.created_at as "itemCreatedAt", ${variantColumns(sql`${priceListId ?? -1}`)}
    from (
      select variant_id from cart_items where cart_id = ${cartId}
      union
      select unnest(${sql.param(ids)}::int[])
    ) w
    join variants v on v.id = w.variant_id
    join products p on p.id = v.product_id
    left join cart_items ci on ci.variant_id = v.id and ci.cart_id = ${cartId}`);
  return linesAndVariants(rowsOf<LineOrVariantRow>(result));
}

export type LineOrVariantRow = VariantRow & {
  itemId: string | null;
  quantity: number | null;
  position: number | null;
  itemCreatedAt: string | number | Date | null;
};

/** Rows of variants, each joined to its cart line if it has one → the cart's lines in order and every variant's facts. */
export function linesAndVariants(rows: readonly LineOrVariantRow[]) {
  const described = new Map<number, DescribedVariant>();
  const lines: (CartLine & { createdAt: number })[] = [];
  for (const row of rows) {
    const d = describeRow(row);
    described.set(row.variantId, d);
    if (row.itemId !== null) {
      const { isPurchasable: _purchasable, available: _available, ...facts } = d;
      lines.push({
        ...facts,
        id: row.itemId,
        quantity: row.quantity ?? 0,
        position: row.position ?? 0,
        createdAt: new Date(row.itemCreatedAt ?? 0).getTime(),
      });
    }
  }
  lines.sort((a, b) => a.position - b.position || a.createdAt - b.createdAt);
  return { current: lines.map(({ createdAt: _c, ...line }) => line), described };
}

export async function loadCart(
  q: Queryable,
  cartId: string,
  viewer: CartOwner | undefined,
): Promise<LoadedCart> {
  const [row] = await q
    .select({
      cart: s.carts,
      priceListId: s.customerGroups.priceListId,
      groupName: s.customerGroups.name,
    })
    .from(s.carts)
    .leftJoin(s.customers, eq(s.customers.id, s.carts.customerId))
    .leftJoin(s.customerGroups, eq(s.customerGroups.id, s.customers.groupId))
    .where(and(eq(s.carts.id, cartId), cartVisibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(`Cart ${cartId} not found`);
  return {
    cart: row.cart,
    groupName: row.groupName ?? '',
    lines: await loadCartLines(q, cartId, row.priceListId ?? null),
  };
}

/** The cart (behaviour.md#entities): list prices from the price list, group prices and scaled totals from @shop/domain. */
export function cartJson(loaded: LoadedCart, taxRate: number) {
  const { cart, lines, groupName } = loaded;
  const amounts = cartAmounts(lines, taxRate);
  const scaled = scaleCartTotals(
    { subtotal: amounts.baseAmount, total: amounts.cartAmount },
    groupName,
  );
  return {
    id: cart.id,
    customer_id: cart.customerId ?? 0,
    currency: { code: cart.currency },
    tax_included: false,
    tax_rate: taxRate,
    base_amount: amounts.baseAmount,
    discount_amount: 0,
    tax_amount: amounts.taxAmount,
    cart_amount: amounts.cartAmount,
    customer_group: groupName,
    /** What the customer's group pays (RRP: 60%), the amounts an order records. */
    group_amounts: {
      base_amount: scaled.subtotal,
      cart_amount: scaled.total,
      discount_label: priceForGroup(1, groupName).discountLabel,
    },
    line_items: {
      physical_items: lines.map((l) => {
        const group = priceForGroup(l.listPrice, groupName);
        return {
          id: l.id,
          parent_id: null,
          product_id: l.productId,
          variant_id: l.variantId,
          sku: l.sku,
          name: l.name,
          url: l.path,
          brand_id: l.brandId,
          quantity: l.quantity,
          image_url: l.imageUrl,
          list_price: l.listPrice,
          sale_price: group.price,
          extended_list_price: roundToCents(l.listPrice * l.quantity),
          extended_sale_price: roundToCents(group.price * l.quantity),
          discount_label: group.discountLabel,
          is_container: l.isContainer,
          volume: l.volume,
          options: l.options,
        };
      }),
      digital_items: [],
      custom_items: [],
      gift_certificates: [],
    },
    created_time: cart.createdAt.toISOString(),
    updated_time: cart.updatedAt.toISOString(),
  };
}
