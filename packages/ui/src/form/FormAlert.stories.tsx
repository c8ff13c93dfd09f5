import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormAlert } from './FormAlert';

const meta = {
  title: 'Forms/FormAlert',
  component: FormAlert,
  args: { type: 'error', messages: ['Invalid email or password'], title: 'Login failed' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleError: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert', { name: 'Login failed' });
    await expect(alert).toHaveTextContent('Invalid email or password');
  },
};

export const ErrorList: Story = {
  args: {
    title: 'Registration failed',
    messages: ['An account with this email already exists', 'Phone is not a valid number'],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
  },
};

export const Success: Story = {
  args: { type: 'success', title: undefined, messages: ['Successfully updated password.'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Successfully updated password.',
    );
  },
};
