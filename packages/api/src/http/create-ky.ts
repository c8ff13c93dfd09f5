import ky from 'ky';
import type { KyInstance } from 'ky';

export interface KyInstanceOptions {
  /** Prefix of every path; omitted when callers pass absolute URLs (GraphQL). */
  baseUrl?: string | undefined;
  /** A service token sent with every request (GraphQL's storefront token); customer tokens go per call. */
  bearer?: string | undefined;
  timeoutMs?: number | undefined;
  retryLimit?: number | undefined;
  /**
   * Retry POSTs like GETs: only for an instance whose every POST reads (GraphQL queries),
   * so that a read a balancer lost on its way is sent again instead of failing a page.
   */
  retryPosts?: boolean;
  fetch?: typeof fetch | undefined;
  credentials?: RequestCredentials;
  /** Sent with every request of this instance. */
  headers?: Record<string, string> | undefined;
}

export const DEFAULT_RETRY_LIMIT = 2;

/**
 * One ky instance per service base. Only GETs are retried (network failures and ky's
 * transient statuses): a POST, PUT or DELETE that may have reached the server is never
 * replayed blindly; order creation carries an Idempotency-Key so the caller can retry it
 * knowingly.
 */
export function createKy(options: KyInstanceOptions): KyInstance {
  return ky.create({
    ...(options.baseUrl ? { prefix: options.baseUrl } : {}),
    timeout: options.timeoutMs ?? 10_000,
    headers: {
      ...options.headers,
      accept: 'application/json',
      ...(options.bearer ? { Authorization: `Bearer ${options.bearer}` } : {}),
    },
    retry: {
      limit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      methods: options.retryPosts ? ['get', 'post'] : ['get'],
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
}
