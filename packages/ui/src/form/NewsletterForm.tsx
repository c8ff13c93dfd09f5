import {
  GENERIC_ERROR_MESSAGE,
  NEWSLETTER_EMAIL_DEBOUNCE_MS,
  NEWSLETTER_PROMPT,
  newsletterEmailSchema,
} from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useState } from 'react';
import { Button } from '../button/Button';
import { useDebouncedCallback } from '../lib/use-debounced-callback';
import { Field, Input } from './Field';

export type NewsletterStatus = 'idle' | 'loading' | 'success' | 'error';

export interface NewsletterFormProps {
  /** behaviour.md#states: idle, loading while submitting, success, error. */
  status: NewsletterStatus;
  /** The message the mailing-list service returned (shown on success or error). */
  message?: string | null;
  /** Called with a valid, trimmed email. */
  onSubmit: (email: string) => void;
  /** Default `NEWSLETTER_PROMPT`. */
  prompt?: string;
  /** Default `NEWSLETTER_EMAIL_DEBOUNCE_MS` (500). */
  debounceMs?: number;
  className?: string;
}

function validate(value: string): string | null {
  const result = newsletterEmailSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? GENERIC_ERROR_MESSAGE);
}

/** The footer newsletter signup (behaviour.md#chrome, #states, #validation): the email is checked 500 ms after typing stops. */
export function NewsletterForm({
  status,
  message,
  onSubmit,
  prompt = NEWSLETTER_PROMPT,
  debounceMs = NEWSLETTER_EMAIL_DEBOUNCE_MS,
  className,
}: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = useDebouncedCallback((value: string) => {
    setError(validate(value));
    setPending(false);
    setTouched(true);
  }, debounceMs);

  if (status === 'success') {
    return (
      <div data-slot="newsletter" className={cx('ui-newsletter', className)}>
        <p className="ui-newsletter__prompt">{prompt}</p>
        <p role="status" className="ui-newsletter__success">
          {message ?? 'Thank you for subscribing!'}
        </p>
      </div>
    );
  }

  return (
    <form
      data-slot="newsletter"
      className={cx('ui-newsletter', className)}
      noValidate
      aria-busy={status === 'loading' || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        check.cancel();
        // Read the field itself: text typed before this (lazily loaded) form hydrated
        // is in the DOM but not yet in state.
        const typed = new FormData(event.currentTarget).get('email');
        const value = typeof typed === 'string' ? typed : email;
        const problem = validate(value);
        setEmail(value);
        setPending(false);
        setTouched(true);
        setError(problem);
        if (problem === null) onSubmit(value.trim());
      }}
    >
      <p className="ui-newsletter__prompt">{prompt}</p>
      <div className="ui-newsletter__row">
        <Field
          label="Email address"
          error={error}
          touched={touched}
          dirty={email !== ''}
          pending={pending}
          valid={error === null}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              disabled={status === 'loading'}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setEmail(value);
                setPending(true);
                check(value);
              }}
            />
          )}
        </Field>
        <Button type="submit" loading={status === 'loading'}>
          {status === 'loading' ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {status === 'error' ? (
        <p role="alert" className="ui-field__error">
          {message ?? GENERIC_ERROR_MESSAGE}
        </p>
      ) : null}
    </form>
  );
}
