import { sql } from 'drizzle-orm';
import {
  COMPANY_ROLE_LIST,
  COMPANY_STATUSES,
  EMPTY_INDICATOR_CODES,
  EQUIPMENT_EVENT_TYPE_CODES,
  EVENT_CLASSIFIERS,
  EVENT_TYPES,
  SHOPPING_LIST_STATUS_LIST,
  TRANSPORT_EVENT_TYPE_CODES,
  USER_STATUSES,
  type ModeOfTransport,
} from '@shop/domain';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. The catalogue is rich enough for behaviour.md#entities (products,
// variants, options and swatches, metafields, categories, inventory by location, related
// products, bulk pricing) so part 2 (GraphQL, search) reads the same tables.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

// ---------------------------------------------------------------- fixed vocabularies

// Columns that hold one of a fixed set of strings are PostgreSQL enums: the database refuses
// anything else, and Drizzle types the column as the union. Extending a set is a migration
// (`ALTER TYPE … ADD VALUE`).

/** The commerce catalogue's product types. */
export const productType = pgEnum('product_type', ['physical', 'digital']);

/** Sold now, taken as a pre-order (out of stock), or not sold. */
export const productAvailability = pgEnum('product_availability', [
  'available',
  'preorder',
  'disabled',
]);

/** How an option's values are shown: colour or material swatches, or rectangles. */
export const optionType = pgEnum('option_type', ['swatch', 'rectangles']);

/** Who reads and writes a metafield (the commerce API's permission sets; `*_sf_access`: the storefront too). */
export const metafieldPermissionSet = pgEnum('metafield_permission_set', [
  'app_only',
  'read',
  'write',
  'read_and_sf_access',
  'write_and_sf_access',
]);

/** A bulk-pricing tier: `percent` off, a `fixed` amount off, or a unit `price`. */
export const bulkPricingType = pgEnum('bulk_pricing_type', ['percent', 'fixed', 'price']);

/** A stock location: a warehouse or shop, or a virtual one. */
export const locationType = pgEnum('location_type', ['PHYSICAL', 'VIRTUAL']);

export const distanceUnit = pgEnum('distance_unit', ['km', 'mi']);

export const addressType = pgEnum('address_type', ['residential', 'commercial']);

/**
 * The commerce platform's order statuses by id. An order stores both (`status_id`,
 * `status`); a CHECK constraint keeps every row to one of these pairs.
 */
export const ORDER_STATUSES = {
  0: 'Incomplete',
  1: 'Pending',
  2: 'Shipped',
  3: 'Partially Shipped',
  4: 'Refunded',
  5: 'Cancelled',
  6: 'Declined',
  7: 'Awaiting Payment',
  8: 'Awaiting Pickup',
  9: 'Awaiting Shipment',
  10: 'Completed',
  11: 'Awaiting Fulfillment',
  12: 'Manual Verification Required',
  13: 'Disputed',
  14: 'Partially Refunded',
} as const;

export type OrderStatus = (typeof ORDER_STATUSES)[keyof typeof ORDER_STATUSES];

const orderStatusNames = Object.values(ORDER_STATUSES) as [OrderStatus, ...OrderStatus[]];

const orderStatusPairs = sql.raw(
  Object.entries(ORDER_STATUSES)
    .map(([id, name]) => `(${id}, '${name}')`)
    .join(', '),
);

// ---------------------------------------------------------------- catalogue

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  ...timestamps,
});

/** Brand-level settings in the metafield shape (e.g. container_size / factoryID:{id}). */
export const brandMetafields = pgTable(
  'brand_metafields',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('brand_metafields_unique').on(t.brandId, t.namespace, t.key)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    /** The parent category; null at the top. A category with sub-categories cannot be deleted. */
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'no action',
    }),
    name: text('name').notNull(),
    /** Full storefront path with slashes, e.g. `/collections/oslo/`. */
    path: text('path').notNull().unique(),
    sortOrder: integer('sort_order').notNull().default(0),
    description: text('description').notNull().default(''),
  },
  (t) => [index('categories_parent').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    sku: text('sku').notNull().unique(),
    type: productType('type').notNull().default('physical'),
    description: text('description').notNull().default(''),
    /** Storefront path, e.g. `/oslo-lounge-chair/`. */
    path: text('path').notNull().unique(),
    price: money('price').notNull(),
    retailPrice: money('retail_price'),
    salePrice: money('sale_price'),
    isVisible: boolean('is_visible').notNull().default(true),
    availability: productAvailability('availability').notNull().default('available'),
    availabilityDescription: text('availability_description').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('products_brand').on(t.brandId)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category').on(t.categoryId),
  ],
);

