import type { ApiClient } from '@shop/api';
import { USER_TOKEN_COOKIE } from '@shop/domain';
import { parseCookie } from 'cookie';

import type { PricingCustomer } from './pricing-customer';

/** The customer token of the request's user-token cookie, or null. */
export function requestToken(request: Request): string | null {
  const token = parseCookie(request.headers.get('Cookie') ?? '')[USER_TOKEN_COOKIE];
  return token && token.trim() !== '' ? token : null;
}

/**
 * The logged-in customer behind `api`'s token, or null. A stale or revoked token is not an
 * error for a catalogue page: it renders without prices (logged, SPEC §8 "Profile fetch
 * fails: returns null").
 */
export async function pricingCustomer(api: ApiClient): Promise<PricingCustomer | null> {
  if (!api.getToken()) return null;
  try {
    const customer = await api.customers.profile();
    const group = customer.group?.name ?? '';
    return { id: customer.id, group: group === '' ? null : group };
  } catch (error) {
    console.error('Profile fetch failed', error);
    return null;
  }
}

/**
 * The customer's price per variant id (SPEC §7 price-list call) for the given products'
 * variant SKUs; empty when the customer has no price list or the call fails (logged).
 */
export async function customerPrices(
  api: ApiClient,
  customer: PricingCustomer | null,
  skus: string[][],
): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  const lists = skus.filter((list) => list.length > 0);
  if (customer === null || lists.length === 0) return prices;
  try {
    const entries = await api.pricing.customerPricing({ customerId: customer.id, skus: lists });
    for (const entry of entries) prices.set(entry.variant_id, entry.price);
  } catch (error) {
    console.error('Customer pricing failed', error);
  }
  return prices;
}
