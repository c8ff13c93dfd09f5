import { JSONP_TIMEOUT_MS, newsletterEmailSchema } from '@shop/domain';
import { z } from 'zod';
import { parsePayload } from '../http/parse-payload';
import { parseResponse } from '../http/parse-response';
import { jsonp, jsonpCallbackName } from './jsonp';

export interface NewsletterConfig {
  /** The mailing list's `post-json` endpoint. */
  url: string;
  /** The list's user id, sent as `u`. */
  userId: string;
  /** The list id, sent as `id`. */
  listId: string;
  /** Defaults to 60,000 ms (behaviour.md#constants). */
  timeoutMs?: number | undefined;
}

/** behaviour.md#calls-search: the answer carries `result` (success or error) and `msg`. */
export const newsletterResultSchema = z.looseObject({
  result: z.enum(['success', 'error']),
  msg: z.string(),
});
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;

/** The GET URL: the configured endpoint with `u`, `id`, `EMAIL` and the JSONP callback `c`. */
export function newsletterUrl(
  config: NewsletterConfig,
  email: string,
  callbackName: string,
): string {
  const url = new URL(config.url);
  url.searchParams.set('u', config.userId);
  url.searchParams.set('id', config.listId);
  url.searchParams.set('EMAIL', email);
  url.searchParams.set('c', callbackName);
  return url.toString();
}

export function createNewsletterApi(config: NewsletterConfig, fetchImpl?: typeof fetch) {
  const timeoutMs = config.timeoutMs ?? JSONP_TIMEOUT_MS;
  return {
    timeoutMs,
    /**
     * Subscribes an e-mail address. Resolves `{ result, msg }` for both outcomes (an
     * `error` result is the list's answer, e.g. already subscribed); rejects only when no
     * answer came (`NetworkFailureError`) or it had another shape (`ResponseShapeError`).
     */
    async subscribe(email: string): Promise<NewsletterResult> {
      const address = parsePayload(newsletterEmailSchema, email, 'newsletter.subscribe');
      const callbackName = jsonpCallbackName();
      const url = newsletterUrl(config, address, callbackName);
      let body: unknown;
      try {
        body = await jsonp(url, callbackName, { timeoutMs, fetch: fetchImpl });
      } catch (error) {
        if (error instanceof SyntaxError) body = error.message;
        else throw error;
      }
      return parseResponse(newsletterResultSchema, body, { method: 'GET', url: config.url });
    },
  };
}

export type NewsletterApi = ReturnType<typeof createNewsletterApi>;
