// Public API of @shop/api: named, explicit exports only.
export { createApiClient } from './client';
export type { ApiClient } from './client';
export { apiClientConfigSchema, parseApiClientConfig } from './config';
export type { ApiClientConfig, ResolvedApiClientConfig } from './config';

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

export { createCustomersApi, profileUpdateBody } from './resources/customers';
export type { CustomersApi, CustomerId } from './resources/customers';
export {
  customerSchema,
  loginPayloadSchema,
  profileUpdateSchema,
  registrationPayloadSchema,
  resetPasswordPayloadSchema,
  changePasswordPayloadSchema,
} from './resources/customers.schemas';
export type {
  AnyObjectResponse,
  ChangePasswordPayload,
  Customer,
  LoginPayload,
  OrderLine,
  OrderSummary,
  ProfileUpdate,
  RegistrationPayload,
  ResetPasswordPayload,
} from './resources/customers.schemas';
export { changePassword } from './resources/password-change';
export type { PasswordChangeResult } from './resources/password-change';
export { createAddressesApi } from './resources/addresses';
export type { AddressesApi } from './resources/addresses';
export {
  addressSchema,
  addressCreateSchema,
  addressUpdateSchema,
} from './resources/addresses.schemas';
export type { Address, AddressCreate, AddressUpdate } from './resources/addresses.schemas';
export { createCartsApi } from './resources/carts';
export type { CartsApi } from './resources/carts';
export {
  cartSchema,
  cartLineItemSchema,
  lineItemInputSchema,
  lineItemUpdateSchema,
} from './resources/carts.schemas';
export type { Cart, CartLineItem, LineItemInput, LineItemUpdate } from './resources/carts.schemas';
export { createCartMetafieldsApi } from './resources/cart-metafields';
export type { CartMetafieldsApi } from './resources/cart-metafields';
export { cartMetafieldSchema, cartMetafieldInputSchema } from './resources/cart-metafields.schemas';
export type { CartMetafield, CartMetafieldInput } from './resources/cart-metafields.schemas';
export { createOrdersApi } from './resources/orders';
export type { OrdersApi, OrderCreateOptions } from './resources/orders';
export { orderCreatePayloadSchema } from './resources/orders.schemas';
export type { OrderCreatePayload, OrderCreateResponse } from './resources/orders.schemas';
export { createCatalogueApi } from './resources/catalogue';
export type { CatalogueApi } from './resources/catalogue';
export {
  brandSchema,
  listedProductSchema,
  listedVariantSchema,
  paginationSchema,
  storedProductSchema,
} from './resources/catalogue.schemas';
export type {
  AvailableProductsPayload,
  Brand,
  ListedProduct,
  ListedVariant,
  Pagination,
  ProductListing,
  StoredProduct,
} from './resources/catalogue.schemas';
export { createPricingApi } from './resources/pricing';
export type { PricingApi } from './resources/pricing';
export { priceListEntrySchema, customerPricingPayloadSchema } from './resources/pricing.schemas';
export type { CustomerPricingPayload, PriceListEntry } from './resources/pricing.schemas';

export { createWishlistApi } from './resources/wishlist';
export type { WishlistApi } from './resources/wishlist';
export { wishlistItemSchema, wishlistMergePayloadSchema } from './resources/wishlist.schemas';
export type { WishlistItem } from './resources/wishlist.schemas';

export { createGraphqlApi, execute } from './graphql/graphql-client';
export type { GraphqlApi } from './graphql/graphql-client';
export {
  cartProductDetail,
  categoryTree3LevelsDeep,
  categoryTreeItemSchema,
  productSizeByVariantId,
  productStockDetails,
  productsSizes,
  stockProductSchema,
} from './graphql/operations';
export type { CategoryTreeItem, StockProduct } from './graphql/operations';
export { productSizeSchema } from './graphql/fragments';
export type { ProductSize } from './graphql/fragments';
export { typedDocument } from './graphql/typed-document';
export type { ResultOf, TypedDocument, VariablesOf } from './graphql/typed-document';

export {
  contentVersion,
  createContentApi,
  storyblokOptions,
  uuidBatches,
} from './content/content-client';
export type { ContentApi, ContentConfig, ContentVersion } from './content/content-client';
export { contentLinkSchema, siteSettingsSchema } from './content/site-settings.schema';
export type { ContentLink, SiteSettings } from './content/site-settings.schema';

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
} from './newsletter/newsletter-client';
export type {
  NewsletterApi,
  NewsletterConfig,
  NewsletterResult,
} from './newsletter/newsletter-client';
export { unwrapJsonp } from './newsletter/jsonp';
