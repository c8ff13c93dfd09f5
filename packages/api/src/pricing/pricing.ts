import type { KyInstance } from 'ky';
import type { ProductServiceConfig } from '../config';
import type { CallOptions } from '../http/call-options';
import { parsePayload } from '../http/parse-payload';
import { send } from '../http/send';
import { productServiceHttp } from '../http/service-http';
import { customerPricingPayloadSchema, customerPricingResponseSchema } from './pricing.schemas';
import type { CustomerPricingPayload, PriceListEntry } from './pricing.schemas';

/** The customer pricing call, over the product service's instance. */
export function pricingApi(productService: KyInstance) {
  return {
    /**
     * POST {productServiceBaseUrl}/price-lists/get-customer-pricing → the customer's price
     * entries; an empty list means the customer has no prices.
     */
    async customerPricing(
      payload: CustomerPricingPayload,
      options: CallOptions = {},
    ): Promise<PriceListEntry[]> {
      const json = parsePayload(customerPricingPayloadSchema, payload, 'pricing.customerPricing');
      const { message } = await send(productService, {
        method: 'post',
        path: 'price-lists/get-customer-pricing',
        json,
        schema: customerPricingResponseSchema,
        call: options,
      });
      return Array.isArray(message) ? message : [];
    },
  };
}

export type PricingApi = ReturnType<typeof pricingApi>;

/** The pricing call alone (`@shop/api/pricing`). */
export function createPricingApi(config: ProductServiceConfig): PricingApi {
  return pricingApi(productServiceHttp(config));
}
