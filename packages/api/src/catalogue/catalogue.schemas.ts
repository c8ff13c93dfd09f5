import { z } from 'zod';

/** A brand (behaviour.md#entities). */
export const brandSchema = z.looseObject({ id: z.number().int(), name: z.string() });
export type Brand = z.infer<typeof brandSchema>;

/** A product as stored (behaviour.md#entities): id, brand_id and metafields read by key. */
export const storedProductSchema = z.looseObject({
  id: z.number().int(),
  brand_id: z.number().int().nullish(),
  metafields: z.array(z.looseObject({ key: z.string(), value: z.unknown() })).nullish(),
});
export type StoredProduct = z.infer<typeof storedProductSchema>;

/** behaviour.md#calls-catalogue leaves the payload open: an optional page, page size and brand or category filter. */
export const availableProductsPayloadSchema = z
  .object({
    page: z.number().int().positive().optional(),
    limit: z.number().int().positive().optional(),
    brand_id: z.number().int().positive().optional(),
    category_id: z.number().int().positive().optional(),
    /** Only these products (the reference backend takes up to 500). */
    product_ids: z.array(z.number().int().positive()).min(1).max(500).optional(),
    /**
     * The order, as the commerce catalogue names it: `id` (default) or `date_created` (when
     * the product arrived; new arrivals list the newest first with `direction: 'desc'`).
     */
    sort: z.enum(['id', 'date_created']).optional(),
    /** Default `asc`. */
    direction: z.enum(['asc', 'desc']).optional(),
  })
  .optional();
export type AvailableProductsPayload = z.infer<typeof availableProductsPayloadSchema>;

export const availableProductsResponseSchema = z.looseObject({
  data: z.array(storedProductSchema),
});

/** One variant of a listed product: SKU, prices, stock summed over locations, options. */
export const listedVariantSchema = z.looseObject({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  price: z.number().nullish(),
  retail_price: z.number().nullish(),
  sale_price: z.number().nullish(),
  purchasing_disabled: z.boolean().nullish(),
  inventory_level: z.number().nullish(),
  image_url: z.string().nullish(),
  option_values: z
    .array(
      z.looseObject({
        id: z.number().int(),
        label: z.string(),
        option_display_name: z.string().nullish(),
      }),
    )
    .nullish(),
});
export type ListedVariant = z.infer<typeof listedVariantSchema>;

/** A product of the listing with the fields a category grid shows. */
export const listedProductSchema = storedProductSchema.extend({
  name: z.string(),
  sku: z.string(),
  brand_id: z.number().int().nullish(),
  availability: z.string().nullish(),
  custom_url: z.looseObject({ url: z.string() }).nullish(),
  categories: z.array(z.number().int()).nullish(),
  inventory_level: z.number().nullish(),
  primary_image: z.looseObject({ url_standard: z.string().nullish() }).nullish(),
  variants: z.array(listedVariantSchema).nullish(),
  /** When the product was added to the catalogue (its arrival), ISO 8601. */
  date_created: z.string().nullish(),
});
export type ListedProduct = z.infer<typeof listedProductSchema>;

/** The listing's paging, as the commerce API reports it under `meta.pagination`. */
export const listingPaginationSchema = z.looseObject({
  total: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  per_page: z.number().int().positive(),
  current_page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
});
export type ListingPagination = z.infer<typeof listingPaginationSchema>;

export const productListingResponseSchema = z.looseObject({
  data: z.array(listedProductSchema),
  meta: z.looseObject({ pagination: listingPaginationSchema }).nullish(),
});
export interface ProductListing {
  products: ListedProduct[];
  /** `null` when the backend does not page (every product came in one answer). */
  pagination: ListingPagination | null;
}
/** What the product dictionary says of one variant SKU. */
export const dictionaryEntrySchema = z.looseObject({
  product_id: z.number().int(),
  variant_id: z.number().int(),
  product_sku: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  name: z.string(),
  /** The product's platform URL (`/oak-desk/`). */
  url: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  brand_id: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  image_url: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type DictionaryEntry = z.output<typeof dictionaryEntrySchema>;
/** The catalogue's variants by variant SKU. */
export type ProductDictionary = Record<string, DictionaryEntry>;
export const productDictionaryResponseSchema = z.looseObject({
  data: z.record(z.string(), dictionaryEntrySchema),
});
export const brandListResponseSchema = z.looseObject({ message: z.array(brandSchema) });

/** A brand metafield (BigCommerce v3 batch metafields): a factory's own container is one. */
export const brandMetafieldSchema = z.looseObject({
  id: z.number().int(),
  namespace: z.string(),
  key: z.string(),
  value: z.string(),
  resource_id: z.number().int(),
});
export type BrandMetafield = z.infer<typeof brandMetafieldSchema>;

export const brandMetafieldsResponseSchema = z.looseObject({
  data: z.array(brandMetafieldSchema),
  meta: z
    .looseObject({
      pagination: z.looseObject({ current_page: z.number().int(), total_pages: z.number().int() }),
    })
    .optional(),
});

export const brandMetafieldsQuerySchema = z
  .object({
    namespace: z.string().trim().min(1).max(64).optional(),
    key: z.string().trim().min(1).max(64).optional(),
    brandIds: z.array(z.number().int().positive()).min(1).max(250).optional(),
  })
  .optional();
export type BrandMetafieldsQuery = z.infer<typeof brandMetafieldsQuerySchema>;
