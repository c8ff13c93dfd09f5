import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { swatch } from '../test/story-data';
import { ProductCard } from './ProductCard';

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  args: {
    name: 'Oslo Classic Dining Chair',
    href: '/product/oslo-classic-dining-chair',
    imageUrl: swatch('#a8642a', 'Chair'),
    brand: 'Nordic Oak Works',
    size: 'W480 x D550 x H820',
    loggedIn: true,
    listPrice: 335,
    customerGroup: 'Trade',
    onQuickView: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$335')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Quick View/ }));
    await expect(args.onQuickView).toHaveBeenCalledTimes(1);
  },
};

export const Guest: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'log in for trade pricing' }),
    ).toBeInTheDocument();
  },
};

export const LoadingPrice: Story = {
  args: { priceLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading Price...')).toBeInTheDocument();
  },
};

export const Rrp: Story = {
  name: 'RRP (40% Off)',
  args: { customerGroup: 'RRP', listPrice: 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('40% Off')).toBeInTheDocument();
  },
};

export const NoImageLongName: Story = {
  args: {
    imageUrl: null,
    name: 'Heritage Grand Three-Seat Sofa in performance bouclé with walnut feet (Container)',
    size: 'N/A',
  },
};
