import { Placeholder, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as s from '../../../db/schema';
import type { CartViewer } from '../types';

/**
 * The one rule of who may reach a cart (README "cart" auth): a guest cart (no customer) is
 * visible to anyone holding its random id, a customer's cart only to that customer. It goes
 * in the WHERE of every query on `carts`, so someone else's cart is a row the query never
 * matches: not read, not locked, not stamped — and answered with the 404 of a cart that does
 * not exist, never a hint that it does.
 *
 * `viewer` may be a prepared statement's placeholder holding the customer id, or null for a
 * guest (`customer_id = null` is never true). `carts` is the table or its alias in the query.
 */
export function cartVisibleTo(
  viewer: CartViewer | undefined | Placeholder,
  carts: { customerId: PgColumn } = s.carts,
): SQL {
  const owner = carts.customerId;
  if (viewer === undefined) return sql`${owner} is null`;
  const id = viewer instanceof Placeholder ? viewer : viewer.id;
  return sql`(${owner} is null or ${owner} = ${id})`;
}
