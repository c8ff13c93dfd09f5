import * as Dialog from '@radix-ui/react-dialog';
import { cva, cx, type VariantProps } from 'class-variance-authority';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLatest } from '../lib/use-latest';
import { useModalCoordinator } from './modal-group';

export const modalContentVariants = cva('ui-modal', {
  variants: {
    /**
     * `dialog`: centred card. `panel`: full-height sheet from the right (the cart).
     * `wide`: large centred card (quick view). `fullscreen`: edge to edge on a dark
     * backdrop (the gallery). `list`: narrow card for list-based info.
     */
    variant: {
      dialog: 'ui-modal--dialog',
      panel: 'ui-modal--panel',
      wide: 'ui-modal--wide',
      fullscreen: 'ui-modal--fullscreen',
      list: 'ui-modal--list',
    },
  },
  defaultVariants: { variant: 'dialog' },
});

export interface ModalProps extends VariantProps<typeof modalContentVariants> {
  /** Whether the modal is open (controlled). */
  open: boolean;
  /** Called with `false` on Escape, outside click, the close button, or when another modal opens. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Visually hide the title but keep it as the accessible name. Default `false`. */
  hideTitle?: boolean;
  /** Optional description, linked by `aria-describedby`. */
  description?: ReactNode;
  children?: ReactNode;
  /** Pinned to the bottom of the modal (totals, actions). */
  footer?: ReactNode;
  /** Accessible name of the close button. Default `Close`. */
  closeLabel?: string;
  /** Replaces the dimmed, blurred backdrop's class (behaviour.md#modals: a caller can override it). */
  overlayClassName?: string;
  className?: string;
}

/** A dialog on Radix: one open at a time, Escape and outside click close it, focus trapped and restored. */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  closeLabel = 'Close',
  overlayClassName,
  variant,
  className,
}: ModalProps) {
  const coordinator = useModalCoordinator();
  const idRef = useRef<symbol>(Symbol('modal'));
  const onOpenChangeRef = useLatest(onOpenChange);
  // Radix returns focus to its own Trigger; our modals are opened from anywhere (a cart
  // badge, an add button), so the element focused before opening is remembered here.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    const id = idRef.current;
    coordinator.opened(id, () => {
      onOpenChangeRef.current(false);
    });
    return () => {
      coordinator.closed(id);
    };
  }, [open, coordinator, onOpenChangeRef]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="modal-overlay"
          className={overlayClassName ?? 'ui-modal-overlay'}
        />
        <Dialog.Content
          data-slot="modal"
          className={cx(modalContentVariants({ variant }), className)}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusRef.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <header className="ui-modal__header">
            <Dialog.Title className={hideTitle ? 'ui-visually-hidden' : 'ui-modal__title'}>
              {title}
            </Dialog.Title>
            <Dialog.Close className="ui-modal__close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          {description === undefined ? null : (
            <Dialog.Description className="ui-modal__description">{description}</Dialog.Description>
          )}
          <div className="ui-modal__body">{children}</div>
          {footer === undefined ? null : <footer className="ui-modal__footer">{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
