import { relations } from 'drizzle-orm';
import * as s from './schema';

// Drizzle's relational queries (`db.query.…` with `with:`) over the schema's foreign keys:
// one relation each way for every foreign key. They add no SQL constraint (the migrations
// hold those); joins written with `select().from().innerJoin()` need none of this.

export const brandsRelations = relations(s.brands, ({ many }) => ({
  products: many(s.products),
  metafields: many(s.brandMetafields),
}));

export const brandMetafieldsRelations = relations(s.brandMetafields, ({ one }) => ({
  brand: one(s.brands, { fields: [s.brandMetafields.brandId], references: [s.brands.id] }),
}));

export const categoriesRelations = relations(s.categories, ({ one, many }) => ({
  parent: one(s.categories, {
    fields: [s.categories.parentId],
    references: [s.categories.id],
    relationName: 'category_parent',
  }),
  children: many(s.categories, { relationName: 'category_parent' }),
  products: many(s.productCategories),
}));

export const productsRelations = relations(s.products, ({ one, many }) => ({
  brand: one(s.brands, { fields: [s.products.brandId], references: [s.brands.id] }),
  categories: many(s.productCategories),
  options: many(s.productOptions),
  variants: many(s.variants),
  metafields: many(s.productMetafields),
  related: many(s.relatedProducts, { relationName: 'related_from' }),
  relatedTo: many(s.relatedProducts, { relationName: 'related_to' }),
  bulkPricingTiers: many(s.bulkPricingTiers),
  cartItems: many(s.cartItems),
  wishlistItems: many(s.wishlistItems),
}));

export const productCategoriesRelations = relations(s.productCategories, ({ one }) => ({
  product: one(s.products, {
    fields: [s.productCategories.productId],
    references: [s.products.id],
  }),
  category: one(s.categories, {
    fields: [s.productCategories.categoryId],
    references: [s.categories.id],
  }),
}));

export const productOptionsRelations = relations(s.productOptions, ({ one, many }) => ({
  product: one(s.products, { fields: [s.productOptions.productId], references: [s.products.id] }),
  values: many(s.optionValues),
}));

export const optionValuesRelations = relations(s.optionValues, ({ one, many }) => ({
  option: one(s.productOptions, {
    fields: [s.optionValues.optionId],
    references: [s.productOptions.id],
  }),
  variants: many(s.variantOptionValues),
}));

export const variantsRelations = relations(s.variants, ({ one, many }) => ({
  product: one(s.products, { fields: [s.variants.productId], references: [s.products.id] }),
  optionValues: many(s.variantOptionValues),
  metafields: many(s.productMetafields),
  inventory: many(s.inventory),
  priceListEntries: many(s.priceListEntries),
  cartItems: many(s.cartItems),
}));

export const variantOptionValuesRelations = relations(s.variantOptionValues, ({ one }) => ({
  variant: one(s.variants, {
    fields: [s.variantOptionValues.variantId],
    references: [s.variants.id],
  }),
  optionValue: one(s.optionValues, {
    fields: [s.variantOptionValues.optionValueId],
    references: [s.optionValues.id],
  }),
}));

export const productMetafieldsRelations = relations(s.productMetafields, ({ one }) => ({
  product: one(s.products, {
    fields: [s.productMetafields.productId],
    references: [s.products.id],
  }),
  variant: one(s.variants, {
    fields: [s.productMetafields.variantId],
    references: [s.variants.id],
  }),
}));

export const relatedProductsRelations = relations(s.relatedProducts, ({ one }) => ({
  product: one(s.products, {
    fields: [s.relatedProducts.productId],
    references: [s.products.id],
    relationName: 'related_from',
  }),
  related: one(s.products, {
    fields: [s.relatedProducts.relatedId],
    references: [s.products.id],
    relationName: 'related_to',
  }),
}));

export const bulkPricingTiersRelations = relations(s.bulkPricingTiers, ({ one }) => ({
  product: one(s.products, {
    fields: [s.bulkPricingTiers.productId],
    references: [s.products.id],
  }),
}));

export const locationsRelations = relations(s.locations, ({ many }) => ({
  inventory: many(s.inventory),
}));

export const inventoryRelations = relations(s.inventory, ({ one }) => ({
  variant: one(s.variants, { fields: [s.inventory.variantId], references: [s.variants.id] }),
  location: one(s.locations, { fields: [s.inventory.locationId], references: [s.locations.id] }),
}));

export const priceListsRelations = relations(s.priceLists, ({ many }) => ({
  entries: many(s.priceListEntries),
  groups: many(s.customerGroups),
}));

export const priceListEntriesRelations = relations(s.priceListEntries, ({ one }) => ({
  priceList: one(s.priceLists, {
    fields: [s.priceListEntries.priceListId],
    references: [s.priceLists.id],
  }),
  variant: one(s.variants, {
    fields: [s.priceListEntries.variantId],
    references: [s.variants.id],
  }),
}));

