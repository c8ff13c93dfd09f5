import { COMPANY_ORDER_SORTS, SHOW_MY_ORDERS } from '@shop/domain';
import { z } from 'zod';
import { connection } from './b2b.schemas';

// B2B Edition's company orders as the reference backend answers them: `firstName`,
// `lastName` and `userId` are who placed the order.

const id = z.number().int().positive();
/** Amounts in the order detail are decimal strings, as B2B Edition sends them. */
const amount = z.string().regex(/^-?\d+(\.\d+)?$/);

export const companyOrderSchema = z.looseObject({
  id,
  orderId: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  totalIncTax: z.number(),
  currencyCode: z.string(),
  items: z.number().int(),
  userId: id,
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  poNumber: z.string(),
  status: z.string(),
  statusCode: z.number().int(),
});
export type CompanyOrder = z.infer<typeof companyOrderSchema>;

export const companyOrdersConnectionSchema = connection(companyOrderSchema);
export type CompanyOrdersConnection = z.infer<typeof companyOrdersConnectionSchema>;

const day = z.iso.date();

export const allOrdersQuerySchema = z.strictObject({
  search: z.string().max(100).optional(),
  status: z.string().max(50).optional(),
  first: z.number().int().min(1).max(250).optional(),
  offset: z.number().int().min(0).optional(),
  beginDateAt: day.optional(),
  endDateAt: day.optional(),
  companyName: z.string().max(255).optional(),
  createdBy: z.string().max(255).optional(),
  /** "1" only the caller's orders, "0" the company's (get_orders at level 2). */
  isShowMy: z.literal(Object.values(SHOW_MY_ORDERS)).optional(),
  orderBy: z.literal(COMPANY_ORDER_SORTS).optional(),
  email: z.string().max(255).optional(),
});
export type AllOrdersQuery = z.input<typeof allOrdersQuerySchema>;

const orderAddressSchema = z.looseObject({
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  street_1: z.string(),
  street_2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  country_iso2: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const companyOrderDetailSchema = z.looseObject({
  id,
  companyName: z.string(),
  customerId: id,
  firstName: z.string(),
  lastName: z.string(),
  createdEmail: z.string(),
  status: z.string(),
  statusId: z.number().int(),
  dateCreated: z.string(),
  dateModified: z.string(),
  subtotalExTax: amount,
  subtotalIncTax: amount,
  totalExTax: amount,
  totalIncTax: amount,
  totalTax: amount,
  discountAmount: amount,
  itemsTotal: z.number().int(),
  currencyCode: z.string(),
  poNumber: z.string(),
  customerMessage: z.string(),
  billingAddress: orderAddressSchema,
  shippingAddresses: z.array(
    orderAddressSchema.extend({
      shipping_method: z.string(),
      items_total: z.number().int(),
      items_shipped: z.number().int(),
    }),
  ),
  products: z.array(
    z.looseObject({
      id,
      product_id: z.number().int(),
      variant_id: z.number().int(),
      sku: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      base_price: amount,
      price_ex_tax: amount,
      price_inc_tax: amount,
      total_ex_tax: amount,
      total_inc_tax: amount,
    }),
  ),
});
export type CompanyOrderDetail = z.infer<typeof companyOrderDetailSchema>;
