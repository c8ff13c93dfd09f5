import type { KyInstance } from 'ky';
import { parsePayload } from '../http/parse-payload';
import { send } from '../http/send';
import {
  availableProductsPayloadSchema,
  availableProductsResponseSchema,
  brandListResponseSchema,
  productDictionaryResponseSchema,
} from './catalogue.schemas';
import type { AvailableProductsPayload, Brand, StoredProduct } from './catalogue.schemas';

export function createCatalogueApi(rest: KyInstance) {
  return {
    /** POST /products/all-products-available → `data` (the product list). */
    async availableProducts(payload?: AvailableProductsPayload): Promise<StoredProduct[]> {
      const json =
        parsePayload(availableProductsPayloadSchema, payload, 'catalogue.availableProducts') ?? {};
      const { data } = await send(rest, {
        method: 'post',
        path: 'products/all-products-available',
        json,
        schema: availableProductsResponseSchema,
      });
      return data;
    },

    /** GET /product-dictionary → `data`. */
    async productDictionary(): Promise<unknown> {
      const { data } = await send(rest, {
        method: 'get',
        path: 'product-dictionary',
        schema: productDictionaryResponseSchema,
      });
      return data;
    },

    /** GET /products/brands → `message` (the brand list). */
    async brands(): Promise<Brand[]> {
      const { message } = await send(rest, {
        method: 'get',
        path: 'products/brands',
        schema: brandListResponseSchema,
      });
      return message;
    },
  };
}

export type CatalogueApi = ReturnType<typeof createCatalogueApi>;
