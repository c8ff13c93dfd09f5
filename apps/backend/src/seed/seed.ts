import { revokingTokens } from '../http/token-cache';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { containerMetafield, roundToCents } from '@shop/domain';
import type { Db, Tx } from '../db/client';
import * as s from '../db/schema';
import { seedContent } from '../modules/content/seed-content';
import { hashPassword } from '../modules/customers/passwords';
import { orderAddressOf } from '../modules/orders/order-address';
import { priceOrderLines } from '../modules/pricing/order-pricing';
import { BRANDS, LOCATIONS } from './catalogue-data';
import { seedDemoJourney, type DemoBuyer } from './demo-journey';
import { FACTORY_CALENDARS } from './factory-calendars';
import { DEMO_CUSTOMERS, DEMO_GROUPS, DEMO_PASSWORD } from './demo-customers';
import { seedDemoCompanies } from './companies';
import {
  FIRST_PRODUCT_ID,
  buildCategoryTree,
  generateCatalogueChunk,
  isContainerIndex,
  slugify,
} from './generate-catalogue';
import { createRandom } from './prng';

export const DEMO_PRODUCT_COUNT = 320;
const CHUNK_PRODUCTS = 500;

async function insertBatches(tx: Tx, table: PgTable, rows: readonly object[], batch = 1000) {
  for (let i = 0; i < rows.length; i += batch) {
    await tx.insert(table).values(rows.slice(i, i + batch));
  }
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: s.brands.id }).from(s.brands).limit(1);
  return rows.length === 0;
}

/** Empties every table (the `seed` script starts from scratch). */
export async function resetDatabase(db: Db): Promise<void> {
  await revokingTokens(() =>
    db.execute(sql`TRUNCATE TABLE
    order_shipping_addresses, order_products, orders, cart_metafields, cart_items, carts,
    order_metafields, order_shipments, tnt_events, order_containers,
    invoice_payments, invoices, order_production, factory_calendars,
    container_notices, calendar_feeds,
    cart_add_keys, wishlist_items, shopping_list_items, shopping_lists, company_addresses,
    addresses, password_resets, customer_tokens, customers, companies, customer_groups,
    price_list_entries, price_lists, inventory, locations, bulk_pricing_tiers, related_products,
    product_metafields, variant_option_values, variants, option_values, product_options,
    product_categories, products, categories, brand_metafields, brands,
    stories, content_space, newsletter_subscribers
    RESTART IDENTITY CASCADE`),
  );
  // A sequence of its own (no table owns it): the container numbers start again at SHPU0000001.
  await db.execute(sql`ALTER SEQUENCE equipment_serial RESTART`);
}

export interface SeedOptions {
  products?: number;
  onProgress?: (done: number, total: number) => void;
  /** The instant the demo journey's dates count from (default: now). */
  now?: Date;
}

