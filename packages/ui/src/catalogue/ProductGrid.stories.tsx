import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { swatch } from '../test/story-data';
import { ProductCard } from './ProductCard';
import { ProductGrid } from './ProductGrid';
import { SpecList } from './SpecList';

const products = ['#a8642a', '#5a5549', '#2f6b4f', '#8a7a5c', '#3d4a63'].map((colour, index) => ({
  name: `Oslo Classic Chair ${String(index + 1)}`,
  href: `/product/oslo-classic-chair-${String(index + 1)}`,
  imageUrl: swatch(colour, 'Chair'),
  brand: 'Nordic Oak Works',
  size: 'W480 x D550 x H820',
  listPrice: 120 + index * 35,
}));

function Grid({ loggedIn, count }: { loggedIn: boolean; count: number }) {
  return (
    <ProductGrid label="Chairs">
      {products.slice(0, count).map((product) => (
        <ProductCard
          key={product.href}
          {...product}
          loggedIn={loggedIn}
          onQuickView={() => undefined}
        />
      ))}
    </ProductGrid>
  );
}

const meta = {
  title: 'Catalogue/ProductGrid',
  component: Grid,
  args: { loggedIn: true, count: 5 },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Chairs' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const Guest: Story = { args: { loggedIn: false } };

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products found')).toBeInTheDocument();
  },
};

export const Specifications: StoryObj = {
  render: () => (
    <SpecList
      entries={[
        { id: 'size', label: 'Size (mm)', value: 'W480 x D550 x H820' },
        { id: 'volume', label: 'Volume', value: '0.216 CBM' },
        { id: 'warranty', label: 'Warranty', value: '5 years commercial warranty' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0.216 CBM')).toBeInTheDocument();
  },
};
