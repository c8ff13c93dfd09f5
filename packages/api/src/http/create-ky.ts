import ky from 'ky';
import type { KyInstance } from 'ky';

export interface KyInstanceOptions {
  /** Prefix of every path; omitted when callers pass absolute URLs (GraphQL). */
  baseUrl?: string | undefined;
  /** Returns the bearer token to send, read on every request so `setToken` applies at once. */
  bearer: () => string | undefined;
  timeoutMs?: number | undefined;
  retryLimit?: number | undefined;
  fetch?: typeof fetch | undefined;
  credentials?: RequestCredentials;
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
    headers: { accept: 'application/json' },
    retry: { limit: options.retryLimit ?? DEFAULT_RETRY_LIMIT, methods: ['get'] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.bearer();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}
