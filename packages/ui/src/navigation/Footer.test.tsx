import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shopCategories } from './navigation.fixtures';
import { Footer } from './Footer';

const columns = [
  { id: 'help', title: 'Help', links: [{ id: 'contact', name: 'Contact us', href: '/contact' }] },
  { id: 'company', title: 'Company', links: [{ id: 'about', name: 'About', href: '/about' }] },
];

describe('Footer', () => {
  it('lays the columns out with headings, categories first with shop-all and no collections', () => {
    const { container } = render(<Footer columns={columns} categories={shopCategories} />);
    const desktop = container.querySelector('[data-layout="columns"]') as HTMLElement;
    expect(
      within(desktop)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Categories', 'Help', 'Company']);
    const categories = within(desktop).getByRole('region', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Shop all', 'Chairs', 'Tables', 'Storage']);
  });

  it('toggles the mobile accordion sections independently', async () => {
    const user = userEvent.setup();
    const { container } = render(<Footer columns={columns} />);
    const mobile = container.querySelector('[data-layout="accordion"]') as HTMLElement;
    const help = within(mobile).getByRole('button', { name: 'Help' });
    const company = within(mobile).getByRole('button', { name: 'Company' });
    await user.click(help);
    await user.click(company);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(company).toHaveAttribute('aria-expanded', 'true');
    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(company).toHaveAttribute('aria-expanded', 'true');
  });

  it('holds the newsletter slot', () => {
    render(
      <Footer columns={columns} newsletter={<p>Be the first to know about our best deals!</p>} />,
    );
    expect(screen.getByText('Be the first to know about our best deals!')).toBeInTheDocument();
  });
});
