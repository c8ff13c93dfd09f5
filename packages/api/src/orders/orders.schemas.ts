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
});
export type OrderCreatePayload = z.infer<typeof orderCreatePayloadSchema>;

/** The answer: `message.data` is the placed order whole (a retry's answer is the first order). */
export const orderCreateResponseSchema = fullOrderResponseSchema;
export type OrderCreateResponse = z.output<typeof orderCreateResponseSchema>;
