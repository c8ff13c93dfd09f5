import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { compile, runCompiled } from '../../db/prepared';
import * as s from '../../db/schema';
import { notFound } from '../../http/errors';
import type { CartOwner, DescribedVariant, LineOrVariantRow, LoadedCart } from './cart-view';
import { describeRow, linesAndVariants, variantColumns } from './cart-view';
import { cartVisibleTo } from './visibility';

// The cart's reads on the hot paths (GET a cart, add to it) as named prepared statements:
// planning these joins costs PostgreSQL more than running them. Times come as epoch
// milliseconds: the cart's are repeated on every row, and parsing dates showed in profiles.

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
export const cartForAdd = compile(
  'cart_for_add',
  cartWithVariants(sql`v.id = any(${sql.placeholder('variantIds')}::int[])`),
);
const wholeCart = compile('cart_read', cartWithVariants());
/**
 * For a container add: every line's size and stock too, since the container check weighs every
 * line of the factory (the CBM rule and the load plan).
 */
export const cartForContainerAdd = compile('cart_for_container_add', cartWithVariants());

const variantDetails = compile(
  'variant_details',
  sql`select ${variantColumns(sql`${sql.placeholder('priceListId')}::int`)}
    from variants v join products p on p.id = v.product_id
    where v.id = any(${sql.placeholder('variantIds')}::int[])`,
);

export type CartRow = Omit<LineOrVariantRow, 'variantId'> & {
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
export function cartHead(rows: readonly CartRow[], cartId: string) {
  const head = rows[0];
  if (!head) throw notFound(`Cart ${cartId} not found`);
  return head;
}

export function variantRows(rows: readonly CartRow[]) {
  return linesAndVariants(
    rows.filter((r): r is CartRow & { variantId: number } => r.variantId !== null),
  );
}

/** GET a cart: one statement. */
export async function readCart(
  database: Database,
  cartId: string,
  viewer: CartOwner | undefined,
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
