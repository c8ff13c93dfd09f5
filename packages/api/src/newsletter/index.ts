// `@shop/api/newsletter`: the mailing list's JSONP signup.
export { createNewsletterApi, newsletterResultSchema, newsletterUrl } from './newsletter-client';
export type { NewsletterApi, NewsletterConfig, NewsletterResult } from './newsletter-client';
export { unwrapJsonp } from './jsonp';
