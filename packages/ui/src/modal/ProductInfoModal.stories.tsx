import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { ProductInfoModal } from './ProductInfoModal';

const meta = {
  title: 'Overlays/ProductInfoModal',
  component: ProductInfoModal,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Product information',
    entries: [
      { id: 'country', label: 'Country of manufacture', value: 'Vietnam' },
      { id: 'warranty', label: 'Warranty', value: '5 years structural' },
      { id: 'assembly', label: 'Assembly required', value: 'Yes, 2 persons, 30 minutes' },
      { id: 'size', label: 'Size (mm)', value: 'W1800 x D900 x H750' },
    ],
  },
} satisfies Meta<typeof ProductInfoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Product information' });
    await expect(within(dialog).getAllByRole('term')).toHaveLength(4);
  },
};

export const Empty: Story = { args: { entries: [] } };
