import type { Registration } from '@shop/domain';

/** What a form handler answers: nothing (success), or a result the form shows. */
export type FormSubmitResult =
  | { ok: true; message?: string }
  /** `errors` are shown as a list, e.g. the server's list built with domain's `buildErrorList`. */
  | { ok: false; errors: readonly string[] };

/** The contact form's values, checked with the domain schemas before the handler runs. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

// A handler may answer nothing (plain success), hence the `void`.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
type MaybeAnswer<T> = Promise<T | void>;

export type ContactSubmitHandler = (values: ContactFormValues) => MaybeAnswer<FormSubmitResult>;
/** Receives domain's `Registration` without `confirmPassword` (checked, then left out). */
export type RegisterSubmitHandler = (
  values: Omit<Registration, 'confirmPassword'>,
) => MaybeAnswer<FormSubmitResult>;
/** The newsletter form (behaviour.md#states): the returned `message` is shown on success; a thrown error is logged. */
export type NewsletterSubmitHandler = (email: string) => MaybeAnswer<{ message?: string }>;