export const customerGroupsRelations = relations(s.customerGroups, ({ one, many }) => ({
  priceList: one(s.priceLists, {
    fields: [s.customerGroups.priceListId],
    references: [s.priceLists.id],
  }),
  customers: many(s.customers),
}));

export const companiesRelations = relations(s.companies, ({ many }) => ({
  users: many(s.customers),
}));

export const customersRelations = relations(s.customers, ({ one, many }) => ({
  group: one(s.customerGroups, {
    fields: [s.customers.groupId],
    references: [s.customerGroups.id],
  }),
  companyAccount: one(s.companies, {
    fields: [s.customers.companyId],
    references: [s.companies.id],
  }),
  tokens: many(s.customerTokens),
  passwordResets: many(s.passwordResets),
  addresses: many(s.addresses),
  carts: many(s.carts),
  orders: many(s.orders),
  wishlistItems: many(s.wishlistItems),
}));

export const customerTokensRelations = relations(s.customerTokens, ({ one }) => ({
  customer: one(s.customers, {
    fields: [s.customerTokens.customerId],
    references: [s.customers.id],
  }),
}));

export const passwordResetsRelations = relations(s.passwordResets, ({ one }) => ({
  customer: one(s.customers, {
    fields: [s.passwordResets.customerId],
    references: [s.customers.id],
  }),
}));

export const addressesRelations = relations(s.addresses, ({ one }) => ({
  customer: one(s.customers, { fields: [s.addresses.customerId], references: [s.customers.id] }),
}));

export const cartsRelations = relations(s.carts, ({ one, many }) => ({
  customer: one(s.customers, { fields: [s.carts.customerId], references: [s.customers.id] }),
  items: many(s.cartItems),
  metafields: many(s.cartMetafields),
}));

export const cartItemsRelations = relations(s.cartItems, ({ one }) => ({
  cart: one(s.carts, { fields: [s.cartItems.cartId], references: [s.carts.id] }),
  product: one(s.products, { fields: [s.cartItems.productId], references: [s.products.id] }),
  variant: one(s.variants, { fields: [s.cartItems.variantId], references: [s.variants.id] }),
}));

export const cartMetafieldsRelations = relations(s.cartMetafields, ({ one }) => ({
  cart: one(s.carts, { fields: [s.cartMetafields.cartId], references: [s.carts.id] }),
}));

// An order keeps copies of what it sold (order_products' product and variant ids are not
// foreign keys: a product may go, its orders stay).
export const ordersRelations = relations(s.orders, ({ one, many }) => ({
  customer: one(s.customers, { fields: [s.orders.customerId], references: [s.customers.id] }),
  products: many(s.orderProducts),
  shippingAddresses: many(s.orderShippingAddresses),
  metafields: many(s.orderMetafields),
  containers: many(s.orderContainers),
  shipments: many(s.orderShipments),
}));

export const orderContainersRelations = relations(s.orderContainers, ({ one, many }) => ({
  order: one(s.orders, { fields: [s.orderContainers.orderId], references: [s.orders.id] }),
  brand: one(s.brands, { fields: [s.orderContainers.brandId], references: [s.brands.id] }),
  events: many(s.tntEvents),
  shipment: one(s.orderShipments),
}));

export const tntEventsRelations = relations(s.tntEvents, ({ one }) => ({
  container: one(s.orderContainers, {
    fields: [s.tntEvents.orderContainerId],
    references: [s.orderContainers.id],
  }),
}));

export const orderShipmentsRelations = relations(s.orderShipments, ({ one }) => ({
  order: one(s.orders, { fields: [s.orderShipments.orderId], references: [s.orders.id] }),
  container: one(s.orderContainers, {
    fields: [s.orderShipments.orderContainerId],
    references: [s.orderContainers.id],
  }),
  address: one(s.orderShippingAddresses, {
    fields: [s.orderShipments.orderAddressId],
    references: [s.orderShippingAddresses.id],
  }),
}));

export const orderMetafieldsRelations = relations(s.orderMetafields, ({ one }) => ({
  order: one(s.orders, { fields: [s.orderMetafields.orderId], references: [s.orders.id] }),
}));

export const orderProductsRelations = relations(s.orderProducts, ({ one }) => ({
  order: one(s.orders, { fields: [s.orderProducts.orderId], references: [s.orders.id] }),
}));

export const orderShippingAddressesRelations = relations(s.orderShippingAddresses, ({ one }) => ({
  order: one(s.orders, {
    fields: [s.orderShippingAddresses.orderId],
    references: [s.orders.id],
  }),
}));

export const wishlistItemsRelations = relations(s.wishlistItems, ({ one }) => ({
  customer: one(s.customers, {
    fields: [s.wishlistItems.customerId],
    references: [s.customers.id],
  }),
  product: one(s.products, { fields: [s.wishlistItems.productId], references: [s.products.id] }),
}));
