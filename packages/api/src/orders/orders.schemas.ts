import { z } from 'zod';

const addressSchema = z.looseObject({});

/** The order creation payload (behaviour.md#entities; `costumer_order_number` is spelled so on the wire). */
export const orderCreatePayloadSchema = z.object({
  cartId: z.string().trim().min(1),
  customer_id: z.number().int().positive(),
  billing_address: addressSchema,
  shipping_address: addressSchema,
  costumer_order_number: z.string().optional(),
  order_notes: z.string().optional(),
});
export type OrderCreatePayload = z.infer<typeof orderCreatePayloadSchema>;

/** behaviour.md#calls-cart leaves the response shape open; any JSON object is handed back as sent. */
export const orderCreateResponseSchema = z.looseObject({});
export type OrderCreateResponse = z.infer<typeof orderCreateResponseSchema>;
