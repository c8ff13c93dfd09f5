import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';
import { Header } from './Header';
import { collections, headerEntries } from './navigation.fixtures';

// The menu rules themselves are @shop/domain's (collectionsDropdown, footerCategories,
// visibleLinks); these check the components apply them to what they render.
describe('navigation rules as rendered', () => {
  it('the footer categories column has no collections and starts with shop-all', () => {
    const categories = [
      { id: 'chairs', name: 'Chairs', href: '/shop/chairs', path: '/chairs/' },
      { id: 'collections', name: 'Collections', href: '/shop/collections', path: '/collections/' },
      { id: 'shop-all', name: 'Shop all', href: '/shop/shop-all', path: '/shop-all/' },
    ];
    const { container } = render(<Footer columns={[]} categories={categories} />);
    expect(
      within(container.querySelector('footer') as HTMLElement)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(['Shop all', 'Chairs']);
  });

  it('the header keeps ties of productCount in their order', () => {
    expect(collections.filter((c) => c.productCount === 40).map((c) => c.name)).toEqual([
      'Collection 2',
      'Collection 4',
    ]);
    const { container } = render(
      <Header
        entries={headerEntries}
        loggedIn
        cartCount={0}
        onCartClick={() => undefined}
        onMenuClick={() => undefined}
        logo="Logo"
      />,
    );
    const links = Array.from(container.querySelectorAll('.ui-header-dropdown__link')).map(
      (a) => a.textContent,
    );
    expect(links).toContain('Collection 2');
    expect(links.indexOf('Collection 2')).toBeLessThan(links.indexOf('Collection 4'));
  });
});
