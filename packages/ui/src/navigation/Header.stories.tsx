import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { swatch } from '../test/story-data';
import { headerEntries } from './navigation.fixtures';
import { Header } from './Header';

const meta = {
  title: 'Navigation/Header',
  component: Header,
  args: {
    entries: headerEntries,
    loggedIn: false,
    cartCount: 0,
    onCartClick: fn(),
    onMenuClick: fn(),
    logo: <a href="/">Trade Furniture Co.</a>,
    search: (
      <input
        type="search"
        aria-label="Search for products"
        placeholder="Search for products"
        className="ui-search-box__input"
      />
    ),
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'xl', isRotated: false } },
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    await expect(canvas.queryByRole('link', { name: 'Build a container' })).not.toBeInTheDocument();
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true, customer: { firstName: 'Maria' }, cartCount: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Account: Maria' })).toHaveAttribute(
      'href',
      '/account',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Open cart/ }));
    await expect(args.onCartClick).toHaveBeenCalledTimes(1);
  },
};

/** The cart as a link to the cart page (no JavaScript needed); hydrated, a click opens the panel. */
export const CartPageLink: Story = {
  args: { loggedIn: true, cartCount: 2, cartHref: '/cart' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: /Open cart/ });
    await expect(cart).toHaveAttribute('href', '/cart');
    await userEvent.click(cart);
    await expect(args.onCartClick).toHaveBeenCalledTimes(1);
  },
};

export const DropdownClickToggles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shop = canvas.getByRole('button', { name: 'Shop' });
    await userEvent.click(shop);
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(shop);
    await expect(shop).toHaveAttribute('aria-expanded', 'false');
  },
};

export const DropdownHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const collections = canvas.getByRole('button', { name: 'Collections' });
    await userEvent.hover(collections);
    await waitFor(() => expect(collections).toHaveAttribute('aria-expanded', 'true'));
    const panel = canvasElement.ownerDocument.getElementById(
      collections.getAttribute('aria-controls') ?? '',
    );
    await expect(within(panel as HTMLElement).getAllByRole('link')).toHaveLength(8);
    await userEvent.unhover(collections.closest('li') as HTMLElement);
    await waitFor(() => expect(collections).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const DropdownOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shop = canvas.getByRole('button', { name: 'Shop' });
    await userEvent.click(shop);
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(shop).toHaveAttribute('aria-expanded', 'false'));
  },
};

/**
 * The site settings' `header_nav_image` (behaviour.md#site-settings) in the dropdowns, beside the links. It is
 * loaded lazily: a closed panel is hidden, so the picture comes with the first opening.
 */
export const DropdownWithNavImage: Story = {
  args: {
    navImage: { src: swatch('#2f6b4f', 'Nordvik'), alt: 'Featured: the Nordvik dining collection' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shop = canvas.getByRole('button', { name: 'Shop' });
    const panel = canvasElement.ownerDocument.getElementById(
      shop.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const image = within(panel).getByRole('img', {
      name: 'Featured: the Nordvik dining collection',
      hidden: true,
    });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).not.toBeVisible();
    await userEvent.click(shop);
    await expect(image).toBeVisible();
    // Beside the links, not under them.
    const list = within(panel).getByRole('list');
    await expect(image.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      list.getBoundingClientRect().right,
    );
  },
};

export const LongFirstName: Story = {
  args: { loggedIn: true, customer: { firstName: 'Maximiliana-Josephine' }, cartCount: 128 },
};

export const Mobile: Story = {
  args: { loggedIn: true, cartCount: 2 },
  globals: { viewport: { value: 'xs', isRotated: false } },
};
