import { z } from 'zod';
import {
  brandNodeSchema,
  connection,
  metafieldNodeSchema,
  PRODUCT_SIZE_FIELDS,
  productSizeSchema,
} from './fragments';
import { typedDocument } from './typed-document';

const entityId = z.number().int().positive();
const entityIds = z.array(entityId);

/** ProductSizeByVariantID (behaviour.md#calls-graphql): the size metafields of one product and some of its variants. */
export const productSizeByVariantId = typedDocument({
  operationName: 'ProductSizeByVariantID',
  query: `query ProductSizeByVariantID($variantID: Int!, $productID: Int!, $variantIDs: [Int!]) {
  site {
    product(entityId: $productID, variantEntityId: $variantID) {${PRODUCT_SIZE_FIELDS}}
  }
}`,
  variables: z.object({ variantID: entityId, productID: entityId, variantIDs: entityIds }),
  result: z.looseObject({ site: z.looseObject({ product: productSizeSchema.nullable() }) }),
});

/** ProductsSizes (behaviour.md#calls-graphql): the size metafields of many products. */
export const productsSizes = typedDocument({
  operationName: 'ProductsSizes',
  query: `query ProductsSizes($productIDs: [Int!], $variantIDs: [Int!]) {
  site {
    products(entityIds: $productIDs, first: 50) { edges { node {${PRODUCT_SIZE_FIELDS}} } }
  }
}`,
  variables: z.object({ productIDs: entityIds, variantIDs: entityIds }),
  result: z.looseObject({ site: z.looseObject({ products: connection(productSizeSchema) }) }),
});

const categoryLeaf = z.looseObject({
  name: z.string(),
  path: z.string(),
  entityId: z.number().int(),
  productCount: z.number().int(),
});
const categoryMiddle = categoryLeaf.extend({ children: z.array(categoryLeaf).nullish() });
/** A category tree item (behaviour.md#entities), children nested three levels deep. */
export const categoryTreeItemSchema = categoryLeaf.extend({
  children: z.array(categoryMiddle).nullish(),
});
export type CategoryTreeItem = z.infer<typeof categoryTreeItemSchema>;

const CATEGORY_FIELDS = 'name path entityId productCount';

/** CategoryTree3LevelsDeep (behaviour.md#calls-graphql). */
export const categoryTree3LevelsDeep = typedDocument({
  operationName: 'CategoryTree3LevelsDeep',
  query: `query CategoryTree3LevelsDeep {
  site {
    categoryTree {
      ${CATEGORY_FIELDS}
      children { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} } }
    }
  }
}`,
  variables: z.object({}),
  result: z.looseObject({ site: z.looseObject({ categoryTree: z.array(categoryTreeItemSchema) }) }),
});

const heroMetafields = connection(z.looseObject({ key: z.string(), value: z.string() }));

/** CartProductDetail (behaviour.md#calls-graphql): sku and ImageHero metafields of a cart line's product and variant. */
export const cartProductDetail = typedDocument({
  operationName: 'CartProductDetail',
  query: `query CartProductDetail($productId: Int!, $variantId: Int!, $namespace: String!) {
  site {
    product(entityId: $productId, variantEntityId: $variantId) {
      sku
      metafields(namespace: $namespace, keys: ["ImageHero"]) { edges { node { key value } } }
      variants(entityIds: [$variantId]) {
        edges { node { sku metafields(namespace: $namespace, keys: ["ImageHero"]) { edges { node { key value } } } } }
      }
    }
  }
}`,
  variables: z.object({ productId: entityId, variantId: entityId, namespace: z.string().min(1) }),
  result: z.looseObject({
    site: z.looseObject({
      product: z
        .looseObject({
          sku: z.string(),
          metafields: heroMetafields,
          variants: connection(z.looseObject({ sku: z.string(), metafields: heroMetafields })),
        })
        .nullable(),
    }),
  }),
});

const money = z.looseObject({ value: z.number(), currencyCode: z.string().optional() });

const variantSchema = z.looseObject({
  id: z.string(),
  entityId: z.number().int(),
  sku: z.string(),
  isPurchasable: z.boolean(),
  inventory: z
    .looseObject({
      byLocation: connection(
        z.looseObject({
          availableToSell: z.number(),
          isInStock: z.boolean(),
          locationEntityCode: z.string().nullish(),
          locationEntityId: z.number().int(),
          locationEntityTypeId: z.string().nullish(),
          locationDistance: z.looseObject({ unit: z.string(), value: z.number() }).nullish(),
          warningLevel: z.number().nullish(),
        }),
      ).nullish(),
    })
    .nullish(),
  prices: z
    .looseObject({
      price: money,
      salePrice: money.nullish(),
      retailPrice: money.nullish(),
      bulkPricing: z
        .array(
          z.looseObject({
            minimumQuantity: z.number().int(),
            maximumQuantity: z.number().int().nullish(),
          }),
        )
        .nullish(),
    })
    .nullish(),
  metafields: connection(metafieldNodeSchema),
  options: connection(
    z.looseObject({
      displayName: z.string(),
      values: connection(
        z.looseObject({
          label: z.string(),
          hexColors: z.array(z.string()).nullish(),
          imageUrl: z.string().nullish(),
        }),
      ),
    }),
  ),
});

/** A product as the catalogue query reads it (behaviour.md#entities). */
export const stockProductSchema = z.looseObject({
  name: z.string(),
  sku: z.string(),
  entityId: z.number().int(),
  id: z.string(),
  description: z.string(),
  type: z.string(),
  brand: brandNodeSchema.nullish(),
  categories: connection(
    z.looseObject({
      name: z.string(),
      path: z.string(),
      entityId: z.number().int(),
      breadcrumbs: connection(z.looseObject({ name: z.string(), entityId: z.number().int() })),
    }),
  ),
  availabilityV2: z.looseObject({ status: z.string(), description: z.string() }),
  inventory: z.looseObject({
    isInStock: z.boolean(),
    hasVariantInventory: z.boolean(),
    aggregated: z.looseObject({ availableToSell: z.number(), warningLevel: z.number() }).nullish(),
  }),
  relatedProducts: connection(
    z.looseObject({ sku: z.string(), name: z.string(), path: z.string() }),
  ),
  metafields: connection(metafieldNodeSchema),
  variants: connection(variantSchema),
});
export type StockProduct = z.infer<typeof stockProductSchema>;

/** ProductStockDetails (behaviour.md#calls-graphql): the catalogue fields of behaviour.md#entities for one SKU. */
export const productStockDetails = typedDocument({
  operationName: 'ProductStockDetails',
  query: `query ProductStockDetails($sku: String!) {
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
            options { edges { node { displayName values { edges { node { label hexColors imageUrl } } } } } }
          }
        }
      }
    }
  }
}`,
  variables: z.object({ sku: z.string().trim().min(1) }),
  result: z.looseObject({ site: z.looseObject({ product: stockProductSchema.nullable() }) }),
});
