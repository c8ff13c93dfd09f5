import type { ApiClientConfig } from './config';
import { parseApiClientConfig } from './config';
import { createContentApi } from './content/content-client';
import type { ContentApi } from './content/content-client';
import { ApiConfigError } from './errors/api-config-error';
import { createGraphqlApi } from './graphql/graphql-client';
import type { GraphqlApi } from './graphql/graphql-client';
import { createKy } from './http/create-ky';
import { createTokenStore } from './http/token-store';
import { createNewsletterApi } from './newsletter/newsletter-client';
import type { NewsletterApi } from './newsletter/newsletter-client';
import { createAddressesApi } from './resources/addresses';
import { createCartMetafieldsApi } from './resources/cart-metafields';
import { createCartsApi } from './resources/carts';
import { createCatalogueApi } from './resources/catalogue';
import { createCustomersApi } from './resources/customers';
import type { ChangePasswordPayload } from './resources/customers.schemas';
import { createOrdersApi } from './resources/orders';
import { changePassword } from './resources/password-change';
import { createPricingApi } from './resources/pricing';
import { createWishlistApi } from './resources/wishlist';
import { createSearchApi } from './search/search-client';
import type { SearchApi } from './search/search-client';

/** A service that was not configured throws a clear error on first use instead of at start. */
function lazy<T>(name: string, build: (() => T) | undefined): () => T {
  let instance: T | undefined;
  return () => {
    if (!build)
      throw new ApiConfigError(
        `@shop/api: ${name} is not configured (pass config.${name} to createApiClient)`,
      );
    instance ??= build();
    return instance;
  };
}

/**
 * Builds every client of SPEC §7 from one configuration. The customer token set with
 * `setToken` goes as `Authorization: Bearer` on every REST and product-service call;
 * GraphQL uses the configured storefront token with credentials included.
 */
export function createApiClient(config: ApiClientConfig) {
  const resolved = parseApiClientConfig(config);
  const tokens = createTokenStore(resolved.token);
  const common = {
    timeoutMs: resolved.timeoutMs,
    retryLimit: resolved.retryLimit,
    fetch: resolved.fetch,
  };
  const rest = createKy({ ...common, baseUrl: resolved.apiBaseUrl, bearer: tokens.get });
  const productService = createKy({
    ...common,
    baseUrl: resolved.productServiceBaseUrl,
    bearer: tokens.get,
  });

  const {
    graphql: graphqlConfig,
    content: contentConfig,
    search: searchConfig,
    newsletter: newsletterConfig,
  } = resolved;
  const graphql = lazy<GraphqlApi>(
    'graphql',
    graphqlConfig &&
      (() =>
        createGraphqlApi(
          createKy({ ...common, bearer: () => graphqlConfig.token, credentials: 'include' }),
          graphqlConfig.endpoint,
        )),
  );
  const content = lazy<ContentApi>(
    'content',
    contentConfig && (() => createContentApi(contentConfig, resolved.fetch)),
  );
  const search = lazy<SearchApi>('search', searchConfig && (() => createSearchApi(searchConfig)));
  const newsletter = lazy<NewsletterApi>(
    'newsletter',
    newsletterConfig && (() => createNewsletterApi(newsletterConfig, resolved.fetch)),
  );

  const customers = createCustomersApi(rest);

  return {
    /** Sends `Authorization: Bearer {token}` from now on (SPEC §7). */
    setToken(token: string): void {
      if (typeof token !== 'string' || token.trim() === '')
        throw new ApiConfigError('setToken needs a non-empty token');
      tokens.set(token);
    },
    /** Stops sending the Authorization header (logout). */
    clearToken(): void {
      tokens.clear();
    },
    /** The token currently sent, if any. */
    getToken: (): string | undefined => tokens.get(),
    customers: {
      ...customers,
      /** SPEC §5 password change: verify by logging in, then update the password. */
      changePassword: (payload: ChangePasswordPayload) => changePassword(customers, payload),
    },
    addresses: createAddressesApi(rest),
    carts: createCartsApi(rest),
    cartMetafields: createCartMetafieldsApi(rest),
    orders: createOrdersApi(rest),
    catalogue: createCatalogueApi(rest),
    pricing: createPricingApi(productService),
    wishlist: createWishlistApi(rest),
    get graphql(): GraphqlApi {
      return graphql();
    },
    get content(): ContentApi {
      return content();
    },
    get search(): SearchApi {
      return search();
    },
    get newsletter(): NewsletterApi {
      return newsletter();
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
