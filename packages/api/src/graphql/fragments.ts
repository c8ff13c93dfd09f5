import { z } from 'zod';

/** Relay-style connections of the commerce storefront schema, unwrapped by callers. */
export function connection<T extends z.ZodType>(node: T) {
  return z.looseObject({ edges: z.array(z.looseObject({ node })).nullish() });
}

export const metafieldNodeSchema = z.looseObject({
  id: z.string().optional(),
  key: z.string(),
  value: z.string(),
});

export const brandNodeSchema = z.looseObject({
  id: z.string(),
  entityId: z.number().int(),
  name: z.string(),
});

/** Product size data (behaviour.md#entities). */
export const productSizeSchema = z.looseObject({
  name: z.string(),
  sku: z.string(),
  entityId: z.number().int(),
  brand: brandNodeSchema.nullish(),
  variants: connection(
    z.looseObject({ entityId: z.number().int(), id: z.string(), sku: z.string() }),
  ),
  metafields: connection(metafieldNodeSchema),
});
export type ProductSize = z.infer<typeof productSizeSchema>;

export const PRODUCT_SIZE_FIELDS = `
  name
  sku
  entityId
  brand { entityId id name }
  variants(entityIds: $variantIDs) { edges { node { entityId id sku } } }
  metafields(namespace: "myob", keys: ["ProductWidth", "ProductDepth", "ProductHeight"]) {
    edges { node { value key id } }
  }
`;
