// The cart's reads: the cart row (only ever with cartVisibleTo in its WHERE), its lines and
// the facts of the variants a write involves. The hot paths (GET a cart, add to it) are named
// prepared statements: planning these joins costs PostgreSQL more than running them. Their
// times come as epoch milliseconds: the cart's are repeated on every row, and parsing dates
// showed in profiles.
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  METAFIELD_NAMESPACE,
  SIZE_METAFIELD_KEYS,
  isContainerLineName,
  itemVolume,
} from '@shop/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Db, Tx } from '../../../db/client';
import { rowsOf } from '../../../db/client';
import { compile, runCompiled } from '../../../db/prepared';
import * as s from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type {
  CartLine,
  CartViewer,
  DescribedVariant,
  LinesAndVariants,
  LoadedCart,
} from '../types';
import { cartVisibleTo } from './visibility';

type Queryable = Db | Tx;

/**
 * The cart, if `viewer` may reach it (cartVisibleTo): a guest cart by its id alone, a
 * customer's cart only with that customer's token. Anyone else gets 404, never a hint that
 * it exists, and locks nothing (`lock` locks only a cart the viewer may reach).
 */
export async function findCart(
  q: Queryable,
  cartId: string,
  viewer: CartViewer | undefined,
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
const variantColumns = (priceList: SQL, detailed: SQL = sql`true`) => sql`
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

function describeRow(r: VariantRow): DescribedVariant {
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

/** The cart's lines and the facts of `variantIds` (in the cart or not), in one round trip. */
export async function loadLinesAndVariants(
  q: Queryable,
  cartId: string,
  priceListId: number | null,
  variantIds: readonly number[],
): Promise<LinesAndVariants> {
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

type LineOrVariantRow = VariantRow & {
  itemId: string | null;
  quantity: number | null;
  position: number | null;
  itemCreatedAt: string | number | Date | null;
};

/** Rows of variants, each joined to its cart line if it has one → the cart's lines in order and every variant's facts. */
function linesAndVariants(rows: readonly LineOrVariantRow[]): LinesAndVariants {
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

/** The cart with its group and lines, if `viewer` may reach it (else 404). */
export async function loadCart(
  q: Queryable,
  cartId: string,
  viewer: CartViewer | undefined,
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

// ---------------------------------------------------------------- prepared: the hot paths

const c = alias(s.carts, 'c');

/**
 * The cart (with its row version `xmin`, owner, price list and group) and one row per
 * variant that is a line of it or in `variantIds`, each joined to its line if it has one —
 * no row at all when the cart is not the viewer's to see (`viewerId`: the customer, or null
 * for a guest). `detailed` limits the per-line stock, size and options lookups (see variantColumns).
 */
const cartWithVariants = (detailed?: SQL) => sql`
  with c as (
    select c.id, c.customer_id as "customerId", c.currency,
      (extract(epoch from c.created_at) * 1000)::float8 as "createdAt",
      (extract(epoch from c.updated_at) * 1000)::float8 as "updatedAt", c.xmin::text as version,
      g.price_list_id as "priceListId", g.name as "groupName"
    from carts c
    left join customers cu on cu.id = c.customer_id
    left join customer_groups g on g.id = cu.group_id
    where c.id = ${sql.placeholder('cartId')} and ${cartVisibleTo(sql.placeholder('viewerId'), c)}
  )
  select c.*, ci.id as "itemId", ci.quantity, ci.position,
    (extract(epoch from ci.created_at) * 1000)::float8 as "itemCreatedAt",
    ${variantColumns(sql`c."priceListId"`, detailed)}
  from c
  left join lateral (
    select w.variant_id from cart_items w where w.cart_id = c.id
    union
    select unnest(${sql.placeholder('variantIds')}::int[])
  ) wanted on true
  left join variants v on v.id = wanted.variant_id
  left join products p on p.id = v.product_id
  left join cart_items ci on ci.cart_id = c.id and ci.variant_id = v.id`;

/** For an add: every line, but stock, size and options only of the variants being added. */
const cartForAdd = compile(
  'cart_for_add',
  cartWithVariants(sql`v.id = any(${sql.placeholder('variantIds')}::int[])`),
);
const wholeCart = compile('cart_read', cartWithVariants());
/**
 * For a container add: every line's size and stock too, since the container check weighs every
 * line of the factory (the CBM rule and the load plan).
 */
const cartForContainerAdd = compile('cart_for_container_add', cartWithVariants());

const variantDetails = compile(
  'variant_details',
  sql`select ${variantColumns(sql`${sql.placeholder('priceListId')}::int`)}
    from variants v join products p on p.id = v.product_id
    where v.id = any(${sql.placeholder('variantIds')}::int[])`,
);

type CartRow = Omit<LineOrVariantRow, 'variantId'> & {
  id: string;
  customerId: number | null;
  currency: string;
  createdAt: number;
  updatedAt: number;
  version: string;
  priceListId: number | null;
  groupName: string | null;
  variantId: number | null;
};

/** The cart's own columns from its first row; no row (no such cart, or someone else's) is a 404. */
function cartHead(rows: readonly CartRow[], cartId: string) {
  const head = rows[0];
  if (!head) throw notFound(`Cart ${cartId} not found`);
  return head;
}

function variantRows(rows: readonly CartRow[]) {
  return linesAndVariants(
    rows.filter((r): r is CartRow & { variantId: number } => r.variantId !== null),
  );
}

/** GET a cart: one statement. */
export async function readCart(
  database: Database,
  cartId: string,
  viewer: CartViewer | undefined,
): Promise<LoadedCart> {
  const rows = await runCompiled<CartRow>(database, wholeCart, {
    cartId,
    viewerId: viewer?.id ?? null,
    variantIds: [],
  });
  const head = cartHead(rows, cartId);
  return {
    cart: {
      id: head.id,
      customerId: head.customerId,
      currency: head.currency,
      createdAt: new Date(head.createdAt),
      updatedAt: new Date(head.updatedAt),
    },
    groupName: head.groupName ?? '',
    lines: variantRows(rows).current,
  };
}

/** The cart as a write reads it without a lock: its row and version, its lines and the variants asked for. */
export type CartForWrite = LinesAndVariants & { head: CartRow };

/**
 * The cart as a write without a lock reads it, in one prepared statement: its row (and
 * version, which the write checks), lines and the variants asked for. `wholeLines`: every
 * line's stock, size and options too (a container write weighs them); otherwise only the
 * asked variants' (the other lines' come from the cache).
 */
export async function readCartForWrite(
  database: Database,
  wholeLines: boolean,
  cartId: string,
  viewerId: number | null,
  asked: Iterable<number>,
): Promise<CartForWrite> {
  const rows = await runCompiled<CartRow>(database, wholeLines ? cartForContainerAdd : cartForAdd, {
    cartId,
    viewerId,
    variantIds: [...asked],
  });
  return { head: cartHead(rows, cartId), ...variantRows(rows) };
}

/** The facts of these variants for a customer's price list (prepared describeVariants). */
export async function readVariants(
  database: Database,
  variantIds: readonly number[],
  priceListId: number | null,
): Promise<Map<number, DescribedVariant>> {
  const rows = await runCompiled<LineOrVariantRow>(database, variantDetails, {
    variantIds: [...new Set(variantIds)],
    priceListId,
  });
  return new Map(rows.map((r) => [r.variantId, describeRow(r)]));
}
