// `@shop/api/graphql`: the storefront GraphQL API — the five operations of behaviour.md#calls-graphql as typed
// documents (their `query` strings included, so a server can be checked against them).
export { createGraphqlApi } from './graphql-client';
export type { GraphqlApi } from './graphql-client';
export {
  cartProductDetail,
  categoryTree3LevelsDeep,
  categoryTreeItemSchema,
  productSizeByVariantId,
  productStockDetails,
  productsSizes,
  stockProductSchema,
} from './operations';
export type { CategoryTreeItem, StockProduct } from './operations';
export { productSizeSchema } from './fragments';
export type { ProductSize } from './fragments';
export { typedDocument } from './typed-document';
export type { ResultOf, TypedDocument, VariablesOf } from './typed-document';
export type { GraphqlConfig } from '../config';
