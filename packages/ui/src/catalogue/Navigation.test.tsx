import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';
import { CategoryList } from './CategoryList';
import { ProductGrid } from './ProductGrid';
import { SpecList } from './SpecList';
import { TradeInvitation } from './TradeInvitation';

describe('Breadcrumbs', () => {
  it('links every crumb but the last, which is the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Shop', href: '/shop' },
          { label: 'Shop All', href: '/shop/shop-all' },
          { label: 'Chairs' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/shop', '/shop/shop-all']);
    expect(within(nav).getByText('Chairs')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing for no crumbs', () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CategoryList', () => {
  it('lists the categories with their counts', () => {
    render(
      <CategoryList
        title="Sub-categories"
        items={[
          { name: 'Dining Chairs', href: '/shop/shop-all/chairs/dining-chairs', productCount: 12 },
          { name: 'Lounge Chairs', href: '/shop/shop-all/chairs/lounge-chairs' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Sub-categories' });
    expect(within(nav).getByRole('link', { name: 'Dining Chairs 12 products' })).toHaveAttribute(
      'href',
      '/shop/shop-all/chairs/dining-chairs',
    );
    expect(within(nav).getByRole('link', { name: 'Lounge Chairs' })).toBeInTheDocument();
  });
});

describe('TradeInvitation', () => {
  it('invites guests to log in or apply for a trade account', () => {
    render(<TradeInvitation />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('link', { name: 'Apply for a trade account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('ProductGrid', () => {
  it('lists one item per card, or says there are none', () => {
    const { rerender } = render(
      <ProductGrid label="Chairs">
        <p>One</p>
        <p>Two</p>
      </ProductGrid>,
    );
    expect(
      within(screen.getByRole('list', { name: 'Chairs' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    rerender(<ProductGrid>{[]}</ProductGrid>);
    expect(screen.getByText('No products found')).toBeInTheDocument();
  });
});

describe('SpecList', () => {
  it('pairs each label with its value', () => {
    render(
      <SpecList
        entries={[
          { id: 'w', label: 'Size', value: 'W480 x D550 x H820' },
          { id: 'v', label: 'Volume', value: '0.216 CBM' },
        ]}
      />,
    );
    expect(screen.getByText('Size').nextElementSibling).toHaveTextContent('W480 x D550 x H820');
    expect(screen.getByText('Volume').nextElementSibling).toHaveTextContent('0.216 CBM');
  });
});
