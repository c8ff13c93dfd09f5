import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Services } from './http/context';
import { contentRoutes } from './modules/content/content-routes';
import { clientAddress } from './http/client-address';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@shop/domain';
import { isDatabaseUnavailable } from './db/connection-errors';
import { LimiterUnavailableError } from './security/rate-limit';
import { HttpError, serviceUnavailable } from './http/errors';
import { requestContext } from './http/request-context';
import { requireOperationsToken } from './http/operations-token';
import { graphqlRoutes } from './graphql/graphql-routes';
import { imageRoutes } from './modules/images/image-routes';
import { cartRoutes } from './modules/carts/routes';
import { calendarFeedRoutes, customerCalendarFeedRoutes } from './modules/calendar-feed/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { customerRoutes } from './modules/customers/routes';
import { newsletterRoutes } from './modules/newsletter/newsletter-routes';
import { healthRoutes } from './modules/health/routes';
import { customerOrderRoutes, orderRoutes } from './modules/orders/routes';
import { pricingRoutes } from './modules/pricing/routes';
import { productionOperationsRoutes, productionRoutes } from './modules/production/routes';
import { searchRoutes } from './modules/search/search-routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { b2bRestRoutes } from './modules/companies/routes';
import { b2bGraphqlRoutes } from './b2b-graphql/b2b-graphql-routes';
import { noticeOperationsRoutes } from './modules/notices/routes';
import {
  customerShipmentRoutes,
  containerOperationsRoutes,
  trackTraceRoutes,
} from './modules/track-trace/routes';

export const MAX_BODY_BYTES = 1024 * 1024;

function errorBody(c: Context<AppEnv>, error: HttpError) {
  return {
    status: error.status,
    title: error.title,
    message: error.detail,
    requestId: c.get('requestId'),
  };
}

/** The whole HTTP surface. Part 2 (GraphQL, content, search, newsletter, images) mounts beside `api`. */
export function createApp(services: Services): Hono<AppEnv> {
  const { config } = services;
  const app = new Hono<AppEnv>();

  app.use(requestContext(services.logger));
  // Draining for a shutdown: each connection closes after its answer, so none stays open.
  app.use(async (c, next) => {
    await next();
    if (services.lifecycle.shuttingDown) c.header('Connection', 'close');
  });
  app.use(clientAddress({ trustProxy: config.TRUST_PROXY, secret: config.CLIENT_ADDRESS_SECRET }));
  const storefrontCors = cors({
    origin: config.CORS_ORIGINS,
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // Total and Per-Page: storyblok-js-client's paging reads them (content delivery API).
    // API-Version and the page links: DCSA Track & Trace paging (`/v2/events`).
    exposeHeaders: [
      'X-Request-Id',
      'Retry-After',
      'Total',
      'Per-Page',
      'Idempotent-Replayed',
      'API-Version',
      'Current-Page',
      'Next-Page',
      'Prev-Page',
      'First-Page',
    ],
    credentials: true,
    maxAge: 600,
  });
  // Like hosted Algolia: a public search-only key and no cookies, so any page may search
  // (behaviour.md#security); the commerce API keeps its configured origins.
  const searchCors = cors({
    origin: '*',
    allowHeaders: ['Content-Type', 'X-Algolia-Application-Id', 'X-Algolia-API-Key'],
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    exposeHeaders: ['Retry-After'],
    maxAge: 86_400,
  });
  app.use((c, next) => (c.req.path.startsWith('/1/') ? searchCors : storefrontCors)(c, next));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        // 413, and the connection closes after the answer: the rest of the body is never
        // read, so a kept-alive connection must not carry the client's next request
        // (it used to fail with UND_ERR_SOCKET).
        throw new HttpError(
          413,
          'Request body too large',
          [
            {
              status: 413,
              title: 'Request body too large',
              errors: { _: 'The request body must be at most 1 MB' },
            },
          ],
          { Connection: 'close' },
        );
      },
    }),
  );

  app.route('/', healthRoutes(services));

  const api = new Hono<AppEnv>();
  api.route('/customers', wishlistRoutes(services));
  api.route('/customers', customerRoutes(services));
  api.route('/customers', customerOrderRoutes(services));
  api.route('/customers', customerShipmentRoutes(services));
  api.route('/customers', customerCalendarFeedRoutes(services));
  api.route('/calendar-feeds', calendarFeedRoutes(services));
  api.route('/carts', cartRoutes(services));
  api.route('/orders', orderRoutes(services));
  api.route('/production', productionRoutes(services));
  api.route('/', catalogueRoutes(services));
  app.route(config.API_BASE || '/', api);
  app.route(config.PRODUCT_SERVICE_BASE || '/', pricingRoutes(services));
  app.route('/', graphqlRoutes(services));
  app.route('/', imageRoutes(services));
  app.route('/', contentRoutes(services));
  // DCSA Track & Trace 2.2.0 (`/v2/events`, beside the content API's `/v2/cdn`) and its staff calls.
  app.route('/', trackTraceRoutes(services));
  // Staff calls: one door, the operations token, for containers, production and money, notices.
  app.route(
    '/operations',
    new Hono<AppEnv>()
      .use(requireOperationsToken(services))
      .route('/', containerOperationsRoutes(services))
      .route('/', productionOperationsRoutes(services))
      .route('/', noticeOperationsRoutes(services)),
  );
  // BigCommerce B2B Edition's server-to-server REST: companies, credit, roles, users.
  app.route('/api/v3/io', b2bRestRoutes(services));
  // B2B Edition's storefront GraphQL for company users, behind their own customer token.
  app.route('/', b2bGraphqlRoutes(services));
  app.route('/', newsletterRoutes(services));
  app.route('/1/indexes', searchRoutes(services));

  app.notFound((c) => {
    const title = `Page Not Found: ${c.req.path}`;
    return c.json({ status: 404, title, message: title, requestId: c.get('requestId') }, 404);
  });

  app.onError((cause, c) => {
    let error: Error = cause;
    // The database restarting or unreachable: a clear 503 the caller may retry, one short
    // log line (the connection itself is reported once by the database client).
    if (!(error instanceof HttpError) && isDatabaseUnavailable(error)) {
      c.get('log').warn({ reason: error.message }, 'database unavailable; answered 503');
      error = serviceUnavailable(SERVICE_UNAVAILABLE_MESSAGE);
    } else if (error instanceof LimiterUnavailableError) {
      error = serviceUnavailable(SERVICE_UNAVAILABLE_MESSAGE);
    }
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(c, error), error.status as ContentfulStatusCode);
    }
    c.get('log').error({ err: error }, 'unhandled error');
    const title = 'Internal server error';
    return c.json(
      {
        status: 500,
        title,
        message: `${title} (request ${c.get('requestId')})`,
        requestId: c.get('requestId'),
      },
      500,
    );
  });

  return app;
}
