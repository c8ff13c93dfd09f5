import { z } from 'zod';

/** A price-list entry (behaviour.md#entities). */
export const priceListEntrySchema = z.looseObject({
  variant_id: z.number().int(),
  price: z.number(),
});
export type PriceListEntry = z.infer<typeof priceListEntrySchema>;

export const customerPricingPayloadSchema = z.object({
  customerId: z.number().int().positive(),
  /** One list of variant SKUs per product. */
  skus: z.array(z.array(z.string().min(1))),
});
export type CustomerPricingPayload = z.infer<typeof customerPricingPayloadSchema>;

/** "empty message means no prices": an empty list, null or an empty string all mean none. */
export const customerPricingResponseSchema = z.looseObject({
  message: z.union([z.array(priceListEntrySchema), z.null(), z.undefined(), z.literal('')]),
});
