import { createApiClient, type ApiClient } from '@shop/api';
import { env } from './env.server';

/**
 * One client per request (@shop/api README): the customer token lives in the client, so
 * a shared one would carry one customer's token into the next customer's render.
 */
export function serverApi(token?: string | null): ApiClient {
  return createApiClient({
    apiBaseUrl: env.apiBaseUrl,
    productServiceBaseUrl: env.productServiceUrl,
    graphql: env.graphql,
    content: env.content,
    search: env.search,
    newsletter: env.newsletter,
    ...(token ? { token } : {}),
  });
}
