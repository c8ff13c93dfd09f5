// The Idempotency-Key of a form that adds lines in one call (quick order, reorder): rendered
// into the form by the page, so that the same form sent again — a reload of a lost answer, a
// second click — is answered by the backend instead of adding the lines twice.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@shop/api/idempotency';

/** The form field that carries it. */
export const ADD_KEY_FIELD = 'add_key';

/** A key for the next add a page offers. */
export const newAddKey = (): string => randomUUID();

/** The form's key, or undefined without one; a malformed one counts as none. */
export function addKeyOf(form: FormData): string | undefined {
  const key = form.get(ADD_KEY_FIELD);
  return typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : undefined;
}
