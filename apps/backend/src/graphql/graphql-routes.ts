import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@shop/domain';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/errors';
import type { AppEnv, Services } from '../http/context';
import type { GraphQLContext } from './context';
import { limitPlugins } from './limits';
import { createLoaders } from './loaders';
import { noNulBytesPlugin } from './no-nul-bytes';
import { createStorefrontSchema } from './schema';

export const GRAPHQL_PATH = '/graphql';

function tokenMatches(header: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * A database that cannot be reached is an outage, not a wrong query: 503 with Retry-After, as
 * the REST calls answer it, so clients and balancers retry instead of showing an empty page.
 * Every other unexpected error keeps Yoga's masking ("Unexpected error.").
 */
export const maskOutage: typeof maskError = (error, message, isDev) => {
  const cause = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (!isDatabaseUnavailable(cause)) return maskError(error, message, isDev);
  return new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      http: {
        status: 503,
        headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
      },
    },
  });
};

/**
 * The storefront GraphQL API (behaviour.md#calls-graphql) at `/graphql`, GET and
 * POST, behind the storefront bearer token (GRAPHQL_TOKEN). Every answer, refusals included,
 * is in the GraphQL response format `{ data?, errors: [{ message, extensions: { code } }] }`.
 */
export function graphqlRoutes(services: Services) {
  const yoga = createYoga<object, GraphQLContext>({
    schema: createStorefrontSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    context: () => ({ loaders: createLoaders(services.database.db) }),
    plugins: [...limitPlugins(), noNulBytesPlugin()],
    maskedErrors: { maskError: maskOutage },
    // The app's CORS middleware already answers for the storefront origins.
    cors: false,
    graphiql: false,
    landingPage: false,
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...args: unknown[]) => {
        services.logger.warn({ args }, 'graphql');
      },
      error: (...args: unknown[]) => {
        services.logger.error({ args }, 'graphql');
      },
    },
  });

  return new Hono<AppEnv>().on(['GET', 'POST'], GRAPHQL_PATH, async (c) => {
    if (!tokenMatches(c.req.header('authorization'), services.config.GRAPHQL_TOKEN)) {
      c.header('WWW-Authenticate', 'Bearer realm="storefront"');
      return c.json(
        {
          errors: [
            {
              message: 'A valid storefront bearer token is required',
              extensions: { code: 'UNAUTHENTICATED' },
            },
          ],
        },
        401,
      );
    }
    return yoga.fetch(c.req.raw, {});
  });
}
