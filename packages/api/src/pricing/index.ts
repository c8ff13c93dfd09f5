// `@shop/api/pricing`: a customer's prices from the product service.
export { createPricingApi } from './pricing';
export type { PricingApi } from './pricing';
export { CUSTOMER_PRICING_LIMITS } from './pricing-batches';
export { customerPricingPayloadSchema, priceListEntrySchema } from './pricing.schemas';
export type { CustomerPricingPayload, PriceListEntry } from './pricing.schemas';
export type { CallOptions } from '../http/call-options';
export type { ProductServiceConfig } from '../config';
