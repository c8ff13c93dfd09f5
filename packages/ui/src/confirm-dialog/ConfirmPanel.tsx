import { useId, type ReactNode } from 'react';

export interface ConfirmPanelProps {
  /** The question, e.g. the non-container warning of behaviour.md#cart-states. */
  message: ReactNode;
  /**
   * The answers: a form with the Yes (and the No, a button or a link), so that the question
   * works without JavaScript.
   */
  children: ReactNode;
  className?: string;
}

/**
 * A Yes/No question in the page flow, asked where a plain form post came back with it (a
 * page without JavaScript, quick order, reorder): the same question as ConfirmDialog, as an
 * `alertdialog` that pushes the page down instead of covering it.
 */
export function ConfirmPanel({ message, children, className }: ConfirmPanelProps) {
  const id = useId();
  return (
    <div
      role="alertdialog"
      aria-labelledby={id}
      data-slot="confirm-panel"
      className={className ? `ui-confirm-panel ${className}` : 'ui-confirm-panel'}
    >
      <p id={id} className="ui-confirm-panel__message">
        {message}
      </p>
      {children}
    </div>
  );
}
