import { z } from 'zod';
import { ApiConfigError } from './errors/api-config-error';

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const apiClientConfigSchema = z.object({
  /** REST API base of SPEC §7, e.g. `http://localhost:4000/api`. */
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
  /** A customer token to start with (e.g. read from the user-token cookie during SSR). */
  token: z.string().min(1).optional(),
  /** Per-attempt time-out of REST and GraphQL calls in ms (ky's default 10 000). */
  timeoutMs: z.number().int().positive().optional(),
  /** How many times a GET is retried on network failure (default 2). Writes are never retried. */
  retryLimit: z.number().int().min(0).max(10).optional(),
  /** A fetch to use instead of the global one (SSR frameworks hand their own). */
  fetch: z
    .custom<typeof fetch>((value) => typeof value === 'function', 'must be a fetch function')
    .optional(),
});

export type ApiClientConfig = z.input<typeof apiClientConfigSchema>;
export type ResolvedApiClientConfig = z.output<typeof apiClientConfigSchema>;

export function parseApiClientConfig(config: unknown): ResolvedApiClientConfig {
  const result = apiClientConfigSchema.safeParse(config);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new ApiConfigError(`Invalid @shop/api configuration: ${details}`);
  }
  return result.data;
}
