import { Button } from '@shop/ui/button';
import type { ReactNode, SubmitEvent } from 'react';
import { FormMessages } from './FormMessages';
import type { FormStatus } from './use-schema-form';

export interface BlockFormProps {
  /** `useSchemaForm`'s state and submit. */
  form: {
    status: FormStatus;
    messages: readonly string[];
    submit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  };
  /** The id of the block's title, which names the form. */
  labelledBy: string;
  successMessage: string;
  submitLabel: string;
  /** The button's text while the form is being sent. */
  submittingLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A block's form: its fields, the last submit's errors and the submit button; once sent,
 * the success message in its place.
 */
export function BlockForm({
  form,
  labelledBy,
  successMessage,
  submitLabel,
  submittingLabel,
  children,
}: BlockFormProps) {
  if (form.status === 'success')
    return (
      <FormMessages status="success" messages={form.messages} successMessage={successMessage} />
    );
  const submitting = form.status === 'submitting';
  return (
    <form
      className="cms-form"
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={submitting || undefined}
      onSubmit={(event) => void form.submit(event)}
    >
      {children}
      <FormMessages status={form.status} messages={form.messages} successMessage={successMessage} />
      <div className="cms-actions">
        <Button type="submit" loading={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
