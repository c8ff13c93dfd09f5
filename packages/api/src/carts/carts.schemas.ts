import { z } from 'zod';

/** A cart line item (behaviour.md#entities). */
export const cartLineItemSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string().nullish(),
  name: z.string(),
  quantity: z.number().int(),
  list_price: z.number(),
  // The commerce cart carries more than behaviour.md#entities names. Each of these reads as null when a
  // cart (older, or from the hosted commerce API) lacks it or sends a bad value: the cart
  // still renders, the figure is worked out instead.
  brand_id: z.number().int().nullish().catch(null),
  /** CBM of one unit. */
  volume: z.number().nullish().catch(null),
  image_url: z.string().nullish().catch(null),
  extended_list_price: z.number().nullish().catch(null),
});
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

/** The cart (behaviour.md#entities). */
export const cartSchema = z.looseObject({
  id: z.string().min(1),
  line_items: z.looseObject({ physical_items: z.array(cartLineItemSchema) }),
  base_amount: z.number(),
  cart_amount: z.number(),
  tax_amount: z.number().nullish().catch(null),
  customer_group: z.string().nullish().catch(null),
});
export type Cart = z.infer<typeof cartSchema>;

export const lineItemInputSchema = z.object({
  product_id: z.number().int().positive(),
  variant_id: z.number().int().positive(),
  quantity: z.number().int().positive(),
});
export type LineItemInput = z.infer<typeof lineItemInputSchema>;

/** An update may set the quantity to 0, which removes the line. */
export const lineItemUpdateSchema = lineItemInputSchema.extend({
  quantity: z.number().int().min(0),
});
export type LineItemUpdate = z.infer<typeof lineItemUpdateSchema>;

export const cartIdSchema = z.string().trim().min(1, 'cart id is required');
export const itemIdSchema = z.union([z.string().trim().min(1), z.number().int()]);

/** Every cart call answers with the cart in `message.data`. */
export const cartResponseSchema = z.looseObject({ message: z.looseObject({ data: cartSchema }) });

/**
 * behaviour.md#calls-cart: removing the last line may answer with no data, which clears the cart. "No data"
 * is an empty body, `message` missing or null, or `message.data` missing or null.
 */
export const cartOrEmptyResponseSchema = z
  .looseObject({ message: z.looseObject({ data: cartSchema.nullish() }).nullish() })
  .optional();

/**
 * What became of one line of a line-by-line add (`?lines=each`, the reference backend's
 * extension for quick order and reorder): added whole, capped to `added`, or refused; `reason`
 * is @shop/domain's CartRefusalReason, `message` its figures in words.
 */
export const lineResultSchema = z.looseObject({
  product_id: z.number().int(),
  variant_id: z.number().int(),
  requested: z.number().int(),
  added: z.number().int().min(0),
  status: z.enum(['added', 'capped', 'refused']),
  reason: z
    .enum([
      'not-found',
      'not-sold',
      'stock',
      'non-container',
      'volume',
      'weight',
      'fit',
      'cartons',
      'time',
    ])
    .optional(),
  available: z.number().int().optional(),
  message: z.string().optional(),
});
export type LineResult = z.infer<typeof lineResultSchema>;

/** A line-by-line add's answer: the cart (null when none was made) and each line's result (none for a replay). */
export const lineResultsResponseSchema = z.looseObject({
  message: z.looseObject({
    data: cartSchema.nullable(),
    meta: z.looseObject({ line_results: z.array(lineResultSchema) }).optional(),
  }),
});
