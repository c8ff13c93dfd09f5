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
    render(<Footer columns={columns} categories={shopCategories} />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Categories', 'Help', 'Company']);
    const categories = within(nav).getByRole('region', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Shop all', 'Chairs', 'Tables', 'Storage']);
  });

  it('folds each column on a phone, toggling independently, its links rendered once', async () => {
    const user = userEvent.setup();
    const { container } = render(<Footer columns={columns} />);
    const folds = container.querySelectorAll('details');
    expect(folds).toHaveLength(2);
    const [help, company] = [...folds] as [HTMLDetailsElement, HTMLDetailsElement];
    expect(help.open).toBe(false);
    await user.click(within(help).getByText('Help', { selector: 'summary *' }));
    await user.click(within(company).getByText('Company', { selector: 'summary *' }));
    expect([help.open, company.open]).toEqual([true, true]);
    await user.click(within(help).getByText('Help', { selector: 'summary *' }));
    expect([help.open, company.open]).toEqual([false, true]);
    // One copy of each link: the fold holds the column's list itself.
    expect(container.querySelectorAll('a[href="/contact"]')).toHaveLength(1);
    expect(within(help).getByRole('link', { name: 'Contact us', hidden: true })).toBeDefined();
  });

  it('holds the newsletter slot', () => {
    render(
      <Footer columns={columns} newsletter={<p>Be the first to know about our best deals!</p>} />,
    );
    expect(screen.getByText('Be the first to know about our best deals!')).toBeInTheDocument();
  });
});
