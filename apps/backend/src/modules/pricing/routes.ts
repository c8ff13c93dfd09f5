import { Hono } from 'hono';
import { z } from 'zod';
import { requireCustomer } from '../../http/auth';
import type { AppEnv, Services } from '../../http/context';
import { noStore } from '../../http/no-store';
import { forbidden } from '../../http/errors';
import { readJson } from '../../http/validate';
import { customerPricing } from './service';

const sku = z.string().trim().min(1).max(100);
const pricingBody = z
  .strictObject({
    customerId: z.union([
      z.number().int().positive(),
      z
        .string()
        .regex(/^\d{1,10}$/, 'Must be a numeric id')
        .transform(Number),
    ]),
    skus: z.array(z.array(sku).max(200)).max(200),
  })
  .refine((b) => b.skus.flat().length <= 2000, {
    message: 'At most 2000 SKUs per request',
    path: ['skus'],
  });

/** The price-list call (behaviour.md#calls-catalogue), on the product-service base. */
export function pricingRoutes(services: Services) {
  return new Hono<AppEnv>().use(noStore).post('/price-lists/get-customer-pricing', async (c) => {
    const me = await requireCustomer(c, services);
    const body = await readJson(c, pricingBody);
    if (body.customerId !== me.id) throw forbidden('customerId must be your own customer id');
    const entries = await customerPricing(services.database, me.id, body.skus.flat());
    return c.json({ status: 200, message: entries });
  });
}
