import { GraphQLError } from 'graphql';
import { Hono } from 'hono';
import { createSchema, createYoga, type maskError } from 'graphql-yoga';
import { and, eq, isNotNull } from 'drizzle-orm';
import { isCompanyRole } from '@shop/domain';
import * as s from '../db/schema';
import { maskOutage, sharedYogaOptions } from '../graphql/yoga-options';
import { requireCustomer } from '../http/auth';
import type { AppEnv, Services } from '../http/context';
import { HttpError } from '../http/errors';
import type { B2bContext, CompanyUser } from './context';
import { fromHttpError } from './errors';
import { addressResolvers, addressTypeDefs } from './addresses';
import { orderResolvers, orderTypeDefs } from './orders';
import { b2bResolvers } from './resolvers';
import { shoppingListResolvers } from './shopping-lists';
import { shoppingListTypeDefs } from './shopping-lists.type-defs';
import { b2bTypeDefs } from './type-defs';

export const B2B_GRAPHQL_PATH = '/b2b/graphql';

export const NOT_A_COMPANY_USER = 'Only a company’s users may use the B2B API';

/**
 * A refusal of ours (`b2bError`, a GraphQLError with a code) passes as it is. It is told by its
 * name and code, not `instanceof`: where two copies of `graphql` are loaded (the ESM and the
 * CommonJS build, as a Vite server-side bundle of the backend does) Yoga's check misses ours and
 * would mask every refusal as "Unexpected error.".
 */
function ownRefusal(error: unknown): GraphQLError | null {
  const original = (error as { originalError?: unknown } | null)?.originalError;
  if (!(original instanceof Error) || original.name !== 'GraphQLError') return null;
  const { extensions } = original as unknown as { extensions?: Record<string, unknown> };
  return typeof extensions?.code === 'string'
    ? new GraphQLError(original.message, { extensions })
    : null;
}

/** A refusal from the shared services (HttpError) keeps its status; the rest as /graphql masks. */
const maskB2bError: typeof maskError = (error, message, isDev) => {
  const cause = error instanceof GraphQLError ? error.originalError : error;
  if (cause instanceof HttpError) return fromHttpError(cause);
  return ownRefusal(error) ?? maskOutage(error, message, isDev);
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
      typeDefs: [b2bTypeDefs, addressTypeDefs, orderTypeDefs, shoppingListTypeDefs],
      resolvers: [b2bResolvers, addressResolvers, orderResolvers, shoppingListResolvers],
    }),
    graphqlEndpoint: B2B_GRAPHQL_PATH,
    maskedErrors: { maskError: maskB2bError },
    ...sharedYogaOptions(services, 'b2b graphql'),
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
