// `@shop/api/catalogue`: product listings, the product dictionary and the brands.
export { createCatalogueApi } from './catalogue';
export type { CatalogueApi } from './catalogue';
export {
  brandMetafieldSchema,
  brandSchema,
  dictionaryEntrySchema,
  listedProductSchema,
  listedVariantSchema,
  listingPaginationSchema,
  storedProductSchema,
} from './catalogue.schemas';
export type {
  AvailableProductsPayload,
  Brand,
  BrandMetafield,
  BrandMetafieldsQuery,
  DictionaryEntry,
  ListedProduct,
  ListedVariant,
  ListingPagination,
  ProductDictionary,
  ProductListing,
  StoredProduct,
} from './catalogue.schemas';
export type { CallOptions } from '../http/call-options';
export type { RestConfig } from '../config';