export const productOptions = pgTable(
  'product_options',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    /** `swatch` (colour blocks or material images) or `rectangles`. */
    type: optionType('type').notNull().default('swatch'),
  },
  (t) => [index('product_options_product').on(t.productId)],
);

export const optionValues = pgTable(
  'option_values',
  {
    id: integer('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** Hex colours for plain colour blocks. */
    colors: jsonb('colors').$type<string[]>(),
    /** Material swatch image, when the value has one. */
    imageUrl: text('image_url'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('option_values_option').on(t.optionId)],
);

export const variants = pgTable(
  'variants',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    price: money('price').notNull(),
    salePrice: money('sale_price'),
    retailPrice: money('retail_price'),
    isPurchasable: boolean('is_purchasable').notNull().default(true),
    imageUrl: text('image_url'),
  },
  (t) => [index('variants_product').on(t.productId)],
);

export const variantOptionValues = pgTable(
  'variant_option_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    optionValueId: integer('option_value_id')
      .notNull()
      .references(() => optionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.optionValueId] })],
);

/** Product metafields (variant_id null) and variant metafields (variant_id set). */
export const productMetafields = pgTable(
  'product_metafields',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    description: text('description').notNull().default(''),
    permissionSet: metafieldPermissionSet('permission_set').notNull().default('read_and_sf_access'),
  },
  (t) => [
    index('product_metafields_product').on(t.productId, t.namespace),
    index('product_metafields_variant').on(t.variantId),
  ],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

export const bulkPricingTiers = pgTable(
  'bulk_pricing_tiers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minimumQuantity: integer('minimum_quantity').notNull(),
    maximumQuantity: integer('maximum_quantity'),
    /** `percent` off, `fixed` amount off, or unit `price`. */
    type: bulkPricingType('type').notNull().default('percent'),
    amount: money('amount').notNull(),
  },
  (t) => [index('bulk_pricing_product').on(t.productId)],
);

export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  typeId: locationType('type_id').notNull().default('PHYSICAL'),
  distanceValue: numeric('distance_value', { precision: 10, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  distanceUnit: distanceUnit('distance_unit').notNull().default('km'),
  /** Stock is taken from locations in this order when an order is placed. */
  priority: integer('priority').notNull().default(0),
});

export const inventory = pgTable(
  'inventory',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    availableToSell: integer('available_to_sell').notNull().default(0),
    warningLevel: integer('warning_level').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.locationId] })],
);

// ---------------------------------------------------------------- pricing and customers

export const priceLists = pgTable('price_lists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const priceListEntries = pgTable(
  'price_list_entries',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.variantId] })],
);

export const customerGroups = pgTable('customer_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
});

/** An integer column's known values, from the domain's constants, for a CHECK constraint. */
const integerSet = (values: readonly number[]) => sql.raw(`(${values.join(', ')})`);

/**
 * A company account as B2B Edition keeps it: its status (0 pending, 1 approved, 2 rejected,
 * 3 inactive), its contact, its credit (`companyCreditConfig`) and payment terms
 * (`companyPaymentTerms`: net days). Its users are customers with a `company_id`.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: integer('status').notNull().default(COMPANY_STATUSES.pending),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    creditEnabled: boolean('credit_enabled').notNull().default(false),
    creditCurrency: text('credit_currency').notNull().default('AUD'),
    availableCredit: money('available_credit').notNull().default(0),
    limitPurchases: boolean('limit_purchases').notNull().default(false),
    creditHold: boolean('credit_hold').notNull().default(false),
    paymentTermsEnabled: boolean('payment_terms_enabled').notNull().default(false),
    /** Net days: an invoice is due this many days after the order. */
    paymentTerms: integer('payment_terms').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      'companies_status_known',
      sql`${t.status} in ${integerSet(Object.values(COMPANY_STATUSES))}`,
    ),
    check('companies_payment_terms', sql`${t.paymentTerms} between 0 and 365`),
    check('companies_credit_currency', sql`${t.creditCurrency} ~ '^[A-Z]{3}$'`),
  ],
);

