import { orderAddressSchema } from '@shop/domain';
import { z } from 'zod';

const text = z.string().nullish();

/**
 * An address (behaviour.md#entities): a customer's saved address as the server sends it (further fields are
 * kept). Named apart from @shop/domain's `addressSchema`, the address form's rules.
 */
export const customerAddressSchema = z.looseObject({
  id: z.number().int(),
  customer_id: z.number().int(),
  street_1: text,
  street_2: text,
  city: text,
  country: text,
  state: text,
  zip: text,
  phone: text,
  company: text,
  form_fields: z.array(z.unknown()).nullish(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

// A saved address is held to the checkout's rules (@shop/domain's orderAddressSchema: the fields of
// behaviour.md#entities and the names an order needs), plus the extra fields the commerce API takes.
const addressPayload = orderAddressSchema.extend({
  country_code: z.string().trim().length(2).optional(),
  address_type: z.enum(['residential', 'commercial']).optional(),
  form_fields: z
    .array(
      z.object({
        name: z.string().min(1),
        value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
      }),
    )
    .optional(),
});

/** PUT payload items: existing addresses, identified by `id`. */
export const addressUpdateSchema = addressPayload.extend({ id: z.number().int().positive() });
export type AddressUpdate = z.input<typeof addressUpdateSchema>;

/** POST payload items: new addresses; `customer_id` is filled in from the path when absent. */
export const addressCreateSchema = addressPayload.extend({
  customer_id: z.number().int().positive().optional(),
});
export type AddressCreate = z.input<typeof addressCreateSchema>;

/** Every address call answers with the addresses in `message.data`. */
export const addressListResponseSchema = z.looseObject({
  message: z.looseObject({ data: z.array(customerAddressSchema) }),
});
