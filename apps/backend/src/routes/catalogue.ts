import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../http/context';
import { cachedJson } from '../http/response-cache';
import { readJson, readQuery } from '../http/validate';
import { listAvailableProducts, listBrands, productDictionary } from '../services/catalogue';
import { idParam, noQuery } from './schemas';

// SPEC leaves the listing payload "not shown": an optional page, page size and filters.
const listingBody = z
  .strictObject({
    page: z.number().int().min(1).max(100_000).optional(),
    limit: z.number().int().min(1).max(1000).optional(),
    brand_id: idParam.optional(),
    category_id: idParam.optional(),
  })
  .optional()
  .transform((b) => ({
    page: b?.page ?? 1,
    limit: b?.limit ?? 250,
    brand_id: b?.brand_id,
    category_id: b?.category_id,
  }));

/** SPEC §7 "Catalogue and pricing" on the REST base. */
export function catalogueRoutes(services: Services) {
  const db = () => services.database.db;
  return new Hono<AppEnv>()
    .post('/products/all-products-available', async (c) => {
      const query = await readJson(c, listingBody);
      return cachedJson(c, services, `products:${JSON.stringify(query)}`, () =>
        listAvailableProducts(db(), query),
      );
    })
    .get('/product-dictionary', async (c) => {
      readQuery(c, noQuery);
      return cachedJson(c, services, 'dictionary', async () => ({
        data: await productDictionary(db()),
      }));
    })
    .get('/products/brands', async (c) => {
      readQuery(c, noQuery);
      return cachedJson(c, services, 'brands', async () => ({
        status: 200,
        message: await listBrands(db()),
      }));
    });
}
