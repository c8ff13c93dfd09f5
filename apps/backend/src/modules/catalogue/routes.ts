import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../../http/context';
import { cachedJson } from '../../http/response-cache';
import { readJson, readQuery } from '../../http/validate';
import {
  listAvailableProducts,
  listBrandMetafields,
  listBrands,
  productDictionary,
} from './service';
import { idParam, noQuery } from '../../http/params';

// The listing payload is left open (behaviour.md#calls-catalogue): an optional page, page size and filters.
/** BigCommerce's batch metafields query (`GET /v3/catalog/brands/metafields`), the subset served. */
const brandMetafieldsQuery = z.strictObject({
  namespace: z.string().trim().min(1).max(64).optional(),
  key: z.string().trim().min(1).max(64).optional(),
  'resource_id:in': z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,249}$/, 'Must be up to 250 brand ids, separated by commas')
    .transform((ids) => ids.split(',').map(Number))
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(250).optional(),
});

const PRODUCT_IDS_MAX = 500;
const listingBody = z
  .strictObject({
    page: z.number().int().min(1).max(100_000).optional(),
    limit: z.number().int().min(1).max(1000).optional(),
    brand_id: idParam.optional(),
    category_id: idParam.optional(),
    // The products of an order or a quick order, looked up at once.
    product_ids: z.array(z.number().int().positive()).min(1).max(PRODUCT_IDS_MAX).optional(),
    // The commerce catalogue's `sort` and `direction`: new arrivals list the newest first.
    sort: z.enum(['id', 'date_created']).optional(),
    direction: z.enum(['asc', 'desc']).optional(),
  })
  .optional()
  .transform((b) => ({
    page: b?.page ?? 1,
    limit: b?.limit ?? 250,
    brand_id: b?.brand_id,
    category_id: b?.category_id,
    product_ids: b?.product_ids,
    sort: b?.sort ?? 'id',
    direction: b?.direction ?? 'asc',
  }));

/** The catalogue calls of behaviour.md#calls-catalogue, on the REST base. */
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
    .get('/catalog/brands/metafields', async (c) => {
      const query = readQuery(c, brandMetafieldsQuery);
      const { 'resource_id:in': brandIds, page = 1, limit = 50, namespace, key } = query;
      return cachedJson(c, services, `brand-metafields:${JSON.stringify(query)}`, () =>
        listBrandMetafields(db(), { namespace, key, brandIds, page, limit }),
      );
    })
    .get('/products/brands', async (c) => {
      readQuery(c, noQuery);
      return cachedJson(c, services, 'brands', async () => ({
        status: 200,
        message: await listBrands(db()),
      }));
    });
}
