import type { KyInstance } from 'ky';
import { parsePayload } from '../http/parse-payload';
import { send } from '../http/send';
import {
  availableProductsPayloadSchema,
  availableProductsResponseSchema,
  brandListResponseSchema,
  productDictionaryResponseSchema,
  productListingResponseSchema,
} from './catalogue.schemas';
import type {
  AvailableProductsPayload,
  Brand,
  ProductListing,
  StoredProduct,
} from './catalogue.schemas';

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

    /**
     * The same listing call, typed for a category grid: each product's name, SKU, URL,
     * image and variants, plus the page the backend answered (`meta.pagination`).
     */
    async productListing(payload?: AvailableProductsPayload): Promise<ProductListing> {
      const json =
        parsePayload(availableProductsPayloadSchema, payload, 'catalogue.productListing') ?? {};
      const { data, meta } = await send(rest, {
        method: 'post',
        path: 'products/all-products-available',
        json,
        schema: productListingResponseSchema,
      });
      return { products: data, pagination: meta?.pagination ?? null };
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
