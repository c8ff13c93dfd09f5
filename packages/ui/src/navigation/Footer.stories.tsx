import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsletterForm } from '../form/NewsletterForm';
import { Footer } from './Footer';
import { shopCategories } from './navigation.fixtures';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  args: {
    categories: shopCategories,
    columns: [
      {
        id: 'help',
        title: 'Help',
        links: [
          { id: 'contact', name: 'Contact us', href: '/contact' },
          { id: 'delivery', name: 'Container delivery', href: '/delivery' },
        ],
      },
      {
        id: 'company',
        title: 'Company',
        links: [
          { id: 'about', name: 'About', href: '/about' },
          { id: 'careers', name: 'Careers', href: '/careers' },
        ],
      },
    ],
    newsletter: <NewsletterForm status="idle" onSubmit={fn()} />,
    legal: <p>© 2026 Trade Furniture Co. Trade customers only.</p>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every column open as a column: its heading and its links, nothing to unfold.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Help' })).toBeVisible();
    // Drawn by the browser though its fold is closed (jest-dom's toBeVisible treats any closed
    // <details> as hidden, whatever the stylesheet says).
    await expect(canvas.getByRole('link', { name: 'Container delivery' }).checkVisibility()).toBe(
      true,
    );
    await expect(canvas.getByText('Help', { selector: 'summary *' })).not.toBeVisible();
  },
};

/** On a phone each column folds; the sections open and close independently (native `<details>`). */
export const MobileAccordion: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const help = canvas.getByText('Help', { selector: 'summary *' });
    const company = canvas.getByText('Company', { selector: 'summary *' });
    const fold = (title: HTMLElement) => title.closest('details') as HTMLDetailsElement;
    const contact = canvas.getByRole('link', { name: 'Contact us', hidden: true });
    await expect(contact.checkVisibility()).toBe(false);
    await userEvent.click(help);
    await userEvent.click(company);
    await expect(fold(help).open).toBe(true);
    await expect(fold(company).open).toBe(true);
    await expect(contact.checkVisibility()).toBe(true);
    await userEvent.click(help);
    await expect(fold(help).open).toBe(false);
    await expect(fold(company).open).toBe(true);
  },
};
