// The order as the commerce API answers it (behaviour.md#entities): the order, its lines (order
// products), its shipping addresses and the billing address it keeps. One shape for the order
// history, one order, and order creation's answer; callers map it, they do not check it again.
import { z } from 'zod';

/** Text the platform may leave out or send as null: read as ''. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/**
 * An amount. The reference backend sends numbers; the hosted platform sends decimal strings
 * (`"123.4500"`): both are read as a number.
 */
const money = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal amount')
    .transform(Number),
]);

const count = z.number().int().nonnegative();

/** The address fields an order keeps (billing and shipping alike). */
const addressFields = {
  first_name: optionalText,
  last_name: optionalText,
  company: optionalText,
  street_1: z.string(),
  street_2: optionalText,
  city: z.string(),
  state: optionalText,
  zip: optionalText,
  country: z.string(),
  phone: optionalText,
  email: optionalText,
};

/**
 * The billing address an order keeps, as it was when the order was placed. Named apart from
 * @shop/domain's `orderAddressSchema`, the checkout form's rule for an address.
 */
export const orderBillingAddressSchema = z.looseObject({
  ...addressFields,
  country_code: optionalText,
});
export type OrderBillingAddress = z.output<typeof orderBillingAddressSchema>;

/** One shipping address of an order, with what ships there. */
export const orderShippingAddressSchema = z.looseObject({
  id: z.number().int(),
  order_id: z.number().int(),
  ...addressFields,
  country_iso2: optionalText,
  items_total: count,
  items_shipped: count,
  shipping_method: optionalText,
  cost_ex_tax: money,
});
export type OrderShippingAddress = z.output<typeof orderShippingAddressSchema>;

/** One line of an order (an order product): what was bought, at what price, excluding and including tax. */
export const orderLineSchema = z.looseObject({
  id: z.number().int(),
  order_id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: count,
  base_price: money,
  price_ex_tax: money,
  price_inc_tax: money,
  total_ex_tax: money,
  total_inc_tax: money,
});
export type OrderLine = z.output<typeof orderLineSchema>;

/** An order, as the order history lists it. */
export const orderSchema = z.looseObject({
  id: z.number().int(),
  customer_id: z.number().int(),
  status: z.string(),
  status_id: z.number().int(),
  /** ISO 8601. */
  date_created: z.string(),
  date_modified: z.string(),
  /** The buyer's own reference (`costumer_order_number`, spelled so on the wire). */
  costumer_order_number: optionalText,
  order_notes: optionalText,
  billing_address: orderBillingAddressSchema,
  subtotal_ex_tax: money,
  subtotal_inc_tax: money,
  total_tax: money,
  total_ex_tax: money,
  total_inc_tax: money,
  items_total: count,
  currency_code: optionalText,
});
export type Order = z.output<typeof orderSchema>;

/**
 * An order as the history lists it.
 * @alias
 */
export const orderSummarySchema = orderSchema;
export type OrderSummary = Order;

/** One order whole: the order with its lines and shipping addresses. */
export const fullOrderSchema = orderSchema.extend({
  products: z.array(orderLineSchema),
  shipping_addresses: z.array(orderShippingAddressSchema),
});
export type FullOrder = z.output<typeof fullOrderSchema>;

/**
 * An order metafield: what the order kept of its cart's metafields, e.g. each factory's
 * container (namespace `container_size`, key `factoryID:{brandId}`, value `{n}CBM`).
 */
export const orderMetafieldSchema = z.looseObject({
  namespace: z.string(),
  key: z.string(),
  value: z.string(),
});
export type OrderMetafield = z.infer<typeof orderMetafieldSchema>;

/**
 * A shipment of an order (the commerce platform's v2 shipment). A container order has one per
 * factory once its container is loaded on board: `tracking_number` is the container number.
 */
export const shipmentSchema = z.looseObject({
  id: z.number().int(),
  order_id: z.number().int(),
  customer_id: z.number().int(),
  order_address_id: z.number().int().nullable(),
  /** ISO 8601. */
  date_created: z.string(),
  tracking_number: z.string(),
  shipping_method: optionalText,
  shipping_provider: optionalText,
  tracking_carrier: optionalText,
  tracking_link: optionalText,
  comments: optionalText,
  items: z.array(
    z.looseObject({
      order_product_id: z.number().int(),
      product_id: z.number().int(),
      quantity: count,
    }),
  ),
});
export type Shipment = z.output<typeof shipmentSchema>;

export const orderListResponseSchema = z.looseObject({ message: z.array(orderSchema) });
/** One order, and order creation's answer: `message.data` is the order whole. */
export const fullOrderResponseSchema = z.looseObject({
  message: z.looseObject({ data: fullOrderSchema }),
});
export const orderLinesResponseSchema = z.looseObject({ message: z.array(orderLineSchema) });
export const orderShippingResponseSchema = z.looseObject({
  message: z.array(orderShippingAddressSchema),
});
export const orderShipmentsResponseSchema = z.looseObject({ message: z.array(shipmentSchema) });
export const orderMetafieldsResponseSchema = z.looseObject({
  message: z.looseObject({ data: z.array(orderMetafieldSchema) }),
});
