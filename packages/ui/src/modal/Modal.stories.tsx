import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Modal, type ModalProps } from './Modal';
import { ModalGroup } from './modal-group';

function Demo(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Open modal
      </Button>
      <Modal
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Delivery information',
    children: <p>Containers ship from the factory within 6 to 8 weeks of order confirmation.</p>,
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dialog: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delivery information' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector('[data-slot="modal-overlay"]');
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithFooter: Story = {
  args: {
    open: true,
    description: 'Choose how the order reaches you.',
    footer: <Button fullWidth>Confirm</Button>,
  },
};

export const Panel: Story = { args: { open: true, variant: 'panel', title: 'My cart' } };

export const Wide: Story = { args: { open: true, variant: 'wide', title: 'Quick View' } };

export const Fullscreen: Story = {
  args: { open: true, variant: 'fullscreen', title: 'Gallery', children: <p>Slides go here.</p> },
};

export const CustomBackdrop: Story = {
  args: { open: true, overlayClassName: 'story-plain-backdrop' },
  decorators: [
    (Story) => (
      <>
        <style>
          {
            '.story-plain-backdrop{position:fixed;inset:0;background:rgb(47 107 79 / 0.35);z-index:40}'
          }
        </style>
        <Story />
      </>
    ),
  ],
};

function TwoModals() {
  const [cart, setCart] = useState(false);
  const [info, setInfo] = useState(false);
  return (
    <ModalGroup>
      <Button
        onClick={() => {
          setCart(true);
        }}
      >
        Open cart
      </Button>
      <Modal open={cart} onOpenChange={setCart} title="My cart" variant="panel">
        <Button
          variant="secondary"
          onClick={() => {
            setInfo(true);
          }}
        >
          Product details
        </Button>
      </Modal>
      <Modal open={info} onOpenChange={setInfo} title="Product information" variant="list">
        <p>Solid oak, oiled finish.</p>
      </Modal>
    </ModalGroup>
  );
}

export const OneAtATime: Story = {
  render: () => <TwoModals />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open cart' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Product details' }));
    await screen.findByRole('dialog', { name: 'Product information' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'My cart' })).not.toBeInTheDocument(),
    );
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
  },
};
