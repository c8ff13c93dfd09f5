import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { listPrice: 1249.5, customerGroup: 'Trade' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListPrice: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1,249.50')).toBeInTheDocument();
  },
};

export const RrpDiscount: Story = {
  name: 'RRP (40% Off)',
  args: { customerGroup: 'RRP', listPrice: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$600')).toBeInTheDocument();
    await expect(canvas.getByText('40% Off')).toBeInTheDocument();
    await expect(canvasElement.querySelector('s')).toHaveTextContent('$1,000');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading Price...')).toBeInTheDocument();
  },
};

export const NoPrice: Story = { args: { listPrice: null } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" customerGroup="RRP" />
    </div>
  ),
};
