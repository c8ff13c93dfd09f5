import { z } from 'zod';

/** A cart metafield (behaviour.md#entities; the container size lives here, behaviour.md#constants). */
export const cartMetafieldSchema = z.looseObject({
  id: z.number().int(),
  permission_set: z.string(),
  namespace: z.string(),
  key: z.string(),
  value: z.string(),
  description: z.string().nullish(),
});
export type CartMetafield = z.infer<typeof cartMetafieldSchema>;

export const cartMetafieldInputSchema = z.object({
  permission_set: z.string().min(1),
  namespace: z.string().min(1),
  key: z.string().min(1),
  value: z.string().min(1),
  description: z.string().optional(),
});

export const cartMetafieldListResponseSchema = z.looseObject({
  message: z.looseObject({ data: z.array(cartMetafieldSchema) }),
});
export const cartMetafieldResponseSchema = z.looseObject({
  message: z.looseObject({ data: cartMetafieldSchema }),
});
