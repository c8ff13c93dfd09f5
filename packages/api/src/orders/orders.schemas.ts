import { z } from 'zod';
import { fullOrderResponseSchema } from './order.schemas';

const addressSchema = z.looseObject({});

/** The order creation payload (behaviour.md#entities; `costumer_order_number` is spelled so on the wire). */
export const orderCreatePayloadSchema = z.object({
  cartId: z.string().trim().min(1),
  customer_id: z.number().int().positive(),
  billing_address: addressSchema,
  shipping_address: addressSchema,
  costumer_order_number: z.string().optional(),
  order_notes: z.string().optional(),
  /**
   * Container orders: the production slot the buyer was shown, per factory (brand id → slot
   * `key`, `YYYY-MM-DD`, of `production.slots`). The order keeps that slot, or is refused with
   * a 409 `ApiError` naming the next one (`production_slots.{brandId}` in its body's errors).
   */
  production_slots: z
    .record(z.string().regex(/^[1-9]\d{0,8}$/, 'Must be a brand id'), z.iso.date())
    .optional(),
});
export type OrderCreatePayload = z.infer<typeof orderCreatePayloadSchema>;

/** The answer: `message.data` is the placed order whole (a retry's answer is the first order). */
export const orderCreateResponseSchema = fullOrderResponseSchema;
export type OrderCreateResponse = z.output<typeof orderCreateResponseSchema>;
