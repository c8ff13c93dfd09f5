import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartSummary } from './CartSummary';

const meta = {
  title: 'Commerce/CartSummary',
  component: CartSummary,
  args: { subtotal: 7726, taxes: 772.6, total: 8498.6, loggedIn: true },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$7,726')).toBeInTheDocument();
    await expect(canvas.getByText('$8,498.60')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};

export const Guest: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('link', { name: 'Checkout' }),
    ).not.toBeInTheDocument();
  },
};

export const Updating: Story = {
  args: { updating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Updating...' })).toBeDisabled();
  },
};

export const Rrp: Story = {
  name: 'RRP customer',
  args: { customerGroup: 'RRP' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$4,635.60')).toBeInTheDocument();
  },
};

export const ContainerCart: Story = { args: { containersTotal: 2 } };
