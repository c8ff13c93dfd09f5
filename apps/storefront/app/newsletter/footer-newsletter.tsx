import type { NewsletterConfig } from '@shop/api';
import { BlocksProvider, NewsletterSignup } from '@shop/cms-blocks';
import { useMemo } from 'react';
import { newsletterHandler } from './newsletter';

/**
 * The footer's newsletter signup with its JSONP handler. Loaded lazily by the shell: it
 * sits below the fold and brings the e-mail schema and the JSONP client, which no page
 * needs before it is interactive (the first-load budget of behaviour.md#performance).
 */
export default function FooterNewsletter({ config }: { config: NewsletterConfig }) {
  const onNewsletterSubmit = useMemo(() => newsletterHandler(config), [config]);
  return (
    <BlocksProvider onNewsletterSubmit={onNewsletterSubmit}>
      <NewsletterSignup />
    </BlocksProvider>
  );
}
