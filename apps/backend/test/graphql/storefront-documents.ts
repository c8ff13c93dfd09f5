// The five operations of SPEC §7 exactly as the storefront sends them (packages/api/src/graphql/
// operations.ts, fragments expanded). The backend must not depend on @shop/api, so they are
// written out here; storefront-documents.test.ts fails when they drift from the client's.

const PRODUCT_SIZE_FIELDS = `
  name
  sku
  entityId
  brand { entityId id name }
  variants(entityIds: $variantIDs) { edges { node { entityId id sku } } }
  metafields(namespace: "myob", keys: ["ProductWidth", "ProductDepth", "ProductHeight"]) {
    edges { node { value key id } }
  }
`;

export const PRODUCT_SIZE_BY_VARIANT_ID = `query ProductSizeByVariantID($variantID: Int!, $productID: Int!, $variantIDs: [Int!]) {
  site {
    product(entityId: $productID, variantEntityId: $variantID) {${PRODUCT_SIZE_FIELDS}}
  }
}`;

export const PRODUCTS_SIZES = `query ProductsSizes($productIDs: [Int!], $variantIDs: [Int!]) {
  site {
    products(entityIds: $productIDs, first: 50) { edges { node {${PRODUCT_SIZE_FIELDS}} } }
  }
}`;

const CATEGORY_FIELDS = 'name path entityId productCount';

export const CATEGORY_TREE_3_LEVELS_DEEP = `query CategoryTree3LevelsDeep {
  site {
    categoryTree {
      ${CATEGORY_FIELDS}
      children { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} } }
    }
  }
}`;

export const CART_PRODUCT_DETAIL = `query CartProductDetail($productId: Int!, $variantId: Int!, $namespace: String!) {
  site {
    product(entityId: $productId, variantEntityId: $variantId) {
      sku
      metafields(namespace: $namespace, keys: ["ImageHero"]) { edges { node { key value } } }
      variants(entityIds: [$variantId]) {
        edges { node { sku metafields(namespace: $namespace, keys: ["ImageHero"]) { edges { node { key value } } } } }
      }
    }
  }
}`;

export const PRODUCT_STOCK_DETAILS = `query ProductStockDetails($sku: String!) {
  site {
    product(sku: $sku) {
      name sku entityId id description type
      brand { id entityId name }
      categories {
        edges { node { name path entityId breadcrumbs(depth: 4) { edges { node { name entityId } } } } }
      }
      availabilityV2 { status description }
      inventory { isInStock hasVariantInventory aggregated { availableToSell warningLevel } }
      relatedProducts(first: 4) { edges { node { sku name path } } }
      metafields(namespace: "myob", first: 50) { edges { node { id key value } } }
      variants {
        edges {
          node {
            id entityId sku isPurchasable
            inventory {
              byLocation {
                edges {
                  node {
                    availableToSell isInStock locationEntityCode locationEntityId locationEntityTypeId
                    locationDistance { unit value } warningLevel
                  }
                }
              }
            }
            prices {
              price { value currencyCode }
              salePrice { value currencyCode }
              retailPrice { value currencyCode }
              bulkPricing { minimumQuantity maximumQuantity }
            }
            metafields(namespace: "myob", first: 50) { edges { node { id key value } } }
            options { edges { node { displayName values { edges { node { label } } } } } }
          }
        }
      }
    }
  }
}`;

export const STOREFRONT_DOCUMENTS = {
  ProductSizeByVariantID: PRODUCT_SIZE_BY_VARIANT_ID,
  ProductsSizes: PRODUCTS_SIZES,
  CategoryTree3LevelsDeep: CATEGORY_TREE_3_LEVELS_DEEP,
  CartProductDetail: CART_PRODUCT_DETAIL,
  ProductStockDetails: PRODUCT_STOCK_DETAILS,
} as const;
