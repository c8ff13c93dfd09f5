// Which orders a customer may read beyond the order itself (its metafields — the production
// of its containers — and its containers' Track & Trace events): their own, and their
// company's when their role sees the company's orders (B2B Edition's `get_orders` at level 2,
// as its `order(id)` judges them). The caller's company and role are read in the same query,
// never from the token's cache, so a role change holds at once.
import { can, COMPANY_ROLE_LIST } from '@shop/domain';
import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';

/** The roles that see their colleagues' orders. */
const COMPANY_ORDER_ROLES = COMPANY_ROLE_LIST.filter((role) => can(role, 'get_orders', 'company'));

const viewer = alias(s.customers, 'viewer');

/** A WHERE condition on `orders`: the order is `customerId`'s, or a colleague's they may see. */
export function ordersVisibleTo(db: Db, customerId: number): SQL {
  const colleagues = db
    .select({ one: sql`1` })
    .from(viewer)
    .where(
      and(
        eq(viewer.id, customerId),
        eq(viewer.companyId, s.orders.companyId),
        inArray(viewer.companyRole, [...COMPANY_ORDER_ROLES]),
      ),
    );
  // Spelled out rather than or(), whose type allows no condition at all.
  return sql`(${eq(s.orders.customerId, customerId)} or ${exists(colleagues)})`;
}
