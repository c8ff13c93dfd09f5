// Public API of @shop/api: named, explicit exports only. Each resource also has its own
// subpath (`@shop/api/carts`, `/customers`, …) for an app that needs only some of them; the
// root gathers them with the all-in-one `createApiClient`.
export { createApiClient } from './client';
export type { ApiClient } from './client';
export { apiClientConfigSchema, parseApiClientConfig } from './config';
export type {
  ApiClientConfig,
  B2bConfig,
  GraphqlConfig,
  ProductServiceConfig,
  ResolvedApiClientConfig,
  RestConfig,
  TrackTraceConfig,
} from './config';
export type { CallOptions } from './http/call-options';

export {
  ApiError,
  isApiError,
  ResponseShapeError,
  isResponseShapeError,
  RequestPayloadError,
  ApiConfigError,
  NetworkFailureError,
  GraphQLResponseError,
  isInsufficientStock,
} from './errors';
export type { ApiErrorInit } from './errors';

export {
  addressCreateSchema,
  addressUpdateSchema,
  calendarFeedStatusSchema,
  calendarFeedTokenSchema,
  changePasswordPayloadSchema,
  createAddressesApi,
  createCalendarFeedApi,
  createCustomersApi,
  createdCalendarFeedSchema,
  customerAddressSchema,
  customerSchema,
  loginPayloadSchema,
  profileUpdateBody,
  profileUpdateSchema,
  registrationPayloadSchema,
  resetPasswordPayloadSchema,
} from './customers';
export type {
  AddressCreate,
  AddressesApi,
  AddressUpdate,
  AnyObjectResponse,
  CalendarFeedApi,
  CalendarFeedFile,
  CalendarFeedStatus,
  ChangePasswordPayload,
  CreatedCalendarFeed,
  Customer,
  CustomerAddress,
  CustomerId,
  CustomersApi,
  LoginPayload,
  PasswordChangeResult,
  ProfileUpdate,
  RegistrationPayload,
  ResetPasswordPayload,
} from './customers';

export {
  cartLineItemSchema,
  cartMetafieldInputSchema,
  cartMetafieldSchema,
  cartSchema,
  createCartMetafieldsApi,
  createCartsApi,
  lineItemInputSchema,
  lineItemUpdateSchema,
  lineResultSchema,
} from './carts';
export type {
  AddItemsOptions,
  AddLinesOptions,
  AddLinesResult,
  Cart,
  CartLineItem,
  CartMetafield,
  CartMetafieldsApi,
  CartsApi,
  LineItemInput,
  LineItemUpdate,
  LineResult,
} from './carts';

