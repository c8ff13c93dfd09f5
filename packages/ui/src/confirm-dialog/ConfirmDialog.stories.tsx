import { NON_CONTAINER_CONFIRM_MESSAGE } from '@shop/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, message: NON_CONTAINER_CONFIRM_MESSAGE, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NonContainerWarning: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    await expect(dialog).toHaveTextContent(NON_CONTAINER_CONFIRM_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const AnswerNo: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
