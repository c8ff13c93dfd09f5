import { createApiClient, type ApiClient } from '@shop/api';
import { env } from './env.server';
import { requestScope } from './request-scope.server';
import { shopperAddressHeaders } from './shopper-address.server';

/**
 * A client for this request (@shop/api README): each call carries the shopper's signed
 * address, so the backend's limits see the shopper. The customer token is not in it: it
 * goes with each call that acts for the customer (`{ token }`).
 */
export function serverApi(): ApiClient {
  const headers = shopperAddressHeaders(
    env.clientAddressSecret,
    requestScope.getStore()?.shopperAddress,
  );
  return createApiClient({
    apiBaseUrl: env.apiBaseUrl,
    productServiceBaseUrl: env.productServiceUrl,
    graphql: env.graphql,
    content: env.content,
    search: env.search,
    newsletter: env.newsletter,
    ...(headers ? { headers } : {}),
  });
}

/** A client and the token of the customer its calls act for (null: a guest's calls). */
export interface ApiCaller {
  readonly api: ApiClient;
  readonly token: string | null;
}
