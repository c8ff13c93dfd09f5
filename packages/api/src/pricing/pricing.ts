import type { KyInstance } from 'ky';
import type { ProductServiceConfig } from '../config';
import type { CallOptions } from '../http/call-options';
import { parsePayload } from '../http/parse-payload';
import { send } from '../http/send';
import { productServiceHttp } from '../http/service-http';
import { pricingBatches } from './pricing-batches';
import { customerPricingPayloadSchema, customerPricingResponseSchema } from './pricing.schemas';
import type { CustomerPricingPayload, PriceListEntry } from './pricing.schemas';

/** The customer pricing call, over the product service's instance. */
export function pricingApi(productService: KyInstance) {
  return {
    /**
     * POST {productServiceBaseUrl}/price-lists/get-customer-pricing → the customer's price
     * entries; an empty list means the customer has no prices. More SKUs than one call may
     * carry (CUSTOMER_PRICING_LIMITS) go as several calls, one after the other, their entries
     * joined in order; any call failing fails the whole.
     */
    async customerPricing(
      payload: CustomerPricingPayload,
      options: CallOptions = {},
    ): Promise<PriceListEntry[]> {
      const json = parsePayload(customerPricingPayloadSchema, payload, 'pricing.customerPricing');
      const entries: PriceListEntry[] = [];
      for (const skus of pricingBatches(json.skus)) {
        const { message } = await send(productService, {
          method: 'post',
          path: 'price-lists/get-customer-pricing',
          json: { ...json, skus },
          schema: customerPricingResponseSchema,
          call: options,
        });
        if (Array.isArray(message)) entries.push(...message);
      }
      return entries;
    },
  };
}

export type PricingApi = ReturnType<typeof pricingApi>;

/** The pricing call alone (`@shop/api/pricing`). */
export function createPricingApi(config: ProductServiceConfig): PricingApi {
  return pricingApi(productServiceHttp(config));
}
