import type { KyInstance } from 'ky';
import { z } from 'zod';
import { graphqlConfigSchema, parseConfig } from '../config';
import type { GraphqlConfig } from '../config';
import { GraphQLResponseError } from '../errors/graphql-response-error';
import { createKy } from '../http/create-ky';
import { parsePayload } from '../http/parse-payload';
import { parseResponse } from '../http/parse-response';
import { send } from '../http/send';
import {
  cartProductDetail,
  categoryTree3LevelsDeep,
  productSizeByVariantId,
  productStockDetails,
  productsSizes,
} from './operations';
import type { ResultOf, TypedDocument, VariablesOf } from './typed-document';

const envelopeSchema = z.looseObject({
  data: z.unknown().optional(),
  errors: z.array(z.looseObject({ message: z.string() })).optional(),
});

/**
 * Runs one typed document: variables checked before sending, `errors` turned into a
 * `GraphQLResponseError`, `data` checked against the document's result schema.
 * The ky instance carries the storefront bearer token and `credentials: 'include'`.
 */
export async function execute<V extends z.ZodType, R extends z.ZodType>(
  http: KyInstance,
  endpoint: string,
  document: TypedDocument<V, R>,
  variables: z.input<V>,
): Promise<z.output<R>> {
  const parsedVariables = parsePayload(
    document.variables,
    variables,
    `graphql.${document.operationName}`,
  );
  const envelope = await send(http, {
    method: 'post',
    path: endpoint,
    json: {
      query: document.query,
      operationName: document.operationName,
      variables: parsedVariables,
    },
    schema: envelopeSchema,
  });
  if (envelope.errors?.length && (envelope.data === undefined || envelope.data === null)) {
    throw new GraphQLResponseError(
      document.operationName,
      envelope.errors.map((error) => error.message),
    );
  }
  return parseResponse(document.result, envelope.data, {
    method: 'POST',
    url: `${endpoint} (${document.operationName})`,
  });
}

/** The five storefront operations of behaviour.md#calls-graphql over an instance carrying the storefront token. */
export function graphqlApi(http: KyInstance, endpoint: string) {
  return {
    /** Runs any typed document (for operations beyond the five of behaviour.md#calls-graphql). */
    execute: <V extends z.ZodType, R extends z.ZodType>(
      document: TypedDocument<V, R>,
      variables: z.input<V>,
    ) => execute(http, endpoint, document, variables),
    /** ProductSizeByVariantID (behaviour.md#calls-graphql). */
    productSizeByVariantId: (
      variables: VariablesOf<typeof productSizeByVariantId>,
    ): Promise<ResultOf<typeof productSizeByVariantId>> =>
      execute(http, endpoint, productSizeByVariantId, variables),
    /** ProductsSizes (behaviour.md#calls-graphql). */
    productsSizes: (
      variables: VariablesOf<typeof productsSizes>,
    ): Promise<ResultOf<typeof productsSizes>> => execute(http, endpoint, productsSizes, variables),
    /** CategoryTree3LevelsDeep (behaviour.md#calls-graphql). */
    categoryTree: (): Promise<ResultOf<typeof categoryTree3LevelsDeep>> =>
      execute(http, endpoint, categoryTree3LevelsDeep, {}),
    /** CartProductDetail (behaviour.md#calls-graphql). */
    cartProductDetail: (
      variables: VariablesOf<typeof cartProductDetail>,
    ): Promise<ResultOf<typeof cartProductDetail>> =>
      execute(http, endpoint, cartProductDetail, variables),
    /** ProductStockDetails (behaviour.md#calls-graphql). */
    productStockDetails: (
      variables: VariablesOf<typeof productStockDetails>,
    ): Promise<ResultOf<typeof productStockDetails>> =>
      execute(http, endpoint, productStockDetails, variables),
  };
}

export type GraphqlApi = ReturnType<typeof graphqlApi>;

/**
 * The ky instance GraphQL calls go through: the storefront token (a service credential, the
 * same for every customer) and `credentials: 'include'`. Every operation of this client is a
 * query, so its POSTs are retried like GETs.
 */
export function graphqlHttp(config: Omit<GraphqlConfig, 'endpoint'>): KyInstance {
  return createKy({
    bearer: config.token,
    credentials: 'include',
    headers: config.headers,
    timeoutMs: config.timeoutMs,
    retryLimit: config.retryLimit,
    retryPosts: true,
    fetch: config.fetch,
  });
}

/** The GraphQL client alone (`@shop/api/graphql`). */
export function createGraphqlApi(config: GraphqlConfig): GraphqlApi {
  const resolved = parseConfig(graphqlConfigSchema, config);
  return graphqlApi(graphqlHttp(resolved), resolved.endpoint);
}
