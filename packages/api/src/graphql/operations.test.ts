import { Kind, parse } from 'graphql';
import type { OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  cartProductDetail,
  categoryTree3LevelsDeep,
  productSizeByVariantId,
  productStockDetails,
  productsSizes,
} from './operations';

const documents = [
  productSizeByVariantId,
  productsSizes,
  categoryTree3LevelsDeep,
  cartProductDetail,
  productStockDetails,
];

function operationOf(query: string): OperationDefinitionNode {
  const [definition] = parse(query).definitions;
  if (definition?.kind !== Kind.OPERATION_DEFINITION) throw new Error('not an operation');
  return definition;
}

describe('GraphQL documents (behaviour.md#calls-graphql)', () => {
  it.each(documents.map((document) => [document.operationName, document] as const))(
    '%s parses, is a query named as its operation, and declares exactly the variables its schema checks',
    (_name, document) => {
      const operation = operationOf(document.query);
      expect(operation.operation).toBe('query');
      expect(operation.name?.value).toBe(document.operationName);
      const declared = (operation.variableDefinitions ?? [])
        .map((definition) => definition.variable.name.value)
        .sort();
      expect(declared).toEqual(Object.keys(document.variables.shape).sort());
    },
  );

  it('names the five operations of behaviour.md#calls-graphql', () => {
    expect(documents.map((document) => document.operationName)).toEqual([
      'ProductSizeByVariantID',
      'ProductsSizes',
      'CategoryTree3LevelsDeep',
      'CartProductDetail',
      'ProductStockDetails',
    ]);
  });

  it('checks variables before anything is sent', () => {
    expect(
      productSizeByVariantId.variables.safeParse({ variantID: 1, productID: 2, variantIDs: [1] })
        .success,
    ).toBe(true);
    expect(
      productSizeByVariantId.variables.safeParse({ variantID: '1', productID: 2, variantIDs: [] })
        .success,
    ).toBe(false);
    expect(productStockDetails.variables.safeParse({ sku: '  ' }).success).toBe(false);
  });

  it('parses a category tree three levels deep and rejects a tree missing productCount', () => {
    const leaf = { name: 'Oak', path: '/shop/chairs/dining/oak/', entityId: 30, productCount: 2 };
    const tree = {
      site: {
        categoryTree: [
          {
            name: 'Chairs',
            path: '/shop/chairs/',
            entityId: 10,
            productCount: 12,
            children: [
              {
                name: 'Dining',
                path: '/shop/chairs/dining/',
                entityId: 20,
                productCount: 5,
                children: [leaf],
              },
            ],
          },
        ],
      },
    };
    const parsed = categoryTree3LevelsDeep.result.parse(tree);
    expect(parsed.site.categoryTree[0]?.children?.[0]?.children?.[0]?.name).toBe('Oak');
    const { productCount: _dropped, ...noCount } = leaf;
    expect(
      categoryTree3LevelsDeep.result.safeParse({ site: { categoryTree: [noCount] } }).success,
    ).toBe(false);
  });

  it('parses product size data with its myob size metafields', () => {
    const result = productSizeByVariantId.result.parse({
      site: {
        product: {
          name: 'Dining chair',
          sku: 'CH-1',
          entityId: 101,
          brand: { entityId: 40, id: 'QnJhbmQ6NDA=', name: 'Factory 40' },
          variants: {
            edges: [{ node: { entityId: 201, id: 'VmFyaWFudDoyMDE=', sku: 'CH-1-OAK' } }],
          },
          metafields: {
            edges: [
              { node: { id: 'm1', key: 'ProductWidth', value: '450' } },
              { node: { id: 'm2', key: 'ProductDepth', value: '520' } },
            ],
          },
        },
      },
    });
    expect(result.site.product?.metafields.edges?.map((edge) => edge.node.key)).toEqual([
      'ProductWidth',
      'ProductDepth',
    ]);
    expect(
      productSizeByVariantId.result.parse({ site: { product: null } }).site.product,
    ).toBeNull();
  });
});
