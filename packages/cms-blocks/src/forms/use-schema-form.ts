import { GENERIC_ERROR_MESSAGE } from '@shop/domain';
import { useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { useBlocks } from '../context/blocks-context';
import type { FormSubmitResult } from '../context/form-handlers';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Shown when the app gave no handler for a form, so a shopper is never left guessing. */
export const FORM_UNAVAILABLE_MESSAGE =
  'This form is not available right now. Please call or email us instead.';

function firstIssues(issues: readonly z.core.$ZodIssue[]): Partial<Record<string, string>> {
  const byField: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && byField[name] === undefined) byField[name] = issue.message;
  }
  return byField;
}

/**
 * Form state for a block form checked by a domain schema: values, touched fields, the
 * first message per field, and a submit that runs the app's handler only with valid data.
 */
export function useSchemaForm<K extends string, Out>(
  schema: z.ZodType<Out>,
  initial: Record<K, string>,
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a handler may answer nothing
  handler: ((data: Out) => Promise<FormSubmitResult | void>) | null,
  formName: string,
) {
  const { logger } = useBlocks();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [messages, setMessages] = useState<readonly string[]>([]);

  const parsed = schema.safeParse(values);
  const errors = parsed.success ? {} : firstIssues(parsed.error.issues);

  const field = (name: K) => ({
    value: values[name],
    error: errors[name] ?? null,
    touched: touched[name] === true,
    dirty: values[name] !== initial[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => {
      setTouched((current) => ({ ...current, [name]: true }));
    },
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(
      Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Partial<
        Record<K, boolean>
      >,
    );
    if (!parsed.success || status === 'submitting') return;
    if (handler === null) {
      logger.error(`No submit handler for the ${formName} form; pass one to BlocksProvider`);
      setStatus('error');
      setMessages([FORM_UNAVAILABLE_MESSAGE]);
      return;
    }
    setStatus('submitting');
    try {
      const result = await handler(parsed.data);
      if (result && !result.ok) {
        setStatus('error');
        setMessages(result.errors.length > 0 ? result.errors : [GENERIC_ERROR_MESSAGE]);
      } else {
        setStatus('success');
        setMessages(result?.message ? [result.message] : []);
      }
    } catch (error) {
      logger.error(`The ${formName} form could not be sent`, { error });
      setStatus('error');
      setMessages([GENERIC_ERROR_MESSAGE]);
    }
  };

  return { field, submit, status, messages };
}
