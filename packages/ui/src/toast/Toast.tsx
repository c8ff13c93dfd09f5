import { TOAST_TIMEOUT_MS } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useEffect } from 'react';
import { useLatest } from '../lib/use-latest';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastProps {
  /** Whether the toast shows. */
  open: boolean;
  /** The text to show. */
  message: string;
  /** Default `success` (behaviour.md#entities, #states). Errors are announced assertively. */
  type?: ToastType;
  /** Milliseconds before it closes by itself. Default `TOAST_TIMEOUT_MS` (5000). */
  timeout?: number;
  /** Called when the timeout passes or the close button is pressed. */
  onClose: () => void;
  className?: string;
}

/** A notice at the bottom right that closes itself after `timeout` ms or on its close button. */
export function Toast({
  open,
  message,
  type = 'success',
  timeout,
  onClose,
  className,
}: ToastProps) {
  // Read through a ref so a new callback each render does not restart the timer.
  const onCloseRef = useLatest(onClose);
  const delay =
    timeout !== undefined && Number.isFinite(timeout) && timeout > 0 ? timeout : TOAST_TIMEOUT_MS;

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      onCloseRef.current();
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [open, delay, message, onCloseRef]);

  if (!open) return null;
  return (
    <div
      data-slot="toast"
      data-type={type}
      role={type === 'error' ? 'alert' : 'status'}
      className={cx('ui-toast', `ui-toast--${type}`, className)}
    >
      <p className="ui-toast__message">{message}</p>
      <button
        type="button"
        className="ui-toast__close"
        aria-label="Close notification"
        onClick={() => {
          onCloseRef.current();
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
