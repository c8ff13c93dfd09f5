import { b2bApi, b2bHttp } from './b2b/b2b';
import type { B2bApi } from './b2b/b2b';
import { cartMetafieldsApi } from './carts/cart-metafields';
import { cartsApi } from './carts/carts';
import { catalogueApi } from './catalogue/catalogue';
import type { ApiClientConfig } from './config';
import { parseApiClientConfig } from './config';
import { createContentApi } from './content/content-client';
import type { ContentApi } from './content/content-client';
import { addressesApi } from './customers/addresses';
import { calendarFeedApi } from './customers/calendar-feed';
import { customersApi } from './customers/customers';
import { ApiConfigError } from './errors/api-config-error';
import { graphqlApi, graphqlHttp } from './graphql/graphql-client';
import type { GraphqlApi } from './graphql/graphql-client';
import { serviceHttp } from './http/service-http';
import { createNewsletterApi } from './newsletter/newsletter-client';
import type { NewsletterApi } from './newsletter/newsletter-client';
import { ordersApi } from './orders/orders';
import { pricingApi } from './pricing/pricing';
import { productionApi } from './production/production';
import { createSearchApi } from './search/search-client';
import type { SearchApi } from './search/search-client';
import { trackTraceApi } from './track-trace/track-trace-client';
import type { TrackTraceApi } from './track-trace/track-trace-client';
import { wishlistApi } from './wishlist/wishlist';

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
 * Builds every client of behaviour.md#calls from one configuration. The client holds configuration
 * only: a customer's token goes with each call that acts for them (`{ token }`, sent as
 * `Authorization: Bearer`), so one client may serve every customer. GraphQL uses the
 * configured storefront token with credentials included.
 */
export function createApiClient(config: ApiClientConfig) {
  const resolved = parseApiClientConfig(config);
  const rest = serviceHttp(resolved.apiBaseUrl, resolved);
  const productService = serviceHttp(resolved.productServiceBaseUrl, resolved);

  const {
    graphql: graphqlConfig,
    content: contentConfig,
    search: searchConfig,
    newsletter: newsletterConfig,
    trackTrace: trackTraceConfig,
    b2b: b2bConfig,
  } = resolved;
  const graphql = lazy<GraphqlApi>(
    'graphql',
    graphqlConfig &&
      (() =>
        graphqlApi(
          graphqlHttp({ ...resolved, token: graphqlConfig.token }),
          graphqlConfig.endpoint,
        )),
  );
  const content = lazy<ContentApi>(
    'content',
    contentConfig && (() => createContentApi(contentConfig, resolved.fetch, resolved.headers)),
  );
  const search = lazy<SearchApi>(
    'search',
    searchConfig && (() => createSearchApi({ ...searchConfig, headers: resolved.headers })),
  );
  const newsletter = lazy<NewsletterApi>(
    'newsletter',
    newsletterConfig && (() => createNewsletterApi(newsletterConfig, resolved.fetch)),
  );
  const trackTrace = lazy<TrackTraceApi>(
    'trackTrace',
    trackTraceConfig && (() => trackTraceApi(serviceHttp(trackTraceConfig.endpoint, resolved))),
  );

  const b2b = lazy<B2bApi>(
    'b2b',
    b2bConfig && (() => b2bApi(b2bHttp(resolved), b2bConfig.endpoint)),
  );

  return {
    customers: customersApi(rest),
    addresses: addressesApi(rest),
    carts: cartsApi(rest),
    cartMetafields: cartMetafieldsApi(rest),
    orders: ordersApi(rest),
    catalogue: catalogueApi(rest),
    pricing: pricingApi(productService),
    wishlist: wishlistApi(rest),
    production: productionApi(rest),
    calendarFeed: calendarFeedApi(rest),
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
    get trackTrace(): TrackTraceApi {
      return trackTrace();
    },
    get b2b(): B2bApi {
      return b2b();
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
