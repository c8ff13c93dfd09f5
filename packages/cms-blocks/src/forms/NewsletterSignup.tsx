import { NewsletterForm, type NewsletterStatus } from '@shop/ui/form';
import { useState } from 'react';
import { useBlocks } from '../context/blocks-context';

export interface NewsletterSignupProps {
  className?: string;
}

/**
 * @shop/ui's `NewsletterForm` wired to the app's `onNewsletterSubmit` (behaviour.md#states): loading
 * while sending, the returned message on success; a failure is logged and kept in state,
 * and the shopper sees the generic error line.
 */
export function NewsletterSignup({ className }: NewsletterSignupProps) {
  const { onNewsletterSubmit, logger } = useBlocks();
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <NewsletterForm
      className={className}
      status={status}
      message={message}
      onSubmit={(email) => {
        if (onNewsletterSubmit === null) {
          logger.error('No newsletter handler; pass onNewsletterSubmit to BlocksProvider');
          setStatus('error');
          return;
        }
        setStatus('loading');
        onNewsletterSubmit(email).then(
          (result) => {
            setMessage(result?.message ?? null);
            setStatus('success');
          },
          (error: unknown) => {
            logger.error('Newsletter signup failed', { error });
            setMessage(null);
            setStatus('error');
          },
        );
      }}
    />
  );
}
