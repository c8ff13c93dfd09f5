import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';
import { ModalGroup } from './modal-group';

function TwoModals() {
  const [cartOpen, setCartOpen] = useState(false);
  const [quickOpen, setQuickOpen] = useState(false);
  return (
    <ModalGroup>
      <button
        type="button"
        onClick={() => {
          setCartOpen(true);
        }}
      >
        Open cart
      </button>
      <Modal open={cartOpen} onOpenChange={setCartOpen} title="My cart" variant="panel">
        <button
          type="button"
          onClick={() => {
            setQuickOpen(true);
          }}
        >
          Quick view a related item
        </button>
      </Modal>
      <Modal open={quickOpen} onOpenChange={setQuickOpen} title="Quick View" variant="wide">
        <p>Chair</p>
      </Modal>
    </ModalGroup>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, with focus moved in and restored on close', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <ModalGroup>
          <button
            type="button"
            onClick={() => {
              setOpen(true);
            }}
          >
            Open
          </button>
          <Modal open={open} onOpenChange={setOpen} title="Quick View">
            <button type="button">Inside</button>
          </Modal>
        </ModalGroup>
      );
    }
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Quick View' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <ModalGroup>
        <Modal open onOpenChange={onOpenChange} title="My cart">
          <p>No cart items</p>
        </Modal>
      </ModalGroup>,
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on a click outside it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <ModalGroup>
        <Modal open onOpenChange={onOpenChange} title="My cart">
          <p>No cart items</p>
        </Modal>
      </ModalGroup>,
    );
    const overlay = document.querySelector('[data-slot="modal-overlay"]');
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps one modal open at a time: opening a second closes the first', async () => {
    const user = userEvent.setup();
    render(<TwoModals />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(screen.getByRole('dialog', { name: 'My cart' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quick view a related item' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'My cart' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('dialog', { name: 'Quick View' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('lets a caller override the backdrop', () => {
    render(
      <ModalGroup>
        <Modal open onOpenChange={vi.fn()} title="Gallery" overlayClassName="my-backdrop" />
      </ModalGroup>,
    );
    const overlay = document.querySelector('[data-slot="modal-overlay"]');
    expect(overlay).toHaveClass('my-backdrop');
    expect(overlay).not.toHaveClass('ui-modal-overlay');
  });
});
