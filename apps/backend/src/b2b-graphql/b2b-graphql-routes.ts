import { GraphQLError } from 'graphql';
import { Hono } from 'hono';
import { createSchema, createYoga, type maskError } from 'graphql-yoga';
import { and, eq, isNotNull } from 'drizzle-orm';
import { isCompanyRole } from '@shop/domain';
import * as s from '../db/schema';
import { maskOutage } from '../graphql/graphql-routes';
import { limitPlugins } from '../graphql/limits';
import { noNulBytesPlugin } from '../graphql/no-nul-bytes';
import { requireCustomer } from '../http/auth';
import type { AppEnv, Services } from '../http/context';
import { HttpError } from '../http/errors';
import type { B2bContext, CompanyUser } from './context';
import { fromHttpError } from './errors';
import { b2bResolvers } from './resolvers';
import { shoppingListResolvers } from './shopping-lists';
import { shoppingListTypeDefs } from './shopping-lists.type-defs';
import { b2bTypeDefs } from './type-defs';

export const B2B_GRAPHQL_PATH = '/b2b/graphql';

export const NOT_A_COMPANY_USER = 'Only a company’s users may use the B2B API';

/** A refusal from the shared services (HttpError) keeps its status; the rest as /graphql masks. */
const maskB2bError: typeof maskError = (error, message, isDev) => {
  const cause = error instanceof GraphQLError ? error.originalError : error;
  if (cause instanceof HttpError) return fromHttpError(cause);
  return maskOutage(error, message, isDev);
};

function refusal(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

/**
 * B2B Edition's storefront GraphQL for company users at `POST /b2b/graphql`, behind the
 * customer's own bearer token (the one `/customers/login` gives). The caller's company and
 * role are read afresh for every request; every operation judges them with `@shop/domain`'s
 * `can` and names the company in its WHERE. Refusals answer with their HTTP status: 400
 * invalid input, 401 no or a dead token, 403 not permitted (or not a company user), 404
 * another company's user or company, 409 an admin changing their own standing.
 */
export function b2bGraphqlRoutes(services: Services) {
  const yoga = createYoga<object, B2bContext>({
    schema: createSchema<B2bContext>({
      typeDefs: [b2bTypeDefs, shoppingListTypeDefs],
      resolvers: [b2bResolvers, shoppingListResolvers],
    }),
    graphqlEndpoint: B2B_GRAPHQL_PATH,
    plugins: [...limitPlugins(), noNulBytesPlugin()],
    maskedErrors: { maskError: maskB2bError },
    cors: false,
    graphiql: false,
    landingPage: false,
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...args: unknown[]) => {
        services.logger.warn({ args }, 'b2b graphql');
      },
      error: (...args: unknown[]) => {
        services.logger.error({ args }, 'b2b graphql');
      },
    },
  });

  return new Hono<AppEnv>().post(B2B_GRAPHQL_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    let customerId: number;
    try {
      customerId = (await requireCustomer(c, services)).id;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      c.header('WWW-Authenticate', 'Bearer realm="b2b"');
      return c.json(refusal(error.title, 'UNAUTHENTICATED'), 401);
    }
    const [row] = await services.database.db
      .select({ companyId: s.customers.companyId, role: s.customers.companyRole })
      .from(s.customers)
      .where(and(eq(s.customers.id, customerId), isNotNull(s.customers.companyId)))
      .limit(1);
    if (!row?.companyId || !isCompanyRole(row.role))
      return c.json(refusal(NOT_A_COMPANY_USER, 'FORBIDDEN'), 403);
    const me: CompanyUser = { id: customerId, companyId: row.companyId, role: row.role };
    return yoga.fetch(c.req.raw, { services, me });
  });
}
