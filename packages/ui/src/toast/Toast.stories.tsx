import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Toast, type ToastProps } from './Toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { open: true, message: 'Added to your container', onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Added to your container');
    await userEvent.click(canvas.getByRole('button', { name: 'Close notification' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { type: 'error', message: 'Insufficient stock, please contact Oakline' },
};

export const Info: Story = { args: { type: 'info', message: 'Prices shown exclude freight' } };

function Demo(props: ToastProps) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Show toast
      </Button>
      <Toast
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

export const ClosesAfterTimeout: Story = {
  args: { open: false, timeout: 300, message: 'Saved' },
  render: (args) => <Demo {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
