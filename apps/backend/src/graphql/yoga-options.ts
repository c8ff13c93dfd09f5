import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@shop/domain';
import { isDatabaseUnavailable } from '../db/connection-errors';
import type { Services } from '../http/context';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/errors';
import { limitPlugins } from './limits';
import { noNulBytesPlugin } from './no-nul-bytes';

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
 * What every GraphQL endpoint of the backend shares: the depth, cost and size limits, no NUL
 * bytes, no CORS of its own (the app's middleware answers for the storefront origins), no
 * GraphiQL or landing page, and Yoga's warnings and errors in the service's log as `name`.
 */
export function sharedYogaOptions(services: Services, name: string) {
  return {
    plugins: [...limitPlugins(), noNulBytesPlugin()],
    cors: false as const,
    graphiql: false as const,
    landingPage: false as const,
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...args: unknown[]) => {
        services.logger.warn({ args }, name);
      },
      error: (...args: unknown[]) => {
        services.logger.error({ args }, name);
      },
    },
  };
}
