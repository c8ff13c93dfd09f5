import type { z } from 'zod';

/** The text fields of a submitted form; a file or a missing field reads as ''. */
export function formText(form: FormData, ...names: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field, keyed by the field's name, for `Field`'s `error`. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}
