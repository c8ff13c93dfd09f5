import type { FormStatus } from './use-schema-form';

/** The outcome of a submit: a status line on success, an alert listing the errors otherwise. */
export function FormMessages({
  status,
  messages,
  successMessage,
}: {
  status: FormStatus;
  messages: readonly string[];
  successMessage: string;
}) {
  if (status === 'success') {
    return (
      <p role="status" className="cms-form__success">
        {messages[0] ?? successMessage}
      </p>
    );
  }
  if (status !== 'error') return null;
  return (
    <div role="alert" className="cms-form__errors">
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
