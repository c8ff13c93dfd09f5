import { Hono } from 'hono';
import { orderAddressSchema, orderNumberSchema } from '@shop/domain';
import { z } from 'zod';
import { addressType } from '../../db/schema';
import { requireCustomer, requireSelf } from '../../http/auth';
import type { AppEnv, Services } from '../../http/context';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { noStore } from '../../http/no-store';
import { forbidden } from '../../http/errors';
import { customerIdParams, idParam } from '../../http/params';
import { readJson, readParams } from '../../http/validate';
import {
  fullOrder,
  listOrders,
  orderMetafieldsOf,
  orderProducts,
  orderShipping,
} from './order-history';
import { placeOrder } from './service';

const orderIdParams = z.strictObject({ orderId: idParam });
const customerOrderParams = z.strictObject({ id: idParam, orderId: idParam });

// The domain's order address (the storefront's checkout checks the same rule), plus the
// contact an order may carry. Saved addresses may be sent as they are, so their id,
// customer_id and extras are allowed.
const orderAddress = orderAddressSchema
  .extend({
    email: z.string().trim().max(254).optional(),
    country_code: z.string().trim().max(2).optional(),
    id: idParam.optional(),
    customer_id: idParam.optional(),
    address_type: z.enum(addressType.enumValues).optional(),
    form_fields: z.array(z.unknown()).max(50).optional(),
  })
  .strict()
  .transform((a) => ({
    first_name: a.first_name,
    last_name: a.last_name,
    company: a.company,
    street_1: a.street_1,
    street_2: a.street_2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    country_code: a.country_code ?? '',
    phone: a.phone,
    email: a.email ?? '',
  }));

const createOrderBody = z.strictObject({
  cartId: z.uuid({ error: 'Must be a cart id' }),
  customer_id: idParam,
  billing_address: orderAddress,
  shipping_address: orderAddress,
  costumer_order_number: orderNumberSchema.optional().transform((v) => v ?? ''),
  order_notes: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((v) => v ?? ''),
  // Ours, not BigCommerce's: the production slot the buyer was shown, per factory (brand id →
  // slot key `YYYY-MM-DD`), so the order keeps that date or is refused with the next one.
  production_slots: z
    .record(
      z.string().regex(/^[1-9]\d{0,8}$/),
      z.iso.date({ error: 'Must be a slot date, YYYY-MM-DD' }),
    )
    .refine((slots) => Object.keys(slots).length <= 50, { error: 'At most 50 factories' })
    .optional()
    .transform(
      (slots) => new Map(Object.entries(slots ?? {}).map(([id, key]) => [Number(id), key])),
    ),
});

/** POST /orders/create (behaviour.md#calls-cart). */
export function orderRoutes(services: Services) {
  return new Hono<AppEnv>().use(noStore).post('/create', async (c) => {
    const me = await requireCustomer(c, services);
    const body = await readJson(c, createOrderBody);
    if (body.customer_id !== me.id) throw forbidden('customer_id must be your own customer id');
    const key = idempotencyKeyOf(c);
    const placed = await placeOrder(services.database.db, me, body, services.config.TAX_RATE, key);
    if (placed.replayed) c.header('Idempotent-Replayed', 'true');
    else services.catalogueCache.clear();
    return c.json(
      { status: placed.replayed ? 200 : 201, message: { data: placed.order } },
      placed.replayed ? 200 : 201,
    );
  });
}

/**
 * A customer's order history (behaviour.md#calls-customer), on the customers base: the list
 * and one order whole for the token's own customer, and an order's products and shipping for
 * its owner only; its metafields (the production of its containers) also for a colleague
 * whose role sees the company's orders (orders-visible-to.ts). Who may read is in every
 * query's WHERE: anyone else's order is not found.
 */
export function customerOrderRoutes(services: Services) {
  const db = () => services.database.db;
  return new Hono<AppEnv>()
    .use(noStore)
    .get('/orders/:orderId/products', async (c) => {
      const { orderId } = readParams(c, orderIdParams);
      const me = await requireCustomer(c, services);
      return c.json({ status: 200, message: await orderProducts(db(), me.id, orderId) });
    })
    .get('/orders/:orderId/shipping', async (c) => {
      const { orderId } = readParams(c, orderIdParams);
      const me = await requireCustomer(c, services);
      return c.json({ status: 200, message: await orderShipping(db(), me.id, orderId) });
    })
    .get('/orders/:orderId/metafields', async (c) => {
      const { orderId } = readParams(c, orderIdParams);
      const me = await requireCustomer(c, services);
      return c.json({
        status: 200,
        message: { data: await orderMetafieldsOf(db(), me.id, orderId) },
      });
    })
    .get('/:id/orders/:orderId', async (c) => {
      const { id, orderId } = readParams(c, customerOrderParams);
      await requireSelf(c, services, id);
      return c.json({ status: 200, message: { data: await fullOrder(db(), id, orderId) } });
    })
    .get('/:id/orders', async (c) => {
      const { id } = readParams(c, customerIdParams);
      await requireSelf(c, services, id);
      return c.json({ status: 200, message: await listOrders(db(), id) });
    });
}
