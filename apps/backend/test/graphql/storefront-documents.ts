// The five operations of SPEC §7 exactly as the storefront sends them: @shop/api's own
// documents, read from its source. Not through a package dependency: @shop/api's contract
// tests start this backend (its devDependency), and Turborepo refuses a dependency cycle
// between workspaces, so the backend imports the file rather than the package.
import {
  cartProductDetail,
  categoryTree3LevelsDeep,
  productSizeByVariantId,
  productStockDetails,
  productsSizes,
} from '../../../../packages/api/src/graphql/operations';

export const PRODUCT_SIZE_BY_VARIANT_ID = productSizeByVariantId.query;
export const PRODUCTS_SIZES = productsSizes.query;
export const CATEGORY_TREE_3_LEVELS_DEEP = categoryTree3LevelsDeep.query;
export const CART_PRODUCT_DETAIL = cartProductDetail.query;
export const PRODUCT_STOCK_DETAILS = productStockDetails.query;
