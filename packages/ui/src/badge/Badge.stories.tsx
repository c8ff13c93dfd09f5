import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, CountBadge } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: '40% Off', tone: 'danger' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discount: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="brand">Trade</Badge>
      <Badge tone="neutral">Made to order</Badge>
      <Badge tone="success">In stock</Badge>
      <Badge tone="danger">40% Off</Badge>
      <Badge tone="accent">Container</Badge>
      <Badge tone="warning">Awaiting deposit</Badge>
      <Badge tone="info">On the water</Badge>
    </div>
  ),
};

export const CartCount: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32 }}>
      {[0, 3, 120].map((count) => (
        <button key={count} type="button" className="ui-icon-button ui-icon-button--outline">
          <span aria-hidden="true">🛒</span>
          <span className="ui-visually-hidden">Cart</span>
          <CountBadge count={count} label="items in cart" />
        </button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeInTheDocument();
    await expect(canvas.getByText('3')).toBeInTheDocument();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
  },
};
