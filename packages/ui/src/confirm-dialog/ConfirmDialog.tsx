import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonVariants } from '../button/Button';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. the non-container warning of behaviour.md#cart-states. */
  message: ReactNode;
  /** Heading and accessible name. Default `Please confirm`. */
  title?: string;
  /** Default `Yes`. */
  confirmLabel?: string;
  /** Default `No`. */
  cancelLabel?: string;
  /** Called on the confirm button. */
  onConfirm: () => void;
  /** Called on the cancel button and on Escape. */
  onCancel: () => void;
}

/**
 * A Yes/No question on Radix AlertDialog. It stacks above an open Modal (it is asked from
 * inside the quick view) rather than replacing it, so it stays out of the one-modal rule.
 */
export function ConfirmDialog({
  open,
  message,
  title = 'Please confirm',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ui-modal-overlay ui-modal-overlay--alert" />
        <AlertDialog.Content
          data-slot="confirm-dialog"
          className="ui-modal ui-modal--dialog ui-confirm"
        >
          <AlertDialog.Title className="ui-modal__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="ui-confirm__message">
            {message}
          </AlertDialog.Description>
          <div className="ui-confirm__actions">
            {/* Cancel closes through onOpenChange, which reports onCancel once. */}
            <AlertDialog.Cancel className={buttonVariants({ variant: 'secondary' })}>
              {cancelLabel}
            </AlertDialog.Cancel>
            {/* A plain button, not AlertDialog.Action: its automatic close would also report a cancel. */}
            <button
              type="button"
              className={buttonVariants({ variant: 'primary' })}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
