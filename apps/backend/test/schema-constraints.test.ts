import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import * as s from '../src/db/schema';
import type { TestBackend } from './helpers';
import { setupBackend } from './helpers';

// The schema's own guards (migration 0004_schema_vocabularies): columns of a fixed vocabulary
// are PostgreSQL enums, an order's status pair is held by a CHECK, the category tree by a
// foreign key. Written straight to the database, as a script or psql would: the API's own
// validation is tested elsewhere.

let t: TestBackend;
beforeAll(async () => {
  t = await setupBackend();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.backend.services.database.db;
const query = async <T>(statement: ReturnType<typeof sql>) =>
  rowsOf<T>(await db().execute(statement));

/** The SQLSTATE the database refused a statement with (either driver, however wrapped). */
async function refusedWith(statement: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    await db().execute(statement);
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      if (typeof e === 'object' && 'code' in e && typeof e.code === 'string') return e.code;
    }
    throw error;
  }
  return undefined;
}

describe('fixed vocabularies are enums', () => {
  const columns = [
    { table: 'products', column: 'type', enumType: s.productType },
    { table: 'products', column: 'availability', enumType: s.productAvailability },
    { table: 'product_options', column: 'type', enumType: s.optionType },
    { table: 'product_metafields', column: 'permission_set', enumType: s.metafieldPermissionSet },
    { table: 'cart_metafields', column: 'permission_set', enumType: s.metafieldPermissionSet },
    { table: 'bulk_pricing_tiers', column: 'type', enumType: s.bulkPricingType },
    { table: 'locations', column: 'type_id', enumType: s.locationType },
    { table: 'locations', column: 'distance_unit', enumType: s.distanceUnit },
    { table: 'addresses', column: 'address_type', enumType: s.addressType },
    { table: 'tnt_events', column: 'event_type', enumType: s.tntEventType },
    { table: 'tnt_events', column: 'event_classifier_code', enumType: s.tntEventClassifierCode },
    {
      table: 'tnt_events',
      column: 'equipment_event_type_code',
      enumType: s.equipmentEventTypeCode,
    },
    {
      table: 'tnt_events',
      column: 'transport_event_type_code',
      enumType: s.transportEventTypeCode,
    },
    { table: 'tnt_events', column: 'empty_indicator_code', enumType: s.emptyIndicatorCode },
  ];

  for (const { table, column, enumType } of columns) {
    it(`${table}.${column} holds only ${enumType.enumName}'s values`, async () => {
      const [info] = await query<{ type: string }>(
        sql`select udt_name as type from information_schema.columns
          where table_name = ${table} and column_name = ${column}`,
      );
      expect(info?.type).toBe(enumType.enumName);
      const [range] = await query<{ values: string }>(
        sql.raw(`select enum_range(null::${enumType.enumName})::text as values`),
      );
      expect(range?.values).toBe(`{${enumType.enumValues.join(',')}}`);
      // invalid_text_representation: a value outside the set is refused, whatever writes it.
      expect(await refusedWith(sql.raw(`update ${table} set ${column} = 'not-in-the-set'`))).toBe(
        '22P02',
      );
    });
  }

  it('seeded every row with a value of its set', async () => {
    const [counts] = await query<{ preorder: number; available: number; percent: number }>(sql`
      select
        (select count(*)::int from products where availability = 'preorder') as preorder,
        (select count(*)::int from products where availability = 'available') as available,
        (select count(*)::int from bulk_pricing_tiers where type = 'percent') as percent`);
    expect(counts?.preorder).toBeGreaterThan(0);
    expect(counts?.available).toBeGreaterThan(counts?.preorder ?? 0);
    expect(counts?.percent).toBeGreaterThan(0);
  });
});

describe('an order’s status', () => {
  it('is one of the platform’s (id, name) pairs', async () => {
    const [order] = await query<{ id: number; statusId: number; status: string }>(
      sql`select id, status_id as "statusId", status from orders order by id limit 1`,
    );
    if (!order) throw new Error('no seeded order');
    // check_violation: a name that is not its id's.
    expect(
      await refusedWith(
        sql`update orders set status = 'Shipped', status_id = 10 where id = ${order.id}`,
      ),
    ).toBe('23514');
    expect(
      await refusedWith(
        sql`update orders set status = 'Lost', status_id = 99 where id = ${order.id}`,
      ),
    ).toBe('23514');
    expect(
      await refusedWith(
        sql`update orders set status = 'Partially Shipped', status_id = 3 where id = ${order.id}`,
      ),
    ).toBeUndefined();
    expect(s.ORDER_STATUSES[3]).toBe('Partially Shipped');
  });
});

describe('the category tree', () => {
  it('refuses a parent that does not exist, and deleting a category that has sub-categories', async () => {
    const [parent] = await query<{ id: number; children: number }>(sql`
      select p.id, count(c.id)::int as children
      from categories p join categories c on c.parent_id = p.id
      group by p.id order by p.id limit 1`);
    if (!parent) throw new Error('no category with sub-categories');
    expect(parent.children).toBeGreaterThan(0);
    // foreign_key_violation, both ways.
    expect(
      await refusedWith(
        sql`insert into categories (id, parent_id, name, path) values (999999, 999998, 'Orphan', '/orphan/')`,
      ),
    ).toBe('23503');
    expect(await refusedWith(sql`delete from categories where id = ${parent.id}`)).toBe('23503');
    const [still] = await query<{ n: number }>(
      sql`select count(*)::int as n from categories where parent_id = ${parent.id}`,
    );
    expect(still?.n).toBe(parent.children);
  });

  it('deletes a leaf category with its product links', async () => {
    const [leaf] = await query<{ id: number }>(sql`
      select l.id from categories l
      where not exists (select 1 from categories c where c.parent_id = l.id)
        and exists (select 1 from product_categories pc where pc.category_id = l.id)
      order by l.id limit 1`);
    if (!leaf) throw new Error('no leaf category with products');
    expect(await refusedWith(sql`delete from categories where id = ${leaf.id}`)).toBeUndefined();
    const [links] = await query<{ n: number }>(
      sql`select count(*)::int as n from product_categories where category_id = ${leaf.id}`,
    );
    expect(links?.n).toBe(0);
  });
});
