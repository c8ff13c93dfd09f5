import { createApiClient, type ApiClient } from '@shop/api';
import { LRUCache } from 'lru-cache';
import { env } from './env.server';
import { requestScope } from './request-scope.server';
import { shopperAddressHeaders } from './shopper-address.server';

function buildClient(headers: Record<string, string> | undefined): ApiClient {
  return createApiClient({
    apiBaseUrl: env.apiBaseUrl,
    productServiceBaseUrl: env.productServiceUrl,
    graphql: env.graphql,
    b2b: env.b2b,
    trackTrace: env.trackTrace,
    content: env.content,
    search: env.search,
    newsletter: env.newsletter,
    ...(headers ? { headers } : {}),
  });
}

// Building a client (its configuration checked, its HTTP instances made) cost more than a
// small page's own loaders. Its REST, product-service and GraphQL calls hold no state
// between calls (@shop/api README: a customer's token goes with each call), so requests
// whose calls carry the same headers — the same shopper within the same second of the
// signature — share one for those. The content and search clients keep state of their own
// (the content client's rate limit, the search client's caches), so each serverApi() still
// gets its own of those, built when first used, as before.
const clients = new LRUCache<string, ApiClient>({ max: 256 });

function sharedClient(headers: Record<string, string> | undefined): ApiClient {
  const key = headers ? JSON.stringify(headers) : '';
  let client = clients.get(key);
  if (!client) {
    client = buildClient(headers);
    clients.set(key, client);
  }
  return client;
}

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
  let own: ApiClient | undefined;
  const ownClient = () => (own ??= buildClient(headers));
  return Object.create(sharedClient(headers), {
    content: { get: () => ownClient().content },
    search: { get: () => ownClient().search },
  }) as ApiClient;
}

/** A client and the token of the customer its calls act for (null: a guest's calls). */
export interface ApiCaller {
  readonly api: ApiClient;
  readonly token: string | null;
}