/**
 * Fills an empty database with the deterministic demo catalogue, customers and past orders,
 * and the demo buyer's container orders at every stage (dated from `now`).
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  await insertDemoData(db, options);
  // Planner statistics now, not when autovacuum next wakes: a freshly seeded database would
  // otherwise plan the cart's joins on guesses (a tenfold slower cart add until then).
  await db.execute(sql`ANALYZE`);
}

async function insertDemoData(db: Db, options: SeedOptions): Promise<void> {
  const total = options.products ?? DEMO_PRODUCT_COUNT;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const tree = buildCategoryTree();

  await db.transaction(async (tx) => {
    await tx
      .insert(s.brands)
      .values(BRANDS.map((b) => ({ id: b.id, name: b.name, slug: slugify(b.name) })));
    await tx.insert(s.factoryCalendars).values(
      BRANDS.flatMap((b) => {
        const calendar = FACTORY_CALENDARS[b.id];
        return calendar ? [{ brandId: b.id, ...calendar }] : [];
      }),
    );
    await tx.insert(s.brandMetafields).values(
      BRANDS.map((b) => {
        const field = containerMetafield(b.id);
        return { brandId: b.id, namespace: field.namespace, key: field.key, value: field.value };
      }),
    );
    await tx.insert(s.categories).values(tree.rows);
    await tx.insert(s.locations).values(
      LOCATIONS.map((l) => ({
        id: l.id,
        code: l.code,
        name: l.name,
        distanceValue: l.distance,
        distanceUnit: 'km' as const,
        priority: l.priority,
      })),
    );
    const lists = await tx
      .insert(s.priceLists)
      .values([{ name: 'Trade' }, { name: 'Retail' }])
      .returning();
    const listId = (name: string | null) => lists.find((l) => l.name === name)?.id ?? null;
    const groups = await tx
      .insert(s.customerGroups)
      .values(DEMO_GROUPS.map((g) => ({ name: g.name, priceListId: listId(g.priceList) })))
      .returning();

    const related: (typeof s.relatedProducts.$inferInsert)[] = [];
    for (let from = 0; from < total; from += CHUNK_PRODUCTS) {
      const chunk = generateCatalogueChunk(
        from,
        Math.min(total, from + CHUNK_PRODUCTS),
        total,
        tree,
      );
      await insertBatches(tx, s.products, chunk.products);
      await insertBatches(tx, s.productCategories, chunk.productCategories);
      await insertBatches(tx, s.productOptions, chunk.productOptions);
      await insertBatches(tx, s.optionValues, chunk.optionValues);
      await insertBatches(tx, s.variants, chunk.variants);
      await insertBatches(tx, s.variantOptionValues, chunk.variantOptionValues);
      await insertBatches(tx, s.productMetafields, chunk.metafields, 2000);
      // Related products may point into a later chunk: inserted once every product exists.
      related.push(...chunk.relatedProducts);
      await insertBatches(tx, s.bulkPricingTiers, chunk.bulkPricing);
      await insertBatches(tx, s.inventory, chunk.inventory, 2000);
      const entries = DEMO_GROUPS.flatMap((g) => {
        const id = listId(g.priceList);
        if (id === null) return [];
        return chunk.variantPrices.map((v) => ({
          priceListId: id,
          variantId: v.variantId,
          price: roundToCents(v.price * g.factor),
        }));
      });
      await insertBatches(tx, s.priceListEntries, entries, 2000);
      options.onProgress?.(Math.min(total, from + CHUNK_PRODUCTS), total);
    }
    await insertBatches(tx, s.relatedProducts, related);

    const buyer = await seedCustomers(tx, passwordHash, groups, total);
    await seedDemoJourney(tx, buyer, options.now ?? new Date());
    await seedDemoCompanies(tx, passwordHash, groups);
    await seedContent(tx);
  });
}

async function seedCustomers(
  tx: Tx,
  passwordHash: string,
  groups: { id: number; name: string }[],
  totalProducts: number,
): Promise<DemoBuyer> {
  const r = createRandom(42);
  let buyer: DemoBuyer | undefined;
  for (const [n, demo] of DEMO_CUSTOMERS.entries()) {
    const groupId = groups.find((g) => g.name === demo.group)?.id ?? null;
    const [customer] = await tx
      .insert(s.customers)
      .values({
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        company: demo.company,
        phone: demo.phone,
        passwordHash,
        groupId,
      })
      .returning();
    if (!customer) throw new Error('customer insert returned nothing');
    const address = {
      firstName: demo.firstName,
      lastName: demo.lastName,
      company: demo.company,
      phone: demo.phone,
      email: demo.email,
      country: 'Australia',
      countryCode: 'AU',
    };
    const saved = await tx
      .insert(s.addresses)
      .values([
        {
          ...address,
          customerId: customer.id,
          street1: `${10 + n} Harbour Street`,
          street2: 'Level 2',
          city: 'Sydney',
          state: 'New South Wales',
          zip: '2000',
          addressType: 'commercial',
        },
        {
          ...address,
          customerId: customer.id,
          street1: `${200 + n} Dock Road`,
          street2: 'Warehouse 4',
          city: 'Port Botany',
          state: 'New South Wales',
          zip: '2036',
          addressType: 'commercial',
          formFields: [{ name: 'Delivery notes', value: 'Forklift on site' }],
        },
      ])
      .returning();
    const billing = saved[0];
    const shipping = saved[1] ?? saved[0];
    if (!billing || !shipping) throw new Error('address insert returned nothing');
    if (n === 0)
      buyer = {
        customerId: customer.id,
        group: demo.group ?? '',
        billingAddress: orderAddressOf(billing),
        shipping,
      };

    // Two past orders each, priced the way a live order is.
    for (let k = 0; k < 2; k++) {
      const quantities = new Map<number, number>();
      for (let line = r.int(1, 3); line > 0; line--) {
        let index = r.int(0, Math.min(totalProducts, 300) - 2);
        if (isContainerIndex(index)) index += 1;
        quantities.set((FIRST_PRODUCT_ID + index) * 10, r.int(1, 6));
      }
      const variantIds = [...quantities.keys()];
      const rows = await tx
        .select({
          id: s.variants.id,
          productId: s.variants.productId,
          sku: s.variants.sku,
          price: s.variants.price,
          name: s.products.name,
        })
        .from(s.variants)
        .innerJoin(s.products, sql`${s.products.id} = ${s.variants.productId}`)
        .where(sql`${s.variants.id} in ${variantIds}`);
      const priced = priceOrderLines(
        rows.map((row) => ({
          productId: row.productId,
          variantId: row.id,
          sku: row.sku,
          name: row.name,
          quantity: quantities.get(row.id) ?? 1,
          listPrice: row.price,
        })),
        demo.group ?? '',
        0.1,
      );
      const created = new Date(Date.UTC(2026, 5 + k * 2, 3 + n * 5, 9, 30));
      const [order] = await tx
        .insert(s.orders)
        .values({
          customerId: customer.id,
          status: k === 0 ? 'Shipped' : 'Completed',
          statusId: k === 0 ? 2 : 10,
          costumerOrderNumber: `PO-${demo.lastName.toUpperCase()}-${1001 + k}`,
          orderNotes: k === 0 ? 'Please deliver before 10am.' : '',
          billingAddress: orderAddressOf(billing),
          customerGroup: demo.group ?? '',
          ...priced.totals,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: s.orders.id });
      if (!order) throw new Error('order insert returned nothing');
      await tx
        .insert(s.orderProducts)
        .values(priced.lines.map((l) => ({ ...l, orderId: order.id })));
      const { email: _email, ...shippingFields } = orderAddressOf(shipping);
      await tx.insert(s.orderShippingAddresses).values({
        orderId: order.id,
        firstName: shippingFields.first_name,
        lastName: shippingFields.last_name,
        company: shippingFields.company,
        street1: shippingFields.street_1,
        street2: shippingFields.street_2,
        city: shippingFields.city,
        state: shippingFields.state,
        zip: shippingFields.zip,
        country: shippingFields.country,
        countryCode: shippingFields.country_code,
        phone: shippingFields.phone,
        email: shipping.email,
        itemsTotal: priced.totals.itemsTotal,
        itemsShipped: priced.totals.itemsTotal,
      });
    }
  }
  if (!buyer) throw new Error('the demo has no buyer');
  return buyer;
}
