import { cx } from 'class-variance-authority';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Spinner } from '../spinner/Spinner';

/** What a control inside a Field must carry to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Helper text under the control. */
  hint?: ReactNode;
  /** The validation message; shown once the field is touched. */
  error?: string | null;
  /** The form field states (behaviour.md#states). */
  touched?: boolean;
  dirty?: boolean;
  /** Validation in progress (e.g. a debounced check): shows a spinner. */
  pending?: boolean;
  /** Passed validation: shows a check once touched. */
  valid?: boolean;
  required?: boolean;
  /** Renders the control with the ids and aria attributes it needs. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/** A labelled form field with hint, error and the touched / dirty / pending / valid states. */
export function Field({
  label,
  hint,
  error,
  touched = false,
  dirty = false,
  pending = false,
  valid = false,
  required,
  children,
  className,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showError = touched && !pending && typeof error === 'string' && error !== '';
  const describedBy =
    [hint ? hintId : null, showError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div
      data-slot="field"
      className={cx('ui-field', className)}
      data-touched={touched || undefined}
      data-dirty={dirty || undefined}
      data-pending={pending || undefined}
      data-valid={(touched && valid && !pending) || undefined}
      data-invalid={showError || undefined}
    >
      <label htmlFor={id} className="ui-label">
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="ui-field__control">
        {children({
          id,
          'aria-describedby': describedBy,
          'aria-invalid': showError || undefined,
          required,
        })}
        {pending ? <Spinner size="sm" label="Checking" className="ui-field__status" /> : null}
        {touched && valid && !pending ? (
          <span className="ui-field__status ui-field__valid" aria-hidden="true">
            ✓
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {showError ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** The text input of the design system. */
export function Input({ className, ...rest }: InputProps) {
  return <input data-slot="input" className={cx('ui-input', className)} {...rest} />;
}
