import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { createYoga } from 'graphql-yoga';
import type { AppEnv, Services } from '../http/context';
import type { GraphQLContext } from './context';
import { createLoaders } from './loaders';
import { createStorefrontSchema } from './schema';
import { maskOutage, sharedYogaOptions } from './yoga-options';

export const GRAPHQL_PATH = '/graphql';

function tokenMatches(header: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

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
    maskedErrors: { maskError: maskOutage },
    ...sharedYogaOptions(services, 'graphql'),
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
