import { Field, Input } from '@shop/ui/form';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  error: string | null;
  touched: boolean;
  dirty: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  required?: boolean;
  /** A multi-line message box (composed here: @shop/ui has no textarea yet). */
  multiline?: boolean;
  hint?: string;
}

/** One labelled form field of a block form, on @shop/ui's `Field`. */
export function TextField({
  label,
  value,
  error,
  touched,
  dirty,
  onChange,
  onBlur,
  multiline = false,
  required,
  hint,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      touched={touched}
      dirty={dirty}
      valid={error === null}
      required={required}
      hint={hint}
    >
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            {...rest}
            rows={5}
            className="ui-input cms-textarea"
            value={value}
            onChange={(event) => {
              onChange(event.currentTarget.value);
            }}
            onBlur={onBlur}
          />
        ) : (
          <Input
            {...control}
            {...rest}
            type={type}
            value={value}
            onChange={(event) => {
              onChange(event.currentTarget.value);
            }}
            onBlur={onBlur}
          />
        )
      }
    </Field>
  );
}
