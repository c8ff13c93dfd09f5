// `@shop/api/idempotency`: the keys that make a write safe to send again (an order, a cart
// add), without zod or ky, for a browser bundle that makes them.
export { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from '../http/idempotency-key';
