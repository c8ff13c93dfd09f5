// The five operations of behaviour.md#calls-graphql exactly as the storefront sends them: @shop/api's own
// documents.
import {
  cartProductDetail,
  categoryTree3LevelsDeep,
  productSizeByVariantId,
  productStockDetails,
  productsSizes,
} from '@shop/api/graphql';

export const PRODUCT_SIZE_BY_VARIANT_ID = productSizeByVariantId.query;
export const PRODUCTS_SIZES = productsSizes.query;
export const CATEGORY_TREE_3_LEVELS_DEEP = categoryTree3LevelsDeep.query;
export const CART_PRODUCT_DETAIL = cartProductDetail.query;
export const PRODUCT_STOCK_DETAILS = productStockDetails.query;
