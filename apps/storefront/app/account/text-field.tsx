import { Field, Input } from '@shop/ui/form';
import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'required' | 'name'
> {
  label: string;
  name: string;
  hint?: string;
  /** The field's message from the last submit (the server checked the domain rules). */
  error?: string | undefined;
  required?: boolean;
}

/**
 * A labelled input of an account form. Forms post to their route's action, so the message
 * of a field comes back with the page and shows at once (the field counts as touched).
 */
export function TextField({ label, name, hint, error, required, ...input }: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error ?? null}
      touched={Boolean(error)}
      required={required}
    >
      {(control) => <Input {...control} name={name} {...input} />}
    </Field>
  );
}
