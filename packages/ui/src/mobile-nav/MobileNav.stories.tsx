import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MobileNav } from './MobileNav';
import { headerEntries } from '../navigation/navigation.fixtures';

const meta = {
  title: 'Navigation/MobileNav',
  component: MobileNav,
  args: {
    open: true,
    onOpenChange: fn(),
    entries: headerEntries,
    loggedIn: true,
    search: (
      <input
        type="search"
        aria-label="Search for products"
        placeholder="Search for products"
        className="ui-search-box__input"
      />
    ),
    renderLink: ({ href, children, ...rest }) => (
      <a
        href={href}
        {...rest}
        onClick={(event) => {
          // Stories stay on the page; the app's router link navigates.
          event.preventDefault();
          rest.onClick?.(event);
        }}
      >
        {children}
      </a>
    ),
  },
  globals: { viewport: { value: 'xs', isRotated: false } },
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShopExpands: Story = {
  play: async () => {
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const shop = within(menu).getByRole('button', { name: 'Shop' });
    await expect(shop).toHaveTextContent('+');
    await userEvent.click(shop);
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await expect(shop).toHaveTextContent('−');
    await expect(within(menu).getByRole('link', { name: 'Chairs' })).toBeVisible();
  },
};

export const ClosesOnNavigation: Story = {
  play: async ({ args }) => {
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'About' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Guest: Story = { args: { loggedIn: false } };
