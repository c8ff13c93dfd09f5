import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';
import { CategoryList } from './CategoryList';
import { TradeInvitation } from './TradeInvitation';

// The navigation pieces of a category page, together as they appear on it.
function CategoryNavigation({ current }: { current: string }) {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <Breadcrumbs
        items={[
          { label: 'Shop', href: '/shop' },
          { label: 'Shop All', href: '/shop/shop-all' },
          { label: current },
        ]}
      />
      <CategoryList
        title="Sub-categories"
        items={[
          { name: 'Dining Chairs', href: '/shop/shop-all/chairs/dining-chairs', productCount: 24 },
          { name: 'Lounge Chairs', href: '/shop/shop-all/chairs/lounge-chairs', productCount: 18 },
        ]}
      />
      <TradeInvitation />
    </div>
  );
}

const meta = {
  title: 'Catalogue/Category navigation',
  component: CategoryNavigation,
  args: { current: 'Chairs' },
} satisfies Meta<typeof CategoryNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chairs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chairs')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Shop All' })).toHaveAttribute(
      'href',
      '/shop/shop-all',
    );
    await expect(canvas.getByRole('link', { name: /Dining Chairs/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Apply for a trade account' })).toBeVisible();
  },
};

export const LongTrail: Story = {
  args: { current: 'Heritage Collection Living Room Occasional Tables and Side Tables' },
};
