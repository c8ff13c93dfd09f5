import { cx } from 'class-variance-authority';

export interface FormAlertProps {
  /** `error`: what went wrong (announced at once); `success`: the outcome of a submit. */
  type: 'error' | 'success';
  /** The lines to show, e.g. the server's error list (behaviour.md#errors, `buildErrorList`). */
  messages: readonly string[];
  /** Names the alert for assistive technology, e.g. "Login failed". */
  title?: string;
  className?: string;
}

/**
 * The outcome of a form submit: the server's error list, or its success message. Errors
 * use `role="alert"` so a screen reader hears them without moving focus; one message is a
 * paragraph, several a list. Renders nothing without messages.
 */
export function FormAlert({ type, messages, title, className }: FormAlertProps) {
  const lines = messages.filter((message) => message.trim() !== '');
  if (lines.length === 0) return null;
  return (
    <div
      data-slot="form-alert"
      role={type === 'error' ? 'alert' : 'status'}
      aria-label={title}
      className={cx('ui-form-alert', `ui-form-alert--${type}`, className)}
    >
      {lines.length === 1 ? (
        <p className="ui-form-alert__message">{lines[0]}</p>
      ) : (
        <ul className="ui-form-alert__list">
          {lines.map((line, index) => (
            // Server lists may repeat a line; the index keeps each key unique.
            <li key={`${String(index)}-${line}`}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
