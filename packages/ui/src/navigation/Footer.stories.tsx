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

export const Desktop: Story = { globals: { viewport: { value: 'xl', isRotated: false } } };

export const MobileAccordion: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const accordion = canvasElement.querySelector('[data-layout="accordion"]') as HTMLElement;
    const help = within(accordion).getByRole('button', { name: 'Help' });
    const company = within(accordion).getByRole('button', { name: 'Company' });
    await userEvent.click(help);
    await userEvent.click(company);
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(help);
    await expect(help).toHaveAttribute('aria-expanded', 'false');
  },
};
