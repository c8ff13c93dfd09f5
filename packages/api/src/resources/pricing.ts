import type { KyInstance } from 'ky';
import { parsePayload } from '../http/parse-payload';
import { send } from '../http/send';
import { customerPricingPayloadSchema, customerPricingResponseSchema } from './pricing.schemas';
import type { CustomerPricingPayload, PriceListEntry } from './pricing.schemas';

export function createPricingApi(productService: KyInstance) {
  return {
    /**
     * POST {productServiceBaseUrl}/price-lists/get-customer-pricing → the customer's price
     * entries; an empty list means the customer has no prices.
     */
    async customerPricing(payload: CustomerPricingPayload): Promise<PriceListEntry[]> {
      const json = parsePayload(customerPricingPayloadSchema, payload, 'pricing.customerPricing');
      const { message } = await send(productService, {
        method: 'post',
        path: 'price-lists/get-customer-pricing',
        json,
        schema: customerPricingResponseSchema,
      });
      return Array.isArray(message) ? message : [];
    },
  };
}

export type PricingApi = ReturnType<typeof createPricingApi>;
