import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { productResolvers } from './product-resolvers';
import { siteResolvers } from './site-resolvers';
import { typeDefs } from './type-defs';
import { variantResolvers } from './variant-resolvers';

/** The executable storefront schema (resolvers read through the request's loaders). */
export function createStorefrontSchema() {
  return createSchema<GraphQLContext>({
    typeDefs,
    resolvers: [siteResolvers, productResolvers, variantResolvers],
  });
}
