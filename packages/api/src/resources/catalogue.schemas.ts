import { z } from 'zod';

/** SPEC §3 Brand. */
export const brandSchema = z.looseObject({ id: z.number().int(), name: z.string() });
export type Brand = z.infer<typeof brandSchema>;

/** SPEC §3 Product (stored): id, brand_id and metafields read by key. */
export const storedProductSchema = z.looseObject({
  id: z.number().int(),
  brand_id: z.number().int().nullish(),
  metafields: z.array(z.looseObject({ key: z.string(), value: z.unknown() })).nullish(),
});
export type StoredProduct = z.infer<typeof storedProductSchema>;

/** SPEC §7 leaves the payload open: an optional page, page size and brand or category filter. */
export const availableProductsPayloadSchema = z
  .object({
    page: z.number().int().positive().optional(),
    limit: z.number().int().positive().optional(),
    brand_id: z.number().int().positive().optional(),
    category_id: z.number().int().positive().optional(),
  })
  .optional();
export type AvailableProductsPayload = z.infer<typeof availableProductsPayloadSchema>;

export const availableProductsResponseSchema = z.looseObject({
  data: z.array(storedProductSchema),
});
export const productDictionaryResponseSchema = z.looseObject({ data: z.unknown() });
export const brandListResponseSchema = z.looseObject({ message: z.array(brandSchema) });
