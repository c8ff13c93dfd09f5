import type { ApiCaller } from '../platform/api.server';
import type { BuyerSession } from '../platform/buyer-session.server';
import type { PricingCustomer } from './pricing-customer';

/**
 * The logged-in customer of the session, or null. A stale or revoked token is not an error
 * for a catalogue page: it renders without prices (behaviour.md#errors: a failed profile
 * read is null). The profile is read once per request, whichever loader asks first.
 */
export async function pricingCustomer(session: BuyerSession): Promise<PricingCustomer | null> {
  const customer = await session.customer();
  if (customer === null) return null;
  const group = customer.group?.name ?? '';
  return { id: customer.id, group: group === '' ? null : group };
}

/**
 * The customer's price per variant id (the price-list call of behaviour.md#calls-catalogue) for the given products'
 * variant SKUs; empty when the customer has no price list or the call fails (logged).
 */
export async function customerPrices(
  caller: ApiCaller,
  customer: PricingCustomer | null,
  skus: string[][],
): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  const lists = skus.filter((list) => list.length > 0);
  // A guest's page asks nothing of the backend, so its request builds no client either.
  if (customer === null || lists.length === 0) return prices;
  try {
    const entries = await caller.api.pricing.customerPricing(
      { customerId: customer.id, skus: lists },
      { token: caller.token },
    );
    for (const entry of entries) prices.set(entry.variant_id, entry.price);
  } catch (error) {
    console.error('Customer pricing failed', error);
  }
  return prices;
}
