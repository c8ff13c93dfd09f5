import { newsletterEmailSchema } from '@shop/domain';
import { Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { headerToken } from '../../http/auth';
import { tokenMatches } from '../../security/secrets';
import type { NewsletterAnswer } from './jsonp';
import { isPlainIdentifier, jsonpBody } from './jsonp';
import { MAILING_SCRIPT } from './mailing-script';
import { addSubscriber, listSubscribers } from './subscribers';
import { subscribersCsv } from './subscribers-csv';

/** RFC 5321's limit; longer input is refused before any parsing. */
const MAX_EMAIL_LENGTH = 254;

export const SUBSCRIBE_PATH = '/subscribe/post-json';
export const MAILING_SCRIPT_PATHS = ['/newsletter/mailing.js', '/newsletter/embed.js'] as const;
export const SUBSCRIBERS_CSV_PATH = '/newsletter/subscribers.csv';

/** The Mailchimp-compatible newsletter: JSONP sign-up, CSV export, the mailing script. */
export function newsletterRoutes(services: Services): Hono<AppEnv> {
  const { config, database } = services;
  const app = new Hono<AppEnv>();

  async function subscribe(query: Record<string, string>): Promise<NewsletterAnswer> {
    if (query.u !== config.NEWSLETTER_USER_ID || query.id !== config.NEWSLETTER_LIST_ID) {
      return { result: 'error', msg: 'This list does not exist: check the u and id parameters.' };
    }
    const raw = query.EMAIL ?? '';
    if (raw.length > MAX_EMAIL_LENGTH)
      return {
        result: 'error',
        msg: `The email address must be at most ${MAX_EMAIL_LENGTH} characters.`,
      };
    const email = newsletterEmailSchema.safeParse(raw);
    if (!email.success)
      return {
        result: 'error',
        msg: email.error.issues[0]?.message ?? 'Please enter a valid email address',
      };
    const outcome = await addSubscriber(database.db, config.NEWSLETTER_LIST_ID, email.data);
    return outcome === 'added'
      ? { result: 'success', msg: 'Thank you for subscribing!' }
      : { result: 'error', msg: `${email.data} is already subscribed to this list.` };
  }

  app.get(SUBSCRIBE_PATH, async (c) => {
    const query = c.req.query();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    // The callback is never echoed back when refused.
    if (!isPlainIdentifier(query.c)) {
      return c.text(
        'The c parameter must be a plain JavaScript identifier, e.g. c=handleSignup',
        400,
      );
    }
    // Mailchimp also refuses bursts of sign-ups; this keeps a script from filling the list.
    const { count, retryAfter } = await services.trafficLimiter.hit(
      `newsletter:${c.get('clientAddress')}`,
      config.RATE_LIMIT_WINDOW_SECONDS,
    );
    if (count > config.NEWSLETTER_LIMIT_PER_ADDRESS) {
      c.header('Retry-After', String(retryAfter));
      const minutes = Math.max(1, Math.ceil(retryAfter / 60));
      const msg = `Too many subscribe attempts from this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
      return c.body(jsonpBody(query.c, { result: 'error', msg }), 200, {
        'Content-Type': 'application/javascript; charset=utf-8',
      });
    }
    const answer = await subscribe(query);
    return c.body(jsonpBody(query.c, answer), 200, {
      'Content-Type': 'application/javascript; charset=utf-8',
    });
  });

  app.get(SUBSCRIBERS_CSV_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!tokenMatches(headerToken(c.req.header('authorization')), config.NEWSLETTER_EXPORT_TOKEN)) {
      return c.json(
        { error: 'Unauthorized: send the newsletter export token as a Bearer token' },
        401,
      );
    }
    const rows = await listSubscribers(database.db, config.NEWSLETTER_LIST_ID);
    return c.body(subscribersCsv(rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-${config.NEWSLETTER_LIST_ID.replace(/[^A-Za-z0-9_-]/g, '')}.csv"`,
    });
  });

  for (const path of MAILING_SCRIPT_PATHS) {
    app.get(path, (c) =>
      c.body(MAILING_SCRIPT, 200, {
        'Content-Type': 'application/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      }),
    );
  }

  return app;
}