export type Company = typeof companies.$inferSelect;

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    groupId: integer('group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
    /** The company this customer is a user of; null for a customer on their own. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    /** B2B Edition's `role` in the company (0 admin, 1 senior, 2 junior); set exactly with a company. */
    companyRole: integer('company_role'),
    /** 1 active, 0 inactive: an inactive customer cannot log in and has no session. */
    status: integer('status').notNull().default(USER_STATUSES.active),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`),
    index('customers_company').on(t.companyId),
    check(
      'customers_company_role_known',
      sql`${t.companyRole} in ${integerSet(COMPANY_ROLE_LIST)}`,
    ),
    check(
      'customers_company_role_with_company',
      sql`(${t.companyId} is null) = (${t.companyRole} is null)`,
    ),
    check(
      'customers_status_known',
      sql`${t.status} in ${integerSet(Object.values(USER_STATUSES))}`,
    ),
  ],
);

export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_tokens_customer').on(t.customerId)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface FormField {
  name: string;
  value: string | number | boolean | string[];
}

const addressColumns = {
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  company: text('company').notNull().default(''),
  street1: text('street_1').notNull(),
  street2: text('street_2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull().default(''),
  zip: text('zip').notNull().default(''),
  country: text('country').notNull(),
  countryCode: text('country_code').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
};

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    ...addressColumns,
    addressType: addressType('address_type').notNull().default('commercial'),
    formFields: jsonb('form_fields').$type<FormField[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('addresses_customer').on(t.customerId)],
);

/**
 * A company's address book as B2B Edition keeps it (`addresses(companyId)`): shared by every
 * user of the company, each address marked for shipping and/or billing, at most one default
 * of each per company. The street columns are the customer address book's; the resolvers
 * answer them in B2B Edition's names (`addressLine1`, `zipCode`, `phoneNumber`, …).
 */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    ...addressColumns,
    isShipping: boolean('is_shipping').notNull().default(true),
    isBilling: boolean('is_billing').notNull().default(false),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('company_addresses_company').on(t.companyId),
    uniqueIndex('company_addresses_default_shipping')
      .on(t.companyId)
      .where(sql`${t.isDefaultShipping}`),
    uniqueIndex('company_addresses_default_billing')
      .on(t.companyId)
      .where(sql`${t.isDefaultBilling}`),
    check(
      'company_addresses_default_shipping_ships',
      sql`not ${t.isDefaultShipping} or ${t.isShipping}`,
    ),
    check(
      'company_addresses_default_billing_bills',
      sql`not ${t.isDefaultBilling} or ${t.isBilling}`,
    ),
  ],
);

// ---------------------------------------------------------------- carts and orders

export const carts = pgTable(
  'carts',
  {
    /** Random UUID: a guest cart is reachable only through this unguessable id. */
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull().default('AUD'),
    ...timestamps,
  },
  (t) => [index('carts_customer').on(t.customerId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    quantity: integer('quantity').notNull(),
    /** Lines keep the order they were added in (a container cart is judged by its first line). */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_variant').on(t.cartId, t.variantId)],
);

/**
 * The Idempotency-Key of each add a cart has taken: an add sent again with a key this cart
 * already took is answered with the cart as it is instead of being applied twice. Written
 * by the add's own statement or transaction; gone with the cart.
 */
export const cartAddKeys = pgTable(
  'cart_add_keys',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of what the add asked for: the same key sent with another add is refused. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.key] })],
);

export const cartMetafields = pgTable(
  'cart_metafields',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    permissionSet: metafieldPermissionSet('permission_set').notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('cart_metafields_unique').on(t.cartId, t.namespace, t.key)],
);

export interface OrderAddress {
  first_name: string;
  last_name: string;
  company: string;
  street_1: string;
  street_2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  country_code: string;
  phone: string;
  email: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /**
     * The company the buyer ordered for, kept on the order (as B2B Edition's `companyId`) so
     * that it stays a company order when its buyer leaves or moves; null for a buyer on their own.
     */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    /** The consumed cart: a retried create for the same cart answers this order. */
    cartId: text('cart_id').unique(),
    idempotencyKey: text('idempotency_key'),
    status: text('status', { enum: orderStatusNames }).notNull().default('Awaiting Fulfillment'),
    statusId: integer('status_id').notNull().default(11),
    costumerOrderNumber: text('costumer_order_number').notNull().default(''),
    orderNotes: text('order_notes').notNull().default(''),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    customerGroup: text('customer_group').notNull().default(''),
    subtotalExTax: money('subtotal_ex_tax').notNull(),
    subtotalIncTax: money('subtotal_inc_tax').notNull(),
    totalTax: money('total_tax').notNull(),
    totalExTax: money('total_ex_tax').notNull(),
    totalIncTax: money('total_inc_tax').notNull(),
    discountAmount: money('discount_amount').notNull().default(0),
    itemsTotal: integer('items_total').notNull(),
    currency: text('currency').notNull().default('AUD'),
    ...timestamps,
  },
  (t) => [
    index('orders_customer').on(t.customerId),
    index('orders_company').on(t.companyId),
    uniqueIndex('orders_idempotency').on(t.customerId, t.idempotencyKey),
    check('orders_status_known', sql`(${t.statusId}, ${t.status}) in (${orderStatusPairs})`),
  ],
);

export const orderProducts = pgTable(
  'order_products',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    basePrice: money('base_price').notNull(),
    priceExTax: money('price_ex_tax').notNull(),
    priceIncTax: money('price_inc_tax').notNull(),
    totalExTax: money('total_ex_tax').notNull(),
    totalIncTax: money('total_inc_tax').notNull(),
  },
  (t) => [index('order_products_order').on(t.orderId)],
);

export const orderShippingAddresses = pgTable(
  'order_shipping_addresses',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...addressColumns,
    itemsTotal: integer('items_total').notNull(),
    itemsShipped: integer('items_shipped').notNull().default(0),
    shippingMethod: text('shipping_method').notNull().default('Container freight'),
    costExTax: money('cost_ex_tax').notNull().default(0),
  },
  (t) => [index('order_shipping_order').on(t.orderId)],
);

export type Customer = typeof customers.$inferSelect;
export type Address = typeof addresses.$inferSelect;
/**
 * What an order kept of its cart's metafields: each factory's container (namespace
 * `container_size`, key `factoryID:{brandId}`, value `{n}CBM`), written with the order in its
 * transaction, so its load plan is made in the container the buyer picked.
 */
export const orderMetafields = pgTable(
  'order_metafields',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('order_metafields_unique').on(t.orderId, t.namespace, t.key)],
);

export type Order = typeof orders.$inferSelect;

// ---------------------------------------------------------------- container tracking (DCSA Track & Trace 2.2.0)

// The vocabularies are DCSA's, from @shop/domain's one copy of its 2.2.0 code lists.
export const tntEventType = pgEnum('tnt_event_type', EVENT_TYPES);
export const tntEventClassifierCode = pgEnum('tnt_event_classifier_code', EVENT_CLASSIFIERS);
export const equipmentEventTypeCode = pgEnum(
  'equipment_event_type_code',
  EQUIPMENT_EVENT_TYPE_CODES,
);
export const transportEventTypeCode = pgEnum(
  'transport_event_type_code',
  TRANSPORT_EVENT_TYPE_CODES,
);
export const emptyIndicatorCode = pgEnum('empty_indicator_code', EMPTY_INDICATOR_CODES);

/** The serials of the container numbers orders get (owner prefix SHPU, ISO 6346 check digit). */
export const equipmentSerial = pgSequence('equipment_serial', { startWith: 1, maxValue: 999999 });

/**
 * The container each factory of an order ships in, made when the order is placed: its
 * number (`equipment_reference`, ISO 6346), the carrier booking it travels under and its
 * ISO size and type code (from the order's `container_size` metafield of that factory).
 */
export const orderContainers = pgTable(
  'order_containers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    equipmentReference: text('equipment_reference').notNull().unique(),
    carrierBookingReference: text('carrier_booking_reference').notNull(),
    isoEquipmentCode: text('iso_equipment_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_containers_order_brand').on(t.orderId, t.brandId),
    uniqueIndex('order_containers_booking').on(t.carrierBookingReference),
    check(
      'order_containers_equipment_reference',
      sql`${t.equipmentReference} ~ '^[A-Z]{3}[UJZ][0-9]{7}$'`,
    ),
  ],
);

/** DCSA `transportCall`: where a transport event (or an equipment event, optionally) happened. */
export interface TransportCallJson {
  transportCallID: string;
  modeOfTransport: ModeOfTransport;
  UNLocationCode?: string;
  facilityTypeCode?: string;
  carrierVoyageNumber?: string;
  location?: { locationName?: string; UNLocationCode?: string };
  vessel?: { vesselIMONumber: string; vesselName?: string };
}

/** DCSA `location` (an equipment event's `eventLocation`). */
export interface EventLocationJson {
  locationName?: string;
  UNLocationCode?: string;
}

/**
 * The Track & Trace events of an order's containers. Times are kept to the millisecond so a
 * page cursor (an event's created time and id) compares exactly.
 */
export const tntEvents = pgTable(
  'tnt_events',
  {
    eventId: uuid('event_id').primaryKey(),
    orderContainerId: integer('order_container_id')
      .notNull()
      .references(() => orderContainers.id, { onDelete: 'cascade' }),
    eventType: tntEventType('event_type').notNull(),
    eventClassifierCode: tntEventClassifierCode('event_classifier_code').notNull(),
    eventDateTime: timestamp('event_date_time', { withTimezone: true, precision: 3 }).notNull(),
    eventCreatedDateTime: timestamp('event_created_date_time', {
      withTimezone: true,
      precision: 3,
    })
      .notNull()
      .defaultNow(),
    equipmentEventTypeCode: equipmentEventTypeCode('equipment_event_type_code'),
    transportEventTypeCode: transportEventTypeCode('transport_event_type_code'),
    emptyIndicatorCode: emptyIndicatorCode('empty_indicator_code'),
    equipmentReference: text('equipment_reference').notNull(),
    transportCall: jsonb('transport_call').$type<TransportCallJson>(),
    eventLocation: jsonb('event_location').$type<EventLocationJson>(),
    documentReferences: jsonb('document_references')
      .$type<{ documentReferenceType: 'BKG' | 'TRD'; documentReferenceValue: string }[]>()
      .notNull()
      .default([]),
    /** A staff write's Idempotency-Key, and a hash of what it asked, so a replay answers the same event. */
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
  },
  (t) => [
    index('tnt_events_page').on(t.eventCreatedDateTime, t.eventId),
    index('tnt_events_container').on(t.orderContainerId),
    // What DCSA 2.2.0 requires of each type (baseEquipmentEvent, baseTransportEvent).
    check(
      'tnt_events_required',
      sql`case ${t.eventType}
        when 'EQUIPMENT' then ${t.equipmentEventTypeCode} is not null and ${t.emptyIndicatorCode} is not null and ${t.transportEventTypeCode} is null
        when 'TRANSPORT' then ${t.transportEventTypeCode} is not null and ${t.transportCall} is not null and ${t.equipmentEventTypeCode} is null
        else false end`,
    ),
  ],
);

/**
 * The commerce platform's order shipments (BigCommerce v2 `orders/{id}/shipments`): one per
 * container, made when the container is loaded on board (an ACT LOAD event).
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderContainerId: integer('order_container_id')
      .notNull()
      .unique()
      .references(() => orderContainers.id, { onDelete: 'cascade' }),
    orderAddressId: integer('order_address_id').references(() => orderShippingAddresses.id, {
      onDelete: 'set null',
    }),
    trackingNumber: text('tracking_number').notNull(),
    shippingMethod: text('shipping_method').notNull().default('Container freight'),
    comments: text('comments').notNull().default(''),
    items: jsonb('items')
      .$type<{ order_product_id: number; product_id: number; quantity: number }[]>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_shipments_order').on(t.orderId)],
);

// ---------------------------------------------------------------- production and money

/**
 * A factory's production calendar and payment terms (@shop/domain productionCalendarSchema,
 * paymentTermsSchema). A factory without a row works to DEFAULT_PRODUCTION_CALENDAR and
 * DEFAULT_PAYMENT_TERMS. No commerce contract has production slots: this table is ours.
 */
export const factoryCalendars = pgTable(
  'factory_calendars',
  {
    brandId: integer('brand_id')
      .primaryKey()
      .references(() => brands.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    cutoffWeekday: integer('cutoff_weekday').notNull(),
    cutoffTime: text('cutoff_time').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    transitDays: integer('transit_days').notNull(),
    containersPerSlot: integer('containers_per_slot').notNull(),
    depositPercent: numeric('deposit_percent', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    depositDueDays: integer('deposit_due_days').notNull(),
    balanceDueDaysBeforeDeparture: integer('balance_due_days_before_departure').notNull(),
    ...timestamps,
  },
  (t) => [
    check('factory_calendars_weekday', sql`${t.cutoffWeekday} between 1 and 7`),
    check('factory_calendars_slot', sql`${t.containersPerSlot} > 0`),
  ],
);

/**
 * Each factory's part of an order: the slot it was booked in (the date the buyer saw is the
 * date it keeps) and its pro-forma. The order metafield `production` / `factory:{brandId}` is
 * read from here, never stored.
 */
export const orderProduction = pgTable(
  'order_production',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    proformaNumber: text('proforma_number').notNull().unique(),
    slotKey: text('slot_key').notNull(),
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    departurePlanned: text('departure_planned').notNull(),
    arrivalPlanned: text('arrival_planned').notNull(),
    depositPercent: numeric('deposit_percent', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    containerValue: money('container_value').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('order_production_factory').on(t.orderId, t.brandId),
    // Counting a slot's bookings reads this index.
    index('order_production_slot').on(t.brandId, t.slotKey),
  ],
);

/** B2B Edition's invoice statuses: 0 open, 1 partially paid, 2 paid. */
const invoiceStatusCodes = sql`(0, 1, 2)`;

/**
 * Deposit and balance invoices, shaped like B2B Edition's (invoiceNumber, type, dueDate,
 * originalBalance, openBalance, status), one pair per factory of an order.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    type: text('type', { enum: ['deposit', 'balance'] }).notNull(),
    dueDate: text('due_date').notNull(),
    originalBalance: money('original_balance').notNull(),
    openBalance: money('open_balance').notNull(),
    status: integer('status').notNull().default(0),
    currency: text('currency').notNull().default('AUD'),
    ...timestamps,
  },
  (t) => [
    index('invoices_customer').on(t.customerId),
    uniqueIndex('invoices_order_factory_type').on(t.orderId, t.brandId, t.type),
    check('invoices_status_known', sql`${t.status} in ${invoiceStatusCodes}`),
    check('invoices_type_known', sql`${t.type} in ('deposit', 'balance')`),
    check(
      'invoices_open_within',
      sql`${t.openBalance} >= 0 and ${t.openBalance} <= ${t.originalBalance}`,
    ),
  ],
);

/** A payment received against an invoice, recorded by staff; the client key makes it once. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    reference: text('reference').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice').on(t.invoiceId),
    check('invoice_payments_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * What a buyer is told about a container (a deposit due, an estimate that moved, an actual
 * milestone), written in the same transaction as what caused it, with its e-mail in the
 * mail outbox (which keeps whether it went); the key makes each notice once however often its
 * cause is recorded or swept.
 */
export const containerNotices = pgTable(
  'container_notices',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['deposit-due', 'estimate-moved', 'milestone'] }).notNull(),
    noticeKey: text('notice_key').notNull().unique(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'container_notices_kind_known',
      sql`${t.kind} in ('deposit-due', 'estimate-moved', 'milestone')`,
    ),
  ],
);

/**
 * A buyer's private calendar feed of their containers' departures and arrivals: the URL
 * carries a secret of which only the hash is kept; revoking it ends the feed at once and a
 * new one gets a new secret. One live feed per buyer.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_one_live')
      .on(t.customerId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

// ---------------------------------------------------------------- content and newsletter

/** A Storyblok-style JSON value (story content, meta data). */
export type JsonObject = Record<string, unknown>;

/**
 * Content stories with two versions: the draft every management call edits, and the
 * published copy the delivery API serves with `version=published` (null until first
 * published). The Storyblok delivery fields live in columns so they can be filtered.
 */
export const stories = pgTable(
  'stories',
  {
    id: integer('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    slug: text('slug').notNull(),
    fullSlug: text('full_slug').notNull().unique(),
    parentId: integer('parent_id').notNull().default(0),
    isStartpage: boolean('is_startpage').notNull().default(false),
    position: integer('position').notNull().default(0),
    tagList: jsonb('tag_list').$type<string[]>().notNull().default([]),
    groupId: text('group_id').notNull(),
    lang: text('lang').notNull().default('default'),
    path: text('path'),
    sortByDate: text('sort_by_date'),
    metaData: jsonb('meta_data').$type<JsonObject | null>(),
    draftName: text('draft_name').notNull(),
    draftContent: jsonb('draft_content').$type<JsonObject>().notNull(),
    publishedName: text('published_name'),
    publishedContent: jsonb('published_content').$type<JsonObject>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('stories_published').on(t.publishedAt)],
);

/** One row: the space's cache version (`cv`), bumped by every publish. */
export const contentSpace = pgTable('content_space', {
  id: integer('id').primaryKey(),
  cacheVersion: integer('cache_version').notNull(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    listId: text('list_id').notNull(),
    /** Lower-cased, so one address subscribes once whatever its spelling. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_unique').on(t.listId, t.email)],
);

export type Story = typeof stories.$inferSelect;

// ---------------------------------------------------------------- wishlist

/**
 * A customer's wishlist, kept on the server so it follows the customer across devices.
 * The serial id keeps the order items were added in; a product is listed once.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_items_unique').on(t.customerId, t.productId)],
);

// ---------------------------------------------------------------- shopping lists

/**
 * A company's shopping list as B2B Edition keeps it — the storefront calls them container
 * lists: who made it, its status (30 draft → 40 ready for approval → 0 approved or 50 rejected;
 * 20 deleted), and the reason a rejection gave.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The user who made it (B2B Edition's `customerInfo`). */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: integer('status').notNull().default(30),
    /** Why an approver rejected it; empty otherwise. */
    reason: text('reason').notNull().default(''),
    /** The approver who approved or rejected it. */
    approvedBy: integer('approved_by').references(() => customers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('shopping_lists_company').on(t.companyId, t.status),
    check(
      'shopping_lists_status_known',
      sql`${t.status} in ${integerSet(SHOPPING_LIST_STATUS_LIST)}`,
    ),
  ],
);

export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: serial('id').primaryKey(),
    shoppingListId: integer('shopping_list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** B2B Edition's `optionList`: the chosen option values, as the item was added. */
    optionList: jsonb('option_list')
      .$type<{ optionId: string; optionValue: string }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shopping_list_items_variant').on(t.shoppingListId, t.variantId),
    check('shopping_list_items_quantity', sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------- mail outbox

/** What each outbox mail is; a new kind is a new migration, as with container notices. */
const MAIL_KINDS = [
  'password-reset',
  'company-invite',
  'email-changed',
  'password-changed',
  'logins-blocked',
  'shopping-list-submitted',
  'shopping-list-approved',
  'shopping-list-rejected',
  // A container notice's e-mail (container_notices), by the notice's kind.
  'deposit-due',
  'estimate-moved',
  'milestone',
] as const;

/** How much of a failed send's error is kept (an SMTP answer can be long). */
export const MAIL_ERROR_LENGTH = 1000;

/**
 * E-mails written in the transaction of the write they belong to (a reset token, a new user,
 * a list's move), so one exists if and only if its cause committed; src/mail/send-outbox.ts
 * sends them. `meta` is the machine-readable extras (the reset link) the outbox folder shows.
 * Once sent, a row keeps its recipient, kind and subject but no longer its body or meta.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Failed sends wait before the next try; a new mail is due at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_unsent')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    check('mail_outbox_kind_known', sql.raw(`kind in ('${MAIL_KINDS.join("', '")}')`)),
    check('mail_outbox_recipient', sql`${t.recipient} like '%_@_%'`),
    check('mail_outbox_meta_object', sql`jsonb_typeof(${t.meta}) = 'object'`),
    check('mail_outbox_attempts', sql`${t.attempts} >= 0`),
    check(
      'mail_outbox_last_error_length',
      sql`char_length(${t.lastError}) <= ${sql.raw(String(MAIL_ERROR_LENGTH))}`,
    ),
  ],
);
