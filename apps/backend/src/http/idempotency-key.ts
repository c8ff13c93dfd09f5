import type { Context } from 'hono';
import type { AppEnv } from './context';
import { badRequest } from './errors';

/** What an `Idempotency-Key` may be: a UUID, or any client's key of that kind of alphabet. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/**
 * The request's `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header, as Stripe
 * uses it), undefined when absent; a malformed one is a 400 naming the header.
 */
export function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
    throw badRequest('Invalid Idempotency-Key header', {
      'Idempotency-Key': 'Use 8 to 200 letters, digits or _.:-',
    });
  return key;
}
