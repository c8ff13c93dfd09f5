import { ApiError, NetworkFailureError } from '@shop/api/errors';

/** Waits before each re-send of the same order (three re-sends, about 3.5 s in all). */
export const ORDER_RESEND_DELAYS_MS: readonly number[] = [500, 1000, 2000];
/** No re-send starts after this long: the buyer is told instead of kept waiting. */
const RESEND_DEADLINE_MS = 15_000;

/**
 * True when the order call got no usable answer: no answer at all (a time-out, a reset
 * connection) or a 5xx, which a proxy sends when the backend's answer was lost (502, 504)
 * and the backend sends when it could not work (503). The order may or may not exist.
 */
export function answerLost(error: unknown): boolean {
  return error instanceof NetworkFailureError || (error instanceof ApiError && error.status >= 500);
}

/**
 * Sends an order call again, with the same Idempotency-Key, while its answer is lost: the
 * backend places the order at most once per key and answers a repeat with the order it
 * placed, so a buyer whose first answer was lost between the storefront and the backend
 * gets the order that went through, and never a second one.
 */
export async function sendWithSameKey<T>(
  send: () => Promise<T>,
  delays: readonly number[] = ORDER_RESEND_DELAYS_MS,
): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const delay = delays[attempt];
      if (!answerLost(error) || delay === undefined || Date.now() - started > RESEND_DEADLINE_MS)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
