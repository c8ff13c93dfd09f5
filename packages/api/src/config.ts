import { z } from 'zod';
import { ApiConfigError } from './errors/api-config-error';

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

// How every HTTP call of a client is made; the customer token is not here but per call
// (`CallOptions`), so a client carries no customer's state.
const transport = {
  /**
   * Headers sent with every call of this client (REST, product service, GraphQL, content,
   * search): e.g. the signed shopper address a storefront server forwards (behaviour.md#security).
   */
  headers: z.record(z.string(), z.string()).optional(),
  /** Per-attempt time-out of REST and GraphQL calls in ms (ky's default 10 000). */
  timeoutMs: z.number().int().positive().optional(),
  /** How many times a GET or a GraphQL query is retried on network failure (default 2). Writes are never retried. */
  retryLimit: z.number().int().min(0).max(10).optional(),
  /** A fetch to use instead of the global one (SSR frameworks hand their own). */
  fetch: z
    .custom<typeof fetch>((value) => typeof value === 'function', 'must be a fetch function')
    .optional(),
};

export const apiClientConfigSchema = z.object({
  /** REST API base of behaviour.md#calls, e.g. `http://localhost:4000/api`. */
  apiBaseUrl: url,
  /** Product-service base for the customer pricing call, e.g. `http://localhost:4000/product-service`. */
  productServiceBaseUrl: url,
  /** Commerce storefront GraphQL endpoint and its storefront bearer token. */
  graphql: z.object({ endpoint: url, token: z.string().min(1) }).optional(),
  /** Content delivery (Storyblok-compatible): draft + preview token when `staging`, else published + public token. */
  content: z
    .object({
      endpoint: url,
      previewToken: z.string().min(1),
      publicToken: z.string().min(1),
      staging: z.boolean(),
    })
    .optional(),
  /** Hosted search (Algolia-compatible): app id, search-only key and optional hosts (full URLs). */
  search: z
    .object({
      appId: z.string().min(1),
      apiKey: z.string().min(1),
      hosts: z.array(url).min(1).optional(),
    })
    .optional(),
  /** Mailing-list JSONP signup: the `post-json` URL and the list's user id (`u`) and list id (`id`). */
  newsletter: z
    .object({
      url,
      userId: z.string().min(1),
      listId: z.string().min(1),
      timeoutMs: z.number().int().positive().optional(),
    })
    .optional(),
  /**
   * DCSA Track & Trace 2.2 base, e.g. `http://localhost:4000` (the calls are `{endpoint}/v2/events`);
   * a hosted carrier's endpoint is configuration only. Called with the customer token.
   */
  trackTrace: z.object({ endpoint: url }).optional(),
  /**
   * B2B Edition's storefront GraphQL for company users, e.g. `http://localhost:4000/b2b/graphql`;
   * called with the user's own customer token.
   */
  b2b: z.object({ endpoint: url }).optional(),
  ...transport,
  /**
   * Not here: the customer token goes with each call (`{ token }`), so a client never holds
   * one customer's state. Refused, so a configuration written for @shop/api 0.x fails
   * loudly instead of sending every call as a guest.
   */
  token: z
    .never({ error: 'the customer token goes with each call ({ token }), not in the client' })
    .optional(),
});

export type ApiClientConfig = z.input<typeof apiClientConfigSchema>;
export type ResolvedApiClientConfig = z.output<typeof apiClientConfigSchema>;

/** What a REST resource alone needs (`createCartsApi` and the like): the API base and transport. */
export const restConfigSchema = z.object({ apiBaseUrl: url, ...transport });
export type RestConfig = z.input<typeof restConfigSchema>;

/** What the pricing resource alone needs: the product-service base and transport. */
export const productServiceConfigSchema = z.object({ productServiceBaseUrl: url, ...transport });
export type ProductServiceConfig = z.input<typeof productServiceConfigSchema>;

/** What the GraphQL client alone needs: its endpoint, the storefront token and transport. */
export const graphqlConfigSchema = z.object({
  endpoint: url,
  token: z.string().min(1),
  ...transport,
});
export type GraphqlConfig = z.input<typeof graphqlConfigSchema>;

/** What the B2B client alone needs: its GraphQL endpoint and transport. */
export const b2bConfigSchema = z.object({ endpoint: url, ...transport });
export type B2bConfig = z.input<typeof b2bConfigSchema>;

/** What the Track & Trace client alone needs: the DCSA base and transport. */
export const trackTraceConfigSchema = z.object({ endpoint: url, ...transport });
export type TrackTraceConfig = z.input<typeof trackTraceConfigSchema>;

/** Checks a configuration against `schema`; a bad one throws `ApiConfigError` listing every field. */
export function parseConfig<S extends z.ZodType>(schema: S, config: unknown): z.output<S> {
  const result = schema.safeParse(config);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new ApiConfigError(`Invalid @shop/api configuration: ${details}`);
  }
  return result.data;
}

export function parseApiClientConfig(config: unknown): ResolvedApiClientConfig {
  return parseConfig(apiClientConfigSchema, config);
}
