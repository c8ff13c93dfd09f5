import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { compile, runCompiled } from '../../db/prepared';

/** The customer's price-list prices for these variant SKUs; empty when the customer has no list. */
export async function customerPricing(
  database: Database,
  customerId: number,
  skus: readonly string[],
): Promise<{ variant_id: number; sku: string; price: number }[]> {
  if (skus.length === 0) return [];
  return runCompiled(database, customerPriceList, { customerId, skus: [...new Set(skus)] });
}

// Every signed-in catalogue page asks for it: one prepared statement, planned once.
const customerPriceList = compile(
  'customer_price_list',
  sql`select v.id as variant_id, v.sku, e.price::float8 as price
    from customers c
    join customer_groups g on g.id = c.group_id
    join price_list_entries e on e.price_list_id = g.price_list_id
    join variants v on v.id = e.variant_id
    where c.id = ${sql.placeholder('customerId')}
      and v.sku = any(${sql.placeholder('skus')}::text[])
    order by v.id`,
);
