import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterForm } from './NewsletterForm';

const meta = {
  title: 'Forms/NewsletterForm',
  component: NewsletterForm,
  args: { status: 'idle', onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'buyer@');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Please enter a valid email address'),
    );
    await userEvent.type(email, 'trade.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('buyer@trade.example');
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Success: Story = {
  args: { status: 'success', message: 'Almost finished... We need to confirm your email address.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Almost finished');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    status: 'error',
    message: 'buyer@trade.example is already subscribed to list Trade News.',
  },
};
