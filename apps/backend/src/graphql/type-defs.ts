/**
 * The subset of a BigCommerce-style storefront schema that the five storefront operations of
 * behaviour.md#calls-graphql read (packages/api/src/graphql/operations.ts), with the fields of behaviour.md#entities. Names,
 * arguments and connection shapes (`edges { node }`) follow the hosted schema, so pointing the
 * storefront at the hosted service stays a configuration change.
 */
export const typeDefs = /* GraphQL */ `
  type Query {
    site: Site!
  }

  type Site {
    "One product by entity id (optionally one of its variants) or by product/variant SKU; null when unknown."
    product(id: ID, entityId: Int, variantEntityId: Int, sku: String): Product
    "Visible products, in the order of entityIds when given; at most 50 per page."
    products(entityIds: [Int!], first: Int = 10, after: String): ProductConnection!
    "Root categories with their children (the storefront reads three levels)."
    categoryTree(rootEntityId: Int): [CategoryTreeItem!]!
  }

  interface Node {
    id: ID!
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type Product implements Node {
    id: ID!
    entityId: Int!
    name: String!
    sku: String!
    path: String!
    description: String!
    plainTextDescription: String!
    type: String!
    brand: Brand
    categories(first: Int = 10): CategoryConnection!
    availabilityV2: ProductAvailability!
    inventory: ProductInventory!
    relatedProducts(first: Int = 10): RelatedProductsConnection!
    metafields(namespace: String!, keys: [String!], first: Int = 10): MetafieldConnection!
    variants(entityIds: [Int!], first: Int = 10): VariantConnection!
    prices: Prices
  }

  type ProductConnection {
    edges: [ProductEdge!]
    pageInfo: PageInfo!
  }
  type ProductEdge {
    node: Product!
    cursor: String!
  }

  type RelatedProductsConnection {
    edges: [ProductEdge!]
    pageInfo: PageInfo!
  }

  type Brand implements Node {
    id: ID!
    entityId: Int!
    name: String!
    path: String!
  }

  type Category implements Node {
    id: ID!
    entityId: Int!
    name: String!
    path: String!
    description: String!
    "The trail from the root to this category, at most depth entries."
    breadcrumbs(depth: Int!, first: Int = 10): BreadcrumbConnection!
  }
  type CategoryConnection {
    edges: [CategoryEdge!]
    pageInfo: PageInfo!
  }
  type CategoryEdge {
    node: Category!
    cursor: String!
  }

  type Breadcrumb {
    entityId: Int!
    name: String!
    path: String
  }
  type BreadcrumbConnection {
    edges: [BreadcrumbEdge!]
    pageInfo: PageInfo!
  }
  type BreadcrumbEdge {
    node: Breadcrumb!
    cursor: String!
  }

  type CategoryTreeItem {
    entityId: Int!
    name: String!
    path: String!
    description: String!
    "Visible products assigned to this category."
    productCount: Int!
    hasChildren: Boolean!
    children: [CategoryTreeItem!]!
  }

  enum ProductAvailabilityStatus {
    Available
    Preorder
    Unavailable
  }
  type ProductAvailability {
    status: ProductAvailabilityStatus!
    description: String!
  }

  type AggregatedInventory {
    availableToSell: Int!
    warningLevel: Int!
  }
  type ProductInventory {
    isInStock: Boolean!
    hasVariantInventory: Boolean!
    aggregated: AggregatedInventory
  }

  type Metafields implements Node {
    id: ID!
    entityId: Int!
    key: String!
    value: String!
  }
  type MetafieldConnection {
    edges: [MetafieldEdge!]
    pageInfo: PageInfo!
  }
  type MetafieldEdge {
    node: Metafields!
    cursor: String!
  }

  type Variant implements Node {
    id: ID!
    entityId: Int!
    sku: String!
    isPurchasable: Boolean!
    inventory: VariantInventory
    prices: Prices
    metafields(namespace: String!, keys: [String!], first: Int = 10): MetafieldConnection!
    "The option values that make up this variant."
    options(first: Int = 10): OptionConnection!
  }
  type VariantConnection {
    edges: [VariantEdge!]
    pageInfo: PageInfo!
  }
  type VariantEdge {
    node: Variant!
    cursor: String!
  }

  enum LengthUnit {
    Miles
    Kilometres
  }
  type Distance {
    value: Float!
    unit: LengthUnit!
  }
  type InventoryByLocations {
    locationEntityId: Int!
    locationEntityCode: String!
    locationEntityTypeId: String
    locationDistance: Distance
    availableToSell: Int!
    warningLevel: Int!
    isInStock: Boolean!
  }
  type LocationConnection {
    edges: [LocationEdge!]
    pageInfo: PageInfo!
  }
  type LocationEdge {
    node: InventoryByLocations!
    cursor: String!
  }
  type VariantInventory {
    isInStock: Boolean!
    aggregated: AggregatedInventory
    byLocation(first: Int = 10): LocationConnection!
  }

  type Money {
    value: Float!
    currencyCode: String!
  }
  interface BulkPricingTier {
    minimumQuantity: Int!
    maximumQuantity: Int
  }
  "A percentage taken off the unit price."
  type BulkPricingPercentageDiscount implements BulkPricingTier {
    minimumQuantity: Int!
    maximumQuantity: Int
    percentOff: Float!
  }
  "An amount taken off the unit price."
  type BulkPricingRelativePriceDiscount implements BulkPricingTier {
    minimumQuantity: Int!
    maximumQuantity: Int
    priceAdjustment: Float!
  }
  "A fixed unit price."
  type BulkPricingFixedPriceDiscount implements BulkPricingTier {
    minimumQuantity: Int!
    maximumQuantity: Int
    price: Float!
  }
  type Prices {
    price: Money!
    salePrice: Money
    retailPrice: Money
    basePrice: Money
    bulkPricing: [BulkPricingTier!]!
  }

  type ProductOptionValue {
    entityId: Int!
    label: String!
    isDefault: Boolean!
    hexColors: [String!]!
    imageUrl: String
  }
  type ProductOptionValueConnection {
    edges: [ProductOptionValueEdge!]
    pageInfo: PageInfo!
  }
  type ProductOptionValueEdge {
    node: ProductOptionValue!
    cursor: String!
  }
  type ProductOption {
    entityId: Int!
    displayName: String!
    isRequired: Boolean!
    values(first: Int = 10): ProductOptionValueConnection!
  }
  type OptionConnection {
    edges: [OptionEdge!]
    pageInfo: PageInfo!
  }
  type OptionEdge {
    node: ProductOption!
    cursor: String!
  }
`;