export {
  createOrdersApi,
  fullOrderSchema,
  orderBillingAddressSchema,
  orderCreatePayloadSchema,
  orderLineSchema,
  orderMetafieldSchema,
  orderSchema,
  orderShippingAddressSchema,
  orderSummarySchema,
  shipmentSchema,
} from './orders';
export { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from './idempotency';
export type {
  FullOrder,
  Order,
  OrderBillingAddress,
  OrderCreateOptions,
  OrderCreatePayload,
  OrderCreateResponse,
  OrderLine,
  OrderMetafield,
  OrderShippingAddress,
  OrderSummary,
  OrdersApi,
  Shipment,
} from './orders';

export {
  createProductionApi,
  factorySlotSchema,
  invoiceSchema,
  orderProductionSchema,
  PRODUCTION_METAFIELD_NAMESPACE,
  productionOfOrder,
  productionSlotSchema,
} from './production';
export type {
  FactorySlot,
  Invoice,
  OrderProduction,
  ProductionApi,
  ProductionSlot,
} from './production';

export {
  createTrackTraceApi,
  EMPTY_INDICATOR_CODES,
  EQUIPMENT_EVENT_TYPE_CODES,
  equipmentEventSchema,
  EVENT_CLASSIFIER_CODES,
  eventsQuerySchema,
  MAX_EVENT_PAGES,
  TRACK_TRACE_EVENT_TYPES,
  trackTraceEventSchema,
  TRANSPORT_EVENT_TYPE_CODES,
  transportCallSchema,
  transportEventSchema,
} from './track-trace';
export type {
  EquipmentEvent,
  EventsPage,
  EventsQuery,
  TrackTraceApi,
  TrackTraceEvent,
  TransportCall,
  TransportEvent,
} from './track-trace';

export {
  brandMetafieldSchema,
  brandSchema,
  createCatalogueApi,
  dictionaryEntrySchema,
  listedProductSchema,
  listedVariantSchema,
  listingPaginationSchema,
  storedProductSchema,
} from './catalogue';
export type {
  AvailableProductsPayload,
  Brand,
  BrandMetafield,
  BrandMetafieldsQuery,
  CatalogueApi,
  DictionaryEntry,
  ListedProduct,
  ListedVariant,
  ListingPagination,
  ProductDictionary,
  ProductListing,
  StoredProduct,
} from './catalogue';

export {
  createPricingApi,
  CUSTOMER_PRICING_LIMITS,
  customerPricingPayloadSchema,
  priceListEntrySchema,
} from './pricing';
export type { CustomerPricingPayload, PriceListEntry, PricingApi } from './pricing';

export { createWishlistApi, wishlistItemSchema, wishlistMergePayloadSchema } from './wishlist';
export type { WishlistApi, WishlistItem } from './wishlist';

export {
  cartProductDetail,
  categoryTree3LevelsDeep,
  categoryTreeItemSchema,
  createGraphqlApi,
  productSizeByVariantId,
  productSizeSchema,
  productStockDetails,
  productsSizes,
  stockProductSchema,
  typedDocument,
} from './graphql';
export type {
  CategoryTreeItem,
  GraphqlApi,
  ProductSize,
  ResultOf,
  StockProduct,
  TypedDocument,
  VariablesOf,
} from './graphql';

export {
  contentLinkSchema,
  createContentApi,
  siteSettingsSchema,
  storyblokOptions,
  uuidBatches,
} from './content';
export type {
  ContentApi,
  ContentConfig,
  ContentLink,
  ContentVersion,
  SiteSettings,
} from './content';

export {
  createSearchApi,
  createSearchClient,
  searchHitSchema,
  toSearchHost,
} from './search/search-client';
export type {
  ProductSearchOptions,
  SearchApi,
  SearchConfig,
  SearchHit,
  SearchHost,
  SearchResult,
} from './search/search-client';

export {
  createNewsletterApi,
  newsletterResultSchema,
  newsletterUrl,
  unwrapJsonp,
} from './newsletter';
export type { NewsletterApi, NewsletterConfig, NewsletterResult } from './newsletter';

export {
  companyAddressCreateSchema,
  companyAddressDeleteSchema,
  companyAddressUpdateSchema,
  companyAddressesQuerySchema,
  allOrdersQuerySchema,
  b2bPermissionSchema,
  companyAddressNodeSchema,
  companyOrderDetailSchema,
  companyOrderSchema,
  companyCreditConfigSchema,
  companyPaymentTermsSchema,
  companyRoleSchema,
  companyUserSchema,
  createB2bApi,
  shoppingListItemSchema,
  shoppingListSchema,
  shoppingListSummarySchema,
  userCompanySchema,
  userCreateSchema,
  userUpdateSchema,
} from './b2b';
export type {
  CompanyAddressCreate,
  CompanyAddressDelete,
  CompanyAddressUpdate,
  CompanyAddressesQuery,
  AllOrdersQuery,
  B2bApi,
  B2bPermission,
  CompanyAddressNode,
  CompanyAddressesConnection,
  CompanyOrder,
  CompanyOrderDetail,
  CompanyOrdersConnection,
  CompanyCreditConfig,
  CompanyPaymentTerms,
  CompanyRoleInfo,
  CompanyRolesConnection,
  CompanyUser,
  RolesQuery,
  ShoppingList,
  ShoppingListData,
  ShoppingListItem,
  ShoppingListItemInput,
  ShoppingListSummary,
  ShoppingListsConnection,
  ShoppingListsQuery,
  UserCompany,
  UserCreate,
  UserDelete,
  UserUpdate,
  UsersConnection,
  UsersQuery,
} from './b2b';
