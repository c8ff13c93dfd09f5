import type { KyInstance } from 'ky';
import type { RestConfig } from '../config';
import type { CallOptions } from '../http/call-options';
import { parsePayload } from '../http/parse-payload';
import { send } from '../http/send';
import { restHttp } from '../http/service-http';
import {
  availableProductsPayloadSchema,
  availableProductsResponseSchema,
  brandListResponseSchema,
  brandMetafieldsQuerySchema,
  brandMetafieldsResponseSchema,
  productDictionaryResponseSchema,
  productListingResponseSchema,
} from './catalogue.schemas';
import type {
  AvailableProductsPayload,
  Brand,
  BrandMetafield,
  BrandMetafieldsQuery,
  ProductDictionary,
  ProductListing,
  StoredProduct,
} from './catalogue.schemas';

/** The catalogue calls of behaviour.md#calls-catalogue: listings, the product dictionary and the brands. */
export function catalogueApi(rest: KyInstance) {
  return {
    /** POST /products/all-products-available → `data` (the product list). */
    async availableProducts(
      payload?: AvailableProductsPayload,
      options: CallOptions = {},
    ): Promise<StoredProduct[]> {
      const json =
        parsePayload(availableProductsPayloadSchema, payload, 'catalogue.availableProducts') ?? {};
      const { data } = await send(rest, {
        method: 'post',
        path: 'products/all-products-available',
        json,
        schema: availableProductsResponseSchema,
        call: options,
      });
      return data;
    },

    /**
     * The same listing call, typed for a category grid: each product's name, SKU, URL,
     * image and variants, plus the page the backend answered (`meta.pagination`).
     */
    async productListing(
      payload?: AvailableProductsPayload,
      options: CallOptions = {},
    ): Promise<ProductListing> {
      const json =
        parsePayload(availableProductsPayloadSchema, payload, 'catalogue.productListing') ?? {};
      const { data, meta } = await send(rest, {
        method: 'post',
        path: 'products/all-products-available',
        json,
        schema: productListingResponseSchema,
        call: options,
      });
      return { products: data, pagination: meta?.pagination ?? null };
    },

    /** GET /product-dictionary → `data`: every variant SKU with its product, URL and picture. */
    async productDictionary(options: CallOptions = {}): Promise<ProductDictionary> {
      const { data } = await send(rest, {
        method: 'get',
        path: 'product-dictionary',
        schema: productDictionaryResponseSchema,
        call: options,
      });
      return data;
    },

    /**
     * GET /catalog/brands/metafields (BigCommerce's "Get All Brand Metafields") → every page's
     * `data`: the brands' metafields, filtered by namespace, key and brand ids.
     */
    async brandMetafields(
      query?: BrandMetafieldsQuery,
      options: CallOptions = {},
    ): Promise<BrandMetafield[]> {
      const filter = parsePayload(brandMetafieldsQuerySchema, query, 'catalogue.brandMetafields');
      const search = new URLSearchParams({ limit: '250' });
      if (filter?.namespace) search.set('namespace', filter.namespace);
      if (filter?.key) search.set('key', filter.key);
      if (filter?.brandIds) search.set('resource_id:in', filter.brandIds.join(','));
      const out: BrandMetafield[] = [];
      // A bounded walk: 40 pages of 250 are far more brands than a wholesaler sells.
      for (let page = 1; page <= 40; page++) {
        search.set('page', String(page));
        const { data, meta } = await send(rest, {
          method: 'get',
          path: `catalog/brands/metafields?${search.toString()}`,
          schema: brandMetafieldsResponseSchema,
          call: options,
        });
        out.push(...data);
        if (!meta || meta.pagination.current_page >= meta.pagination.total_pages) break;
      }
      return out;
    },

    /** GET /products/brands → `message` (the brand list). */
    async brands(options: CallOptions = {}): Promise<Brand[]> {
      const { message } = await send(rest, {
        method: 'get',
        path: 'products/brands',
        schema: brandListResponseSchema,
        call: options,
      });
      return message;
    },
  };
}

export type CatalogueApi = ReturnType<typeof catalogueApi>;

/** The catalogue calls alone (`@shop/api/catalogue`), for an app that only reads products. */
export function createCatalogueApi(config: RestConfig): CatalogueApi {
  return catalogueApi(restHttp(config));
}
