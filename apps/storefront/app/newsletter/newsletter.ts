import { createNewsletterApi, type NewsletterConfig } from '@shop/api';
import type { NewsletterSubmitHandler } from '@shop/cms-blocks';

/**
 * The footer signup's handler: @shop/api's JSONP client (a script tag in the browser).
 * behaviour.md#errors: an `error` result is logged, not shown, so it rejects with the list's `msg`
 * for NewsletterSignup to log; `success` shows the list's message.
 */
export function newsletterHandler(config: NewsletterConfig): NewsletterSubmitHandler {
  const newsletter = createNewsletterApi(config);
  return async (email) => {
    const { result, msg } = await newsletter.subscribe(email);
    if (result !== 'success') throw new Error(`Newsletter signup refused: ${msg}`);
    return { message: msg };
  };
}
