import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Plugin } from 'graphql-yoga';

/**
 * Query limits. By graphql-armor's measure the storefront's documents are at most 12 fields
 * deep (ProductStockDetails: variant option value labels) and cost at most about 13,000
 * (ProductsSizes: `first: 50` multiplies what is inside it). The limits leave room for a
 * document about twice that size and refuse what no storefront page needs, such as
 * relatedProducts nested four levels deep or a page of 50 products with 50 metafields
 * each on every variant. test/graphql/auth-and-limits.test.ts checks the refusals, the
 * operation tests that every storefront document still passes.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 13,
  maxCost: 30_000,
  maxAliases: 15,
  maxTokens: 2_000,
} as const;

export function limitPlugins(): Plugin[] {
  return [
    maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases }),
    maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens }),
  ];
}
